package org.wssbench.results.stats;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Change of a cell's overhead between two groups of runs, with the round and the run as the
 * units of replication (never the single request).
 *
 * <p>A run's statistic is the {@link RunStatistic} of its per-round (or per-block) paired ratios, the
 * median unless the metric says otherwise; a side's statistic is the mean of its runs' log statistics. One bootstrap replicate of a side:
 * <ul>
 *   <li>with at least {@link #MIN_RUNS_TO_RESAMPLE} runs per side: draw that many runs with
 *       replacement and take their figures as they are. A run's figure already carries the noise of
 *       its rounds, so drawing the rounds again would count that noise twice (resampling both levels
 *       overstates the variance of a two-level design); it also keeps per-round noise that the
 *       common factor cancels (plain's, in every cell's ratio) out of the interval;</li>
 *   <li>with two to four runs per side and no baseline: runs and, within each drawn run, its rounds
 *       (two levels, on the safe side when so few runs show their spread poorly);</li>
 *   <li>with fewer runs: the run-to-run spread cannot be seen in the data, so each run keeps its
 *       place, its rounds are drawn with replacement, and a normal run effect with the
 *       baseline's between-run standard deviation (divided by sqrt(runs)) is added.</li>
 *   <li>without a baseline, runs are resampled as soon as both sides have two; with one run per
 *       side only the round-to-round noise is known, and the result says so.</li>
 * </ul>
 * The log change's standard error is the standard deviation of the replicate differences; the
 * p-value and the 95% interval use Student's t with the degrees of freedom of the run-level
 * noise estimate (the baseline's, or runs - 2; rounds - 1 when only rounds are known).
 */
public final class HierarchicalBootstrap {

    public static final int DEFAULT_RESAMPLES = 2000;
    public static final long DEFAULT_SEED = 20090601L;
    /** Fewer runs than this show too little of the run-to-run spread to resample them. */
    public static final int MIN_RUNS_TO_RESAMPLE = 5;

    private final int resamples;

    public HierarchicalBootstrap(int resamples) {
        if (resamples < 200) {
            throw new IllegalArgumentException("at least 200 resamples are needed, got " + resamples);
        }
        this.resamples = resamples;
    }

    public int resamples() {
        return resamples;
    }

    /**
     * @param base per-round ratios of each run of the reference side (one array per run)
     * @param next per-round ratios of each run of the new side
     * @param runNoise between-run noise of this cell from a baseline, or null if unknown
     */
    public ChangeEstimate change(List<double[]> base, List<double[]> next, RunNoise.Cell runNoise, long seed) {
        return change(base, next, runNoise, seed, RunStatistic.MEDIAN);
    }

    /** As {@link #change(List, List, RunNoise.Cell, long)}, each run summarised by {@code statistic}. */
    public ChangeEstimate change(List<double[]> base, List<double[]> next, RunNoise.Cell runNoise, long seed,
                                 RunStatistic statistic) {
        requireRounds(base);
        requireRounds(next);
        // Without a baseline, even two runs per side say more about run-to-run noise than none.
        int fewest = Math.min(base.size(), next.size());
        boolean resampleRuns = fewest >= MIN_RUNS_TO_RESAMPLE || (runNoise == null && fewest >= 2);
        ChangeEstimate.NoiseSource source = resampleRuns ? ChangeEstimate.NoiseSource.RUNS
                : runNoise != null ? ChangeEstimate.NoiseSource.BASELINE : ChangeEstimate.NoiseSource.ROUNDS_ONLY;
        double betweenSd = source == ChangeEstimate.NoiseSource.BASELINE ? runNoise.betweenSd() : 0;
        double estimate = sideStatistic(next, statistic) - sideStatistic(base, statistic);
        SplittableRandom random = new SplittableRandom(seed);
        double[] differences = new double[resamples];
        double[] work = new double[maxRounds(base, next)];
        boolean runsOnly = fewest >= MIN_RUNS_TO_RESAMPLE;
        double[] nextFigures = figures(next, statistic);
        double[] baseFigures = figures(base, statistic);
        for (int b = 0; b < resamples; b++) {
            differences[b] = runsOnly
                    ? resampledRuns(nextFigures, random) - resampledRuns(baseFigures, random)
                    : replicate(next, resampleRuns, betweenSd, random, work, statistic)
                            - replicate(base, resampleRuns, betweenSd, random, work, statistic);
        }
        double se = Quantiles.sd(differences);
        double df = switch (source) {
            case RUNS, RUNS_BASELINE_FLOOR -> base.size() + next.size() - 2;
            case BASELINE, BASELINE_ADJUSTED -> runNoise.degreesOfFreedom();
            // Few rounds make the round bootstrap itself unreliable: t with rounds - 1.
            case ROUNDS_ONLY -> Math.max(1, minRounds(base, next) - 1);
        };
        return ChangeEstimate.tInterval(estimate, se, df, source);
    }

    /** Mean over runs of ln(statistic of the run's samples). */
    public static double sideStatistic(List<double[]> runs, RunStatistic statistic) {
        double sum = 0;
        for (double[] samples : runs) {
            sum += Math.log(statistic.of(samples));
        }
        return sum / runs.size();
    }

    /** ln(figure) of each run. */
    private static double[] figures(List<double[]> runs, RunStatistic statistic) {
        return runs.stream().mapToDouble(samples -> Math.log(statistic.of(samples))).toArray();
    }

    /** Mean of as many log figures as there are, drawn with replacement. */
    private static double resampledRuns(double[] logFigures, SplittableRandom random) {
        double sum = 0;
        for (int i = 0; i < logFigures.length; i++) {
            sum += logFigures[random.nextInt(logFigures.length)];
        }
        return sum / logFigures.length;
    }

    /** Within-run standard error of ln(statistic of the samples), by resampling the samples. */
    public double withinRunSe(double[] samples, long seed, RunStatistic statistic) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] work = new double[samples.length];
        double[] values = new double[resamples];
        for (int b = 0; b < resamples; b++) {
            values[b] = Math.log(resampled(samples, random, work, statistic));
        }
        return Quantiles.sd(values);
    }

    private static double replicate(List<double[]> runs, boolean resampleRuns, double betweenSd,
                                    SplittableRandom random, double[] work, RunStatistic statistic) {
        int k = runs.size();
        double sum = 0;
        for (int i = 0; i < k; i++) {
            double[] run = resampleRuns ? runs.get(random.nextInt(k)) : runs.get(i);
            sum += Math.log(resampled(run, random, work, statistic));
        }
        double mean = sum / k;
        return betweenSd > 0 ? mean + gaussian(random) * betweenSd / Math.sqrt(k) : mean;
    }

    private static double resampled(double[] samples, SplittableRandom random, double[] work, RunStatistic statistic) {
        int n = samples.length;
        for (int i = 0; i < n; i++) {
            work[i] = samples[random.nextInt(n)];
        }
        return statistic.of(work, n);
    }

    /** Standard normal draw (Box-Muller), so the replicates depend only on the seed. */
    private static double gaussian(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }

    private static int minRounds(List<double[]> a, List<double[]> b) {
        int min = Integer.MAX_VALUE;
        for (double[] run : a) {
            min = Math.min(min, run.length);
        }
        for (double[] run : b) {
            min = Math.min(min, run.length);
        }
        return min;
    }

    private static int maxRounds(List<double[]> a, List<double[]> b) {
        int max = 0;
        for (double[] run : a) {
            max = Math.max(max, run.length);
        }
        for (double[] run : b) {
            max = Math.max(max, run.length);
        }
        return max;
    }

    private static void requireRounds(List<double[]> runs) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("a side needs at least one run");
        }
        for (double[] run : runs) {
            if (run.length == 0) {
                throw new IllegalArgumentException("a run has no paired rounds");
            }
        }
    }
}
