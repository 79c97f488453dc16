package org.wssbench.results.stats;

import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * How strongly one cell follows its run's common factor ({@link CommonFactor}): the weight {@code w}
 * in {@code ln(cell's change) = w * ln(common factor) + noise}, fitted over the baseline runs.
 *
 * <p>Cells do not follow the factor alike. On the AMD EPYC host's A/A runs (results/baseline/README.md,
 * "Evidence (2026-11-26, fourth session)") the message-security cells moved with it about one for one
 * (sign/small 1.1-1.4), while username/small and ssl/small did not move with it at all (about 0):
 * dividing username/small by the whole factor more than doubled its noise. A fixed weight of 0 or 1 per cell,
 * picked by which looked quieter over the baseline runs, had made the gate fail unchanged runs in
 * leave-one-out checks: the pick's noise is measured on the runs that chose it. Here the noise is
 * measured on predictions instead: each run's value is adjusted with the weight fitted on the other
 * runs ({@link #leaveOneOutAdjusted}), so an unlucky weight shows up as noise.
 *
 * <p>The fit is least squares through the origin (the factor and the cell's change are both logs
 * against the baseline's centres), bounded to [0, {@link #MAX}]: no cell was seen to move against its
 * peers, and the bound keeps one odd run from setting an extreme weight.
 */
public final class CommonFactorWeight {

    /** Largest weight: a cell moving with more than twice its peers' shared change was not seen. */
    public static final double MAX = 2.0;
    /** Fewer baseline runs than this: too few to fit a weight; the caller keeps its fixed rule. */
    public static final int MIN_RUNS = 5;

    private CommonFactorWeight() {
    }

    /**
     * The weight fitted on all runs.
     *
     * @param change per run, ln(cell's value / centre)
     * @param factor per run, the cell's ln(common factor) ({@link CommonFactor#ofOthers}), same order
     */
    public static double fit(double[] change, double[] factor) {
        check(change, factor);
        return fitWithout(change, factor, -1);
    }

    /**
     * Per run, ln(value / centre) minus the factor weighted by a weight fitted on the other runs
     * only: what a new run's adjusted value would be, so that the spread of these is honest noise.
     */
    public static double[] leaveOneOutAdjusted(double[] change, double[] factor) {
        check(change, factor);
        double[] adjusted = new double[change.length];
        for (int i = 0; i < change.length; i++) {
            adjusted[i] = change[i] - fitWithout(change, factor, i) * factor[i];
        }
        return adjusted;
    }

    /**
     * Per run, ln(value / centre) minus what the runs of the other measuring periods predict for it:
     * their weight on the factor times this run's factor, plus their mean adjusted change (the cell's
     * level in those periods). A shift of the cell between periods shows up here as noise, where
     * {@link #leaveOneOutAdjusted} would hide it among the run's own period. With a factor of 0 in
     * every run (a cell judged without the factor) the weight is 0 and only the level is predicted.
     *
     * @param period each run's measuring period ({@link MeasuringPeriods#of})
     */
    public static double[] leavePeriodOutAdjusted(double[] change, double[] factor, int[] period) {
        check(change, factor);
        double[] adjusted = new double[change.length];
        for (int i = 0; i < change.length; i++) {
            int p = period[i];
            double weight = fit(change, factor, j -> period[j] != p);
            double level = 0;
            int others = 0;
            for (int j = 0; j < change.length; j++) {
                if (period[j] != p) {
                    level += change[j] - weight * factor[j];
                    others++;
                }
            }
            adjusted[i] = change[i] - weight * factor[i] - level / others;
        }
        return adjusted;
    }

    /** Whether every period's runs can be predicted from at least {@link #MIN_RUNS} runs of other periods. */
    public static boolean periodsPredictable(int[] period) {
        return MeasuringPeriods.count(period) >= 2 && Arrays.stream(period).distinct()
                .allMatch(p -> Arrays.stream(period).filter(q -> q != p).count() >= MIN_RUNS);
    }

    private static double fitWithout(double[] change, double[] factor, int left) {
        return fit(change, factor, i -> i != left);
    }

    private static double fit(double[] change, double[] factor, IntPredicate use) {
        double cross = 0;
        double square = 0;
        for (int i = 0; i < change.length; i++) {
            if (use.test(i)) {
                cross += change[i] * factor[i];
                square += factor[i] * factor[i];
            }
        }
        // no factor moved at all in these runs: nothing to follow
        return square == 0 ? 0 : Math.max(0, Math.min(MAX, cross / square));
    }

    private static void check(double[] change, double[] factor) {
        if (change.length != factor.length) {
            throw new IllegalArgumentException("one factor per change expected: " + change.length + " changes, "
                    + factor.length + " factors");
        }
    }
}
