package org.wssbench.results.stats;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Confidence interval for the relative change of a scenario's overhead between two runs.
 *
 * <p>Overhead inside a run is median(scenario times) / median(plain times). Each bootstrap
 * replicate resamples, with replacement, the four raw samples independently (scenario and plain
 * of the base run, scenario and plain of the new run) and computes
 * {@code ratio(new) / ratio(base) - 1}; the interval is the percentile interval of the replicates.
 * Medians are used because request times are right-skewed with GC and JIT outliers.
 * Seeded, so the same inputs always give the same interval.
 */
public final class RatioChangeBootstrap {

    public static final int DEFAULT_RESAMPLES = 2000;
    public static final long DEFAULT_SEED = 20090601L;
    public static final double LEVEL = 0.95;

    private final int resamples;

    public RatioChangeBootstrap(int resamples) {
        if (resamples < 100) {
            throw new IllegalArgumentException("at least 100 resamples are needed for a 95% interval");
        }
        this.resamples = resamples;
    }

    public int resamples() {
        return resamples;
    }

    /** Point estimate and 95% interval of the change, as a fraction (0.10 = 10% more overhead). */
    public ConfidenceInterval changeOfMedianRatio(long[] baseScenario, long[] basePlain, long[] newScenario,
                                                  long[] newPlain, long seed) {
        double estimate = medianRatio(newScenario, newPlain) / medianRatio(baseScenario, basePlain) - 1;
        SplittableRandom random = new SplittableRandom(seed);
        Resampler bs = new Resampler(baseScenario);
        Resampler bp = new Resampler(basePlain);
        Resampler ns = new Resampler(newScenario);
        Resampler np = new Resampler(newPlain);
        double[] changes = new double[resamples];
        for (int i = 0; i < resamples; i++) {
            double base = bs.resampledMedian(random) / bp.resampledMedian(random);
            double next = ns.resampledMedian(random) / np.resampledMedian(random);
            changes[i] = next / base - 1;
        }
        Arrays.sort(changes);
        double tail = (1 - LEVEL) / 2;
        return new ConfidenceInterval(estimate, quantile(changes, tail), quantile(changes, 1 - tail), LEVEL);
    }

    public static double medianRatio(long[] scenario, long[] plain) {
        return SampleStatistics.median(scenario) / SampleStatistics.median(plain);
    }

    /** Linear interpolation between order statistics (type 7). */
    private static double quantile(double[] sorted, double p) {
        double position = p * (sorted.length - 1);
        int lower = (int) Math.floor(position);
        int upper = Math.min(lower + 1, sorted.length - 1);
        return sorted[lower] + (position - lower) * (sorted[upper] - sorted[lower]);
    }

    /** Draws same-size resamples of one sample into a reused buffer. */
    private static final class Resampler {
        private final long[] sample;
        private final long[] work;

        Resampler(long[] sample) {
            if (sample.length == 0) {
                throw new IllegalArgumentException("empty sample");
            }
            this.sample = sample;
            this.work = new long[sample.length];
        }

        double resampledMedian(SplittableRandom random) {
            for (int i = 0; i < work.length; i++) {
                work[i] = sample[random.nextInt(sample.length)];
            }
            return SampleStatistics.medianInPlace(work, work.length);
        }
    }
}
