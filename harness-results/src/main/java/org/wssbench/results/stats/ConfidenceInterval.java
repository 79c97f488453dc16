package org.wssbench.results.stats;

/** A point estimate with a two-sided confidence interval, all in the same unit. */
public record ConfidenceInterval(double estimate, double low, double high, double level) {

    public boolean entirelyAbove(double value) {
        return low > value;
    }

    public boolean entirelyBelow(double value) {
        return high < value;
    }
}
