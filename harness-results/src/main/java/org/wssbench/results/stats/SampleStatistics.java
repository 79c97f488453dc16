package org.wssbench.results.stats;

import java.util.Arrays;

/** Exact statistics on raw samples (no binning). */
final class SampleStatistics {

    private SampleStatistics() {
    }

    public static double mean(long[] values) {
        requireNotEmpty(values);
        double sum = 0;
        for (long v : values) {
            sum += v;
        }
        return sum / values.length;
    }

    /** Sample standard deviation (n - 1 denominator); 0 for a single value. */
    public static double sampleStddev(long[] values) {
        requireNotEmpty(values);
        if (values.length < 2) {
            return 0;
        }
        double mean = mean(values);
        double squares = 0;
        for (long v : values) {
            double d = v - mean;
            squares += d * d;
        }
        return Math.sqrt(squares / (values.length - 1));
    }

    /** Median; the mean of the two middle values for an even count. Does not modify the input. */
    public static double median(long[] values) {
        requireNotEmpty(values);
        return medianInPlace(values.clone(), values.length);
    }

    /**
     * Median of the first {@code count} values of {@code work}, reordering them. Uses selection
     * instead of a full sort because the bootstrap calls it thousands of times.
     */
    static double medianInPlace(long[] work, int count) {
        int upper = count / 2;
        long upperValue = select(work, count, upper);
        if (count % 2 == 1) {
            return upperValue;
        }
        // After selecting, everything left of 'upper' is <= upperValue: the lower middle is their max.
        long lowerValue = Long.MIN_VALUE;
        for (int i = 0; i < upper; i++) {
            lowerValue = Math.max(lowerValue, work[i]);
        }
        return (lowerValue + (double) upperValue) / 2;
    }

    public static long min(long[] values) {
        requireNotEmpty(values);
        return Arrays.stream(values).min().getAsLong();
    }

    public static long max(long[] values) {
        requireNotEmpty(values);
        return Arrays.stream(values).max().getAsLong();
    }

    /** Hoare-style quickselect with a middle pivot: k-th smallest of work[0..count). */
    private static long select(long[] work, int count, int k) {
        int left = 0;
        int right = count - 1;
        while (left < right) {
            long pivot = work[(left + right) >>> 1];
            int i = left;
            int j = right;
            while (i <= j) {
                while (work[i] < pivot) {
                    i++;
                }
                while (work[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    long t = work[i];
                    work[i] = work[j];
                    work[j] = t;
                    i++;
                    j--;
                }
            }
            if (k <= j) {
                right = j;
            } else if (k >= i) {
                left = i;
            } else {
                return work[k];
            }
        }
        return work[k];
    }

    private static void requireNotEmpty(long[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no samples");
        }
    }
}
