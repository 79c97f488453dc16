package org.wssbench.seismic.sequence;

import java.util.Objects;

/**
 * Parameters of a deterministic request sequence (see {@link RequestSequence}).
 *
 * @param name          label for reports
 * @param seed          PRNG seed
 * @param count         number of requests
 * @param rangeFraction width of each request's window as a fraction (0, 1] of the full span of each
 *                      dimension (time window, 180 degrees of latitude, 360 degrees of longitude)
 */
public record SequenceSpec(String name, long seed, int count, double rangeFraction) {

    /** 1,000 small requests; on the default synthetic catalogue they match 816 quakes in total (target 816). */
    public static final SequenceSpec SMALL = new SequenceSpec("small", 6L, 1_000, 0.0212);

    /** 100 large requests; on the default synthetic catalogue they match 176,745 quakes in total (target 176,745). */
    public static final SequenceSpec LARGE = new SequenceSpec("large", 72L, 100, 0.2709);

    public SequenceSpec {
        Objects.requireNonNull(name, "name");
        if (count < 0) {
            throw new IllegalArgumentException("count must be >= 0, was " + count);
        }
        if (!(rangeFraction > 0 && rangeFraction <= 1)) {
            throw new IllegalArgumentException("rangeFraction must be within (0, 1], was " + rangeFraction);
        }
    }

    /** Same sequence, another length; the requests common to both are identical. */
    public SequenceSpec withCount(int newCount) {
        return new SequenceSpec(name, seed, newCount, rangeFraction);
    }
}
