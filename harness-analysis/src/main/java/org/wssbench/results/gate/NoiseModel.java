package org.wssbench.results.gate;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.math3.distribution.FDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.SummaryStatistics;

/**
 * How much one figure moves between unchanged runs, from the baseline's runs: a one-way random-effects model on
 * the log of the figure, {@code y = mu + period effect + run effect}. Runs of one measuring period share the host's
 * state then (other tenants, frequency, the page cache), so two variances are estimated: between runs of one
 * period ({@code sigmaWithin}) and between periods ({@code sigmaBetween}), by the method of moments (ANOVA).
 *
 * <p>A new run comes from a new period, so the spread it is judged against is
 * {@code sigmaBetween^2 (1 + sum(n_p^2)/n^2) + sigmaWithin^2 (1/k + 1/n)} for the mean of {@code k} runs, with
 * Satterthwaite's degrees of freedom. With fewer than {@link #MIN_PERIODS} periods the between-period variance
 * would rest on one degree of freedom or none, so the runs are taken as one sample instead: their spread holds
 * the shift between periods only as far as the runs span periods, and the model says so
 * ({@link #periodsMeasured()}).
 *
 * <p>From three periods on, the period level is kept only where the data show it: the F test of the period effect
 * ({@code MS_between / MS_within}) must be significant at {@link #PERIOD_TEST_ALPHA}. A between-period variance
 * estimated from two degrees of freedom but not shown to exist would otherwise dominate the tolerance of a mean of
 * several runs, and its Satterthwaite degrees of freedom fall toward one, where the t quantile at the gate's
 * small per-figure alpha is in the hundreds: a tolerance of +1000% says nothing. Without that evidence the runs
 * are one sample, whose spread holds the shift between periods as far as the runs span them.
 *
 * @param mean            mean log figure over the runs (the baseline's figure is {@code exp(mean)})
 * @param runs            number of runs
 * @param periods         number of measuring periods
 * @param sigmaWithin     SD of the log figure between runs of one period
 * @param sigmaBetween    SD of the period effect (0 when not measurable or estimated below 0)
 * @param sumSquaredSizes {@code sum over periods of n_p^2}
 * @param exchangeable    true when the runs are treated as one sample (fewer than {@link #MIN_PERIODS} periods, one
 *                        run per period, or a period effect the F test does not show): then {@code sigmaWithin} is
 *                        their plain SD
 */
public record NoiseModel(double mean, int runs, int periods, double sigmaWithin, double sigmaBetween,
                         double sumSquaredSizes, boolean exchangeable) {

    /** The fewest runs a figure's noise is estimated from (two degrees of freedom). */
    public static final int MIN_RUNS = 3;
    /** The fewest periods the between-period variance is estimated from (two degrees of freedom). */
    public static final int MIN_PERIODS = 3;
    /** Significance level of the F test that keeps the period level in the model. */
    public static final double PERIOD_TEST_ALPHA = 0.05;

    /** The model of one figure from its values per run, each with the run's period. */
    public static NoiseModel of(List<Map.Entry<String, Double>> valuesWithPeriod) {
        int n = valuesWithPeriod.size();
        if (n < MIN_RUNS) {
            throw new IllegalArgumentException("a noise model needs at least " + MIN_RUNS + " runs, got " + n);
        }
        Map<String, SummaryStatistics> byPeriod = new LinkedHashMap<>();
        SummaryStatistics all = new SummaryStatistics();
        for (Map.Entry<String, Double> value : valuesWithPeriod) {
            double y = Math.log(value.getValue());
            all.addValue(y);
            byPeriod.computeIfAbsent(value.getKey(), p -> new SummaryStatistics()).addValue(y);
        }
        int p = byPeriod.size();
        double grand = all.getMean();
        double sumSquares = byPeriod.values().stream().mapToDouble(s -> (double) s.getN() * s.getN()).sum();
        double ssWithin = byPeriod.values().stream().mapToDouble(s -> s.getVariance() * (s.getN() - 1))
                .filter(Double::isFinite).sum();
        double ssBetween = byPeriod.values().stream().mapToDouble(s -> s.getN() * Math.pow(s.getMean() - grand, 2)).sum();
        int dfWithin = n - p;
        if (p < MIN_PERIODS || dfWithin < 1) {
            return new NoiseModel(grand, n, p, all.getStandardDeviation(), 0, sumSquares, true);
        }
        double msWithin = ssWithin / dfWithin;
        double msBetween = ssBetween / (p - 1);
        double n0 = (n - sumSquares / n) / (p - 1);
        double varianceBetween = (msBetween - msWithin) / n0;
        if (varianceBetween <= 0 || periodEffectPValue(msBetween, msWithin, p - 1, dfWithin) >= PERIOD_TEST_ALPHA) {
            return new NoiseModel(grand, n, p, all.getStandardDeviation(), 0, sumSquares, true);
        }
        return new NoiseModel(grand, n, p, Math.sqrt(msWithin), Math.sqrt(varianceBetween), sumSquares, false);
    }

    /** p of the F test of a period effect: how often unchanged periods would differ this much by chance. */
    static double periodEffectPValue(double msBetween, double msWithin, int dfBetween, int dfWithin) {
        if (msWithin <= 0) {
            return msBetween > 0 ? 0 : 1;
        }
        return 1 - new FDistribution(dfBetween, dfWithin).cumulativeProbability(msBetween / msWithin);
    }

    /** The baseline's figure: the geometric mean of its runs. */
    public double figure() {
        return Math.exp(mean);
    }

    /** Whether the between-period spread is estimated on its own ({@link #MIN_PERIODS} or more periods). */
    public boolean periodsMeasured() {
        return periods >= MIN_PERIODS;
    }

    /** Variance of the log of the mean of {@code k} new runs of one new period, around the baseline's mean. */
    public double predictionVariance(int k) {
        if (exchangeable) {
            return sigmaWithin * sigmaWithin * (1.0 / k + 1.0 / runs);
        }
        double a = 1 + sumSquaredSizes / ((double) runs * runs);
        return sigmaBetween * sigmaBetween * a + sigmaWithin * sigmaWithin * (1.0 / k + 1.0 / runs);
    }

    /**
     * Variance of the log ratio between the means of {@code k} and {@code m} new runs taken in two periods (compare
     * of two runs): each side carries its period's shift and its runs' spread.
     */
    public double differenceVariance(int k, int m) {
        return 2 * sigmaBetween * sigmaBetween + sigmaWithin * sigmaWithin * (1.0 / k + 1.0 / m);
    }

    /** Satterthwaite's degrees of freedom of {@link #predictionVariance(int)}. */
    public double degreesOfFreedom(int k) {
        if (exchangeable) {
            return runs - 1;
        }
        double n0 = (runs - sumSquaredSizes / runs) / (periods - 1);
        double a = 1 + sumSquaredSizes / ((double) runs * runs);
        double b = 1.0 / k + 1.0 / runs;
        double msWithin = sigmaWithin * sigmaWithin;
        double msBetween = sigmaBetween * sigmaBetween * n0 + msWithin;
        double termBetween = a / n0 * msBetween;
        double termWithin = (b - a / n0) * msWithin;
        double total = termBetween + termWithin;
        double df = total * total / (termBetween * termBetween / (periods - 1)
                + termWithin * termWithin / (runs - periods));
        return Math.max(1, Math.min(df, runs - 1));
    }

    /**
     * The largest rise of the log figure that unchanged runs exceed with probability {@code alpha} (one-sided,
     * Student's t with {@link #degreesOfFreedom}).
     */
    public double toleranceLog(int k, double alpha) {
        double t = new TDistribution(degreesOfFreedom(k)).inverseCumulativeProbability(1 - alpha);
        return t * Math.sqrt(predictionVariance(k));
    }

    /** The tolerance as a change in %: {@code exp(toleranceLog) - 1}. */
    public double tolerancePct(int k, double alpha) {
        return Math.expm1(toleranceLog(k, alpha)) * 100;
    }

    /** The model in one line, for --explain. */
    public String explain(int k, double alpha) {
        return String.format(Locale.ROOT, "%d runs in %d period(s); SD between runs %.2f%%, between periods %s; "
                        + "prediction SD %.2f%% for %d run(s), df %.1f, one-sided alpha %.2g -> tolerance %+.1f%%",
                runs, periods, sigmaWithin * 100,
                exchangeable ? (periods < MIN_PERIODS ? "not estimated (fewer than " + MIN_PERIODS + " periods)"
                        : "not shown (F test of the period effect not significant at " + PERIOD_TEST_ALPHA + ")")
                        : String.format(Locale.ROOT, "%.2f%%", sigmaBetween * 100),
                Math.sqrt(predictionVariance(k)) * 100, k, degreesOfFreedom(k), alpha, tolerancePct(k, alpha));
    }
}
