package org.wssbench.seismic.query;

import org.wssbench.seismic.model.Quake;

/**
 * Bounds of a quake query. Every bound is inclusive and optional: null means open.
 * Build with {@link #UNBOUNDED} and the {@code with...} methods, e.g.
 * {@code QueryRange.UNBOUNDED.withTime(from, to).withLatitude(-10.0, 10.0)}.
 *
 * @param minMillis    earliest origin time, epoch milliseconds
 * @param maxMillis    latest origin time, epoch milliseconds
 * @param minLatitude  degrees, -90..90
 * @param maxLatitude  degrees, -90..90
 * @param minLongitude degrees, -180..180 (a range does not wrap across the antimeridian)
 * @param maxLongitude degrees, -180..180
 * @param minMagnitude >= 0
 * @param maxMagnitude >= 0
 * @param minDepthKm   km, any finite value (real catalogues hold a few negative depths)
 * @param maxDepthKm   km, any finite value
 */
public record QueryRange(Long minMillis, Long maxMillis,
                         Double minLatitude, Double maxLatitude,
                         Double minLongitude, Double maxLongitude,
                         Double minMagnitude, Double maxMagnitude,
                         Double minDepthKm, Double maxDepthKm) {

    /** Matches every quake. */
    public static final QueryRange UNBOUNDED =
            new QueryRange(null, null, null, null, null, null, null, null, null, null);

    public QueryRange withTime(Long min, Long max) {
        return new QueryRange(min, max, minLatitude, maxLatitude, minLongitude, maxLongitude,
                minMagnitude, maxMagnitude, minDepthKm, maxDepthKm);
    }

    public QueryRange withLatitude(Double min, Double max) {
        return new QueryRange(minMillis, maxMillis, min, max, minLongitude, maxLongitude,
                minMagnitude, maxMagnitude, minDepthKm, maxDepthKm);
    }

    public QueryRange withLongitude(Double min, Double max) {
        return new QueryRange(minMillis, maxMillis, minLatitude, maxLatitude, min, max,
                minMagnitude, maxMagnitude, minDepthKm, maxDepthKm);
    }

    public QueryRange withMagnitude(Double min, Double max) {
        return new QueryRange(minMillis, maxMillis, minLatitude, maxLatitude, minLongitude, maxLongitude,
                min, max, minDepthKm, maxDepthKm);
    }

    public QueryRange withDepth(Double min, Double max) {
        return new QueryRange(minMillis, maxMillis, minLatitude, maxLatitude, minLongitude, maxLongitude,
                minMagnitude, maxMagnitude, min, max);
    }

    /**
     * Checks every bound.
     *
     * @return this, for chaining
     * @throws InvalidQueryException naming the first offending field
     */
    public QueryRange validate() {
        checkOrder("minMillis", minMillis, "maxMillis", maxMillis);
        checkNumber("minLatitude", minLatitude, -90, 90);
        checkNumber("maxLatitude", maxLatitude, -90, 90);
        checkOrder("minLatitude", minLatitude, "maxLatitude", maxLatitude);
        checkNumber("minLongitude", minLongitude, -180, 180);
        checkNumber("maxLongitude", maxLongitude, -180, 180);
        checkOrder("minLongitude", minLongitude, "maxLongitude", maxLongitude);
        checkNumber("minMagnitude", minMagnitude, 0, Double.MAX_VALUE);
        checkNumber("maxMagnitude", maxMagnitude, 0, Double.MAX_VALUE);
        checkOrder("minMagnitude", minMagnitude, "maxMagnitude", maxMagnitude);
        checkNumber("minDepthKm", minDepthKm, -Double.MAX_VALUE, Double.MAX_VALUE);
        checkNumber("maxDepthKm", maxDepthKm, -Double.MAX_VALUE, Double.MAX_VALUE);
        checkOrder("minDepthKm", minDepthKm, "maxDepthKm", maxDepthKm);
        return this;
    }

    /** True when the quake lies within every bound; the reference semantics of {@link QueryEngine}. */
    public boolean contains(Quake quake) {
        return (minMillis == null || quake.millis() >= minMillis)
                && (maxMillis == null || quake.millis() <= maxMillis)
                && within(quake.latitude(), minLatitude, maxLatitude)
                && within(quake.longitude(), minLongitude, maxLongitude)
                && within(quake.magnitude(), minMagnitude, maxMagnitude)
                && within(quake.depthKm(), minDepthKm, maxDepthKm);
    }

    private static boolean within(double value, Double min, Double max) {
        return (min == null || value >= min) && (max == null || value <= max);
    }

    private static void checkNumber(String field, Double value, double min, double max) {
        if (value == null) {
            return;
        }
        if (value.isNaN() || value.isInfinite()) {
            throw new InvalidQueryException(field, field + " must be a finite number, was " + value);
        }
        if (value < min || value > max) {
            String allowed = max == Double.MAX_VALUE ? ">= " + format(min) : "within [" + format(min) + ", " + format(max) + "]";
            throw new InvalidQueryException(field, field + " must be " + allowed + ", was " + value);
        }
    }

    private static <T extends Comparable<T>> void checkOrder(String minField, T min, String maxField, T max) {
        if (min != null && max != null && min.compareTo(max) > 0) {
            throw new InvalidQueryException(minField, minField + " (" + min + ") is greater than " + maxField + " (" + max + ")");
        }
    }

    private static String format(double bound) {
        return bound == Math.rint(bound) ? String.valueOf((long) bound) : String.valueOf(bound);
    }
}
