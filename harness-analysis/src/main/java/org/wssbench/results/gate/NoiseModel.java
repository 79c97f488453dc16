package org.wssbench.results.gate;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.math3.distribution.FDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.descriptive.SummaryStatistics;

/**
 * How much one figure moves between unchanged runs, from the baseline's runs: a one-way random-effects model on
 * the log of the figure, {@code y = mu + period effect + run effect}. Runs of one measuring period share the host's
 * state then (other tenants, frequency, the page cache), so there are two variances: between runs of one period
 * ({@code sigmaWithin^2}) and between periods ({@code sigmaBetween^2}).
 *
 * <p>A new run comes from a new period, so the spread it is judged against is
 * {@code sigmaBetween^2 (1 + sum(n_p^2)/n^2) + sigmaWithin^2 (1/k + 1/n)} for the mean of {@code k} runs.
 *
 * <p>Why the period variance is shared: a baseline holds a handful of periods, so one figure's period variance
 * rests on two or three degrees of freedom, and a tolerance built on it swings from a few % to hundreds of % with
 * chance alone. What a period does to the host moves every figure of the baseline, so the model takes the ratio
 * of the period variance to the run variance ({@link #periodShare}) as one number for all the figures of a
 * baseline, estimated from all of them; each figure keeps its own run variance, estimated from all its runs with
 * {@code n - 1} degrees of freedom. With fewer than {@link #MIN_PERIODS} periods the share is not estimated (0):
 * the runs are one sample, whose spread holds the shift between periods only as far as the runs span them.
 *
 * @param mean            mean log figure over the runs (the baseline's figure is {@code exp(mean)})
 * @param runs            number of runs
 * @param periods         number of measuring periods
 * @param sigmaWithin     SD of the log figure between runs of one period
 * @param periodShare     {@code sigmaBetween^2 / sigmaWithin^2}, shared by the baseline's figures
 * @param sumSquaredSizes {@code sum over periods of n_p^2}
 */
public record NoiseModel(double mean, int runs, int periods, double sigmaWithin, double periodShare,
                         double sumSquaredSizes) {

    /** The fewest runs a figure's noise is estimated from (two degrees of freedom). */
    public static final int MIN_RUNS = 3;
    /** The fewest periods the period share is estimated from. */
    public static final int MIN_PERIODS = 3;

    /**
     * The models of a baseline's figures, one period share for all of them. Each list holds one figure's values per
     * run, each with the run's period; every list needs at least {@link #MIN_RUNS} values.
     */
    public static <K> Map<K, NoiseModel> of(Map<K, List<Map.Entry<String, Double>>> valuesByFigure) {
        Map<K, Anova> anovas = new LinkedHashMap<>();
        valuesByFigure.forEach((figure, values) -> anovas.put(figure, Anova.of(values)));
        double share = periodShare(anovas.values());
        Map<K, NoiseModel> models = new LinkedHashMap<>();
        anovas.forEach((figure, anova) -> models.put(figure, anova.model(share)));
        return models;
    }

    /**
     * The period share of figures measured in the same runs: each figure's F ratio ({@code MS_between /
     * MS_within}) is {@code 1 + n0 share} times an F variable, so the median of the ratios over the figures, over
     * the median of that F distribution, estimates {@code 1 + n0 share}. The median, because one figure's ratio
     * rests on two or three degrees of freedom and its tail is long. 0 when fewer than {@link #MIN_PERIODS}
     * periods or no degree of freedom within them.
     */
    static double periodShare(Collection<Anova> figures) {
        List<Double> ratios = new ArrayList<>();
        Anova any = null;
        for (Anova anova : figures) {
            if (anova.periods() >= MIN_PERIODS && anova.dfWithin() >= 1 && anova.msWithin() > 0) {
                ratios.add(anova.msBetween() / anova.msWithin());
                any = anova;
            }
        }
        if (any == null) {
            return 0;
        }
        double median = StatUtils.percentile(ratios.stream().mapToDouble(Double::doubleValue).toArray(), 50);
        double nullMedian = new FDistribution(any.periods() - 1, any.dfWithin()).inverseCumulativeProbability(0.5);
        return Math.max(0, (median / nullMedian - 1) / any.n0());
    }

    /** One-way ANOVA of one figure's log values by period. */
    record Anova(double mean, int runs, int periods, double ssWithin, double ssBetween, double sumSquaredSizes) {

        static Anova of(List<Map.Entry<String, Double>> valuesWithPeriod) {
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
            double grand = all.getMean();
            double sumSquares = byPeriod.values().stream().mapToDouble(s -> (double) s.getN() * s.getN()).sum();
            double ssWithin = byPeriod.values().stream().mapToDouble(s -> s.getVariance() * (s.getN() - 1))
                    .filter(Double::isFinite).sum();
            double ssBetween = byPeriod.values().stream()
                    .mapToDouble(s -> s.getN() * Math.pow(s.getMean() - grand, 2)).sum();
            return new Anova(grand, n, byPeriod.size(), ssWithin, ssBetween, sumSquares);
        }

        int dfWithin() {
            return runs - periods;
        }

        double msWithin() {
            return ssWithin / dfWithin();
        }

        double msBetween() {
            return ssBetween / (periods - 1);
        }

        /** The average period size, as the between-period mean square weighs it. */
        double n0() {
            return (runs - sumSquaredSizes / runs) / (periods - 1);
        }

        /**
         * The model with a given period share: the between-period sum of squares, scaled down by what the share
         * puts in it ({@code 1 + n0 share}), is one more estimate of the run variance, so all {@code n - 1}
         * degrees of freedom estimate it.
         */
        NoiseModel model(double share) {
            // with one period there is no n0 (and no between-period sum of squares) to scale
            double between = share > 0 ? ssBetween / (1 + n0() * share) : ssBetween;
            double variance = (ssWithin + between) / (runs - 1);
            return new NoiseModel(mean, runs, periods, Math.sqrt(variance), share, sumSquaredSizes);
        }
    }

    /** The baseline's figure: the geometric mean of its runs. */
    public double figure() {
        return Math.exp(mean);
    }

    /** SD of the period effect of the log figure. */
    public double sigmaBetween() {
        return sigmaWithin * Math.sqrt(periodShare);
    }

    /** Variance of the log of the mean of {@code k} new runs of one new period, around the baseline's mean. */
    public double predictionVariance(int k) {
        double a = 1 + sumSquaredSizes / ((double) runs * runs);
        return sigmaWithin * sigmaWithin * (periodShare * a + 1.0 / k + 1.0 / runs);
    }

    /**
     * Variance of the log ratio between the means of {@code k} and {@code m} new runs taken in two periods (compare
     * of two runs): each side carries its period's shift and its runs' spread.
     */
    public double differenceVariance(int k, int m) {
        return sigmaWithin * sigmaWithin * (2 * periodShare + 1.0 / k + 1.0 / m);
    }

    /** Degrees of freedom of the run variance, and so of every tolerance: all the runs, less their mean. */
    public double degreesOfFreedom() {
        return runs - 1;
    }

    /**
     * The largest rise of the log figure that unchanged runs exceed with probability {@code alpha} (one-sided,
     * Student's t with {@link #degreesOfFreedom}).
     */
    public double toleranceLog(int k, double alpha) {
        double t = new TDistribution(degreesOfFreedom()).inverseCumulativeProbability(1 - alpha);
        return t * Math.sqrt(predictionVariance(k));
    }

    /** The tolerance as a change in %: {@code exp(toleranceLog) - 1}. */
    public double tolerancePct(int k, double alpha) {
        return Math.expm1(toleranceLog(k, alpha)) * 100;
    }

    /** The period share for people: its value, or why there is none. */
    public String periodShareDescription() {
        return periods < MIN_PERIODS ? "not estimated (fewer than " + MIN_PERIODS + " periods)"
                : String.format(Locale.ROOT, "%.2f", periodShare);
    }

    /** The model in one line, for --explain. */
    public String explain(int k, double alpha) {
        return String.format(Locale.ROOT, "%d runs in %d period(s); SD between runs %.2f%%, between periods %s; "
                        + "prediction SD %.2f%% for %d run(s), df %.0f, one-sided alpha %.2g -> tolerance %+.1f%%",
                runs, periods, sigmaWithin * 100,
                periods < MIN_PERIODS ? periodShareDescription() : String.format(Locale.ROOT,
                        "%.2f%% (period share %s, shared by the baseline's figures)", sigmaBetween() * 100,
                        periodShareDescription()),
                Math.sqrt(predictionVariance(k)) * 100, k, degreesOfFreedom(), alpha, tolerancePct(k, alpha));
    }
}
