package org.wssbench.results.stats;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.SummaryStatistics;

/**
 * The difference of two means with its standard error and Student's t degrees of freedom: the project's one t-test.
 * Figures are ratios, so callers pass logs ({@link GeometricMean#logs}) and read the result as a relative change
 * ({@link #relativeChange}).
 *
 * <ul>
 *   <li>{@link #welch}: two independent samples of unequal variance (runs of two builds).</li>
 *   <li>{@link #paired}: the same units measured twice (A and B taken minutes apart, two variants in one round).</li>
 *   <li>The constructor: an estimate whose standard error comes from elsewhere (a machine's noise model).</li>
 * </ul>
 *
 * @param estimate          mean of {@code next} minus mean of {@code base}
 * @param standardError     its standard error
 * @param degreesOfFreedom  of the t distribution the estimate / standard error follows when nothing changed
 */
public record MeanDifference(double estimate, double standardError, double degreesOfFreedom) {

    /** Welch's test of {@code next} against {@code base}: two values or more on each side. */
    public static MeanDifference welch(double[] base, double[] next) {
        if (base.length < 2 || next.length < 2) {
            throw new IllegalArgumentException("Welch's test needs two values or more on each side, got " + base.length
                    + " and " + next.length);
        }
        SummaryStatistics a = statistics(base);
        SummaryStatistics b = statistics(next);
        double va = a.getVariance() / base.length;
        double vb = b.getVariance() / next.length;
        double df = (va + vb) * (va + vb) / (va * va / (base.length - 1) + vb * vb / (next.length - 1));
        return new MeanDifference(b.getMean() - a.getMean(), Math.sqrt(va + vb), df);
    }

    /** The paired test of {@code next[i]} against {@code base[i]}: the mean of the differences. */
    public static MeanDifference paired(double[] base, double[] next) {
        if (base.length != next.length || base.length == 0) {
            throw new IllegalArgumentException("a paired test needs as many values on each side, at least one, got "
                    + base.length + " and " + next.length);
        }
        SummaryStatistics differences = new SummaryStatistics();
        for (int i = 0; i < base.length; i++) {
            differences.addValue(next[i] - base[i]);
        }
        return new MeanDifference(differences.getMean(), differences.getStandardDeviation() / Math.sqrt(base.length),
                base.length - 1);
    }

    /**
     * The smallest true difference a paired test of {@code pairs} pairs whose differences have SD {@code sd} detects
     * with probability {@code power} at the two-sided level {@code alpha} (the usual t approximation of its power).
     */
    public static double pairedMinimumDetectable(double sd, int pairs, double alpha, double power) {
        TDistribution t = new TDistribution(pairs - 1);
        double critical = t.inverseCumulativeProbability(1 - alpha / 2);
        return (critical + t.inverseCumulativeProbability(power)) * sd / Math.sqrt(pairs);
    }

    /** The sample SD of the differences of a paired test (its standard error times the square root of the pairs). */
    public double pairedSd() {
        return standardError * Math.sqrt(degreesOfFreedom + 1);
    }

    /**
     * Two-sided p-value of "no difference". Without spread (standard error 0) a zero difference is 1 and any other
     * is 0.
     */
    public double pValue() {
        if (standardError == 0) {
            return estimate == 0 ? 1 : 0;
        }
        return 2 * new TDistribution(degreesOfFreedom).cumulativeProbability(-Math.abs(estimate) / standardError);
    }

    /** Half the width of the two-sided {@code level} interval; 0 without spread or with less than one degree of freedom. */
    public double halfWidth(double level) {
        if (!(standardError > 0) || !(degreesOfFreedom >= 1)) {
            return 0;
        }
        return new TDistribution(degreesOfFreedom).inverseCumulativeProbability(1 - (1 - level) / 2) * standardError;
    }

    /** The difference of logs read as a relative change of the ratio, {@code exp(d) - 1}, with its interval. */
    public ConfidenceInterval relativeChange(double level) {
        double half = halfWidth(level);
        return new ConfidenceInterval(Math.expm1(estimate), Math.expm1(estimate - half), Math.expm1(estimate + half),
                level);
    }

    private static SummaryStatistics statistics(double[] values) {
        SummaryStatistics stats = new SummaryStatistics();
        for (double v : values) {
            stats.addValue(v);
        }
        return stats;
    }
}
