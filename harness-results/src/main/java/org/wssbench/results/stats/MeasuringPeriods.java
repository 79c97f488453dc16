package org.wssbench.results.stats;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Groups a baseline's runs into measuring periods: runs that started within {@link #GAP} of the
 * previous one belong to the same period. A shared host changes state between periods (on the AMD
 * EPYC host, one period's secureconversation/small stood about 5 % above the later periods' after
 * the common factor was taken out), and runs of one period agree with each other more than with
 * another period's. A gate built on one period's scatter alone fails runs of the next
 * (results/baseline/README.md, "Evidence (2026-11-26, fifth session)"), so the baseline measures
 * its noise on each period's runs predicted from the other periods ({@link CommonFactorWeight}).
 */
public final class MeasuringPeriods {

    /** A pause longer than this between two runs' starts begins a new period (a quick run takes 4-8 min). */
    public static final Duration GAP = Duration.ofMinutes(30);

    private MeasuringPeriods() {
    }

    /**
     * The period of each run, numbered from 0 in start order; a run without a start time is a
     * period of its own.
     *
     * @param starts each run's start, in the runs' order (null where unknown)
     */
    public static int[] of(List<Instant> starts) {
        int[] period = new int[starts.size()];
        Integer[] order = IntStream.range(0, starts.size()).boxed()
                .filter(i -> starts.get(i) != null)
                .sorted(Comparator.comparing(starts::get)).toArray(Integer[]::new);
        int next = 0;
        Instant previous = null;
        for (int i : order) {
            if (previous == null || Duration.between(previous, starts.get(i)).compareTo(GAP) > 0) {
                next++;
            }
            period[i] = next - 1;
            previous = starts.get(i);
        }
        for (int i = 0; i < period.length; i++) {
            if (starts.get(i) == null) {
                period[i] = next++;
            }
        }
        return period;
    }

    /** Number of distinct periods in {@code period}. */
    public static int count(int[] period) {
        return (int) Arrays.stream(period).distinct().count();
    }
}
