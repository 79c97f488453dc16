package org.wssbench.results.stats;

import org.apache.commons.math3.special.Gamma;

/**
 * Per-cell variances from few runs, each pulled toward a common prior estimated from all cells
 * (empirical Bayes, Smyth 2004, "Linear models and empirical Bayes methods for assessing
 * differential expression in microarray experiments", section 6).
 *
 * <p>Why: five runs give a cell's own variance 4 degrees of freedom, too few for a tolerance at a
 * 0.06% false-alarm probability; pooling all cells of a sequence assumes they share one noise
 * level, which they do not (ssl and username-digest are noisier than sign). The moderated
 * variance {@code (d0 s0^2 + d s^2) / (d0 + d)} sits between the two, weighted by how much the
 * cells' variances actually differ, and its t statistic has {@code d0 + d} degrees of freedom.
 * When the cells' variances differ no more than sampling explains, {@code d0} is infinite and
 * every cell gets the prior (full pooling); when they differ widely, {@code d0} is small and each
 * cell keeps close to its own.
 */
public final class ModeratedVariance {

    /** Degrees of freedom standing for "infinite" (a t distribution this wide is normal). */
    public static final double MAX_DEGREES_OF_FREEDOM = 10_000;

    /**
     * The prior the cells are pulled toward.
     *
     * @param variance s0^2
     * @param degreesOfFreedom d0, at most {@link #MAX_DEGREES_OF_FREEDOM}; 0 when it cannot be estimated
     */
    public record Prior(double variance, double degreesOfFreedom) {

        /** The moderated variance of a cell with sample variance {@code s2} on {@code df} degrees of freedom. */
        public double moderate(double s2, double df) {
            if (degreesOfFreedom <= 0) {
                return s2;
            }
            return (degreesOfFreedom * variance + df * s2) / (degreesOfFreedom + df);
        }

        /** Degrees of freedom of the moderated t statistic of a cell with {@code df} of its own. */
        public double totalDegreesOfFreedom(double df) {
            return Math.min(MAX_DEGREES_OF_FREEDOM, degreesOfFreedom + df);
        }
    }

    private ModeratedVariance() {
    }

    /**
     * Estimates the prior from the cells' sample variances (zero variances carry no information
     * on the scale of the others and are left out).
     *
     * @param variances sample variance of each cell
     * @param df degrees of freedom of each (runs - 1)
     */
    public static Prior prior(double[] variances, double[] df) {
        int n = 0;
        double[] e = new double[variances.length];
        double meanTrigamma = 0;
        for (int i = 0; i < variances.length; i++) {
            if (variances[i] > 0 && df[i] > 0) {
                e[n++] = Math.log(variances[i]) - Gamma.digamma(df[i] / 2) + Math.log(df[i] / 2);
                meanTrigamma += Gamma.trigamma(df[i] / 2);
            }
        }
        if (n < 2) {
            return new Prior(n == 1 ? Math.exp(e[0]) : 0, 0);
        }
        meanTrigamma /= n;
        double mean = 0;
        for (int i = 0; i < n; i++) {
            mean += e[i];
        }
        mean /= n;
        double spread = 0;
        for (int i = 0; i < n; i++) {
            spread += (e[i] - mean) * (e[i] - mean);
        }
        spread /= n - 1;
        double excess = spread - meanTrigamma;
        if (excess <= 0) {
            // the variances differ no more than sampling alone explains: one common noise level
            return new Prior(Math.exp(mean), MAX_DEGREES_OF_FREEDOM);
        }
        double d0 = Math.min(MAX_DEGREES_OF_FREEDOM, 2 * inverseTrigamma(excess));
        return new Prior(Math.exp(mean + Gamma.digamma(d0 / 2) - Math.log(d0 / 2)), d0);
    }

    /** x with trigamma(x) = y, by Newton's method on 1 / trigamma (Smyth 2004, appendix). */
    static double inverseTrigamma(double y) {
        if (y > 1e7) {
            return 1 / Math.sqrt(y);
        }
        if (y < 1e-6) {
            return 1 / y;
        }
        double x = 0.5 + 1 / y;
        for (int i = 0; i < 100; i++) {
            double tri = Gamma.trigamma(x);
            double step = tri * (1 - tri / y) / tetragamma(x);
            x += step;
            if (-step / x < 1e-8) {
                break;
            }
        }
        return x;
    }

    /** Derivative of trigamma, from its asymptotic series after shifting x above 6. */
    private static double tetragamma(double x) {
        double shift = 0;
        while (x < 6) {
            shift -= 2 / (x * x * x);
            x += 1;
        }
        double x2 = x * x;
        double x3 = x2 * x;
        return shift - 1 / x2 - 1 / x3 - 1 / (2 * x2 * x2) + 1 / (6 * x3 * x3) - 1 / (6 * x3 * x3 * x2)
                + 3 / (10 * x3 * x3 * x3 * x);
    }
}
