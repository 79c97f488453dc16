package org.wssbench.seismic.query;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

import org.wssbench.seismic.model.Quake;

/**
 * Spatial-temporal index over a time-sorted quake list: the globe is cut into 5x5 degree cells and
 * each cell keeps its quakes' fields in parallel primitive arrays, in time order. A query visits only
 * the cells its latitude/longitude bounds touch, binary-searches the time bounds inside each, and
 * checks the remaining bounds on the contiguous slice. Immutable, so safe to share between threads.
 */
final class GridIndex {

    private static final double CELL_DEGREES = 5;
    private static final int ROWS = (int) (180 / CELL_DEGREES);
    private static final int COLUMNS = (int) (360 / CELL_DEGREES);

    /** Origin times of all quakes in catalogue (time) order, to turn time bounds into an index interval. */
    private final long[] catalogMillis;
    /** Cell c holds positions cellStart[c] .. cellStart[c+1]-1 of the arrays below. */
    private final int[] cellStart = new int[ROWS * COLUMNS + 1];
    private final int[] catalogIndex;
    private final long[] millis;
    private final double[] latitude;
    private final double[] longitude;
    private final double[] magnitude;
    private final double[] depthKm;

    GridIndex(List<Quake> quakesInTimeOrder) {
        int size = quakesInTimeOrder.size();
        catalogMillis = new long[size];
        catalogIndex = new int[size];
        millis = new long[size];
        latitude = new double[size];
        longitude = new double[size];
        magnitude = new double[size];
        depthKm = new double[size];

        int[] cellOf = new int[size];
        for (int i = 0; i < size; i++) {
            Quake quake = quakesInTimeOrder.get(i);
            catalogMillis[i] = quake.millis();
            cellOf[i] = row(quake.latitude()) * COLUMNS + column(quake.longitude());
            cellStart[cellOf[i] + 1]++;
        }
        for (int c = 0; c < ROWS * COLUMNS; c++) {
            cellStart[c + 1] += cellStart[c];
        }
        int[] next = Arrays.copyOf(cellStart, ROWS * COLUMNS);
        for (int i = 0; i < size; i++) { // visiting in time order keeps each cell time-sorted
            Quake quake = quakesInTimeOrder.get(i);
            int position = next[cellOf[i]]++;
            catalogIndex[position] = i;
            millis[position] = quake.millis();
            latitude[position] = quake.latitude();
            longitude[position] = quake.longitude();
            magnitude[position] = quake.magnitude();
            depthKm[position] = quake.depthKm();
        }
    }

    /**
     * Finds the quakes matching a validated range. Their catalogue indices all lie in the interval
     * given by the time bounds; the result marks them relative to its start, so iterating the bits
     * yields the matches in date order without sorting.
     */
    Matches collect(QueryRange range) {
        long minTime = range.minMillis() == null ? Long.MIN_VALUE : range.minMillis();
        long maxTime = range.maxMillis() == null ? Long.MAX_VALUE : range.maxMillis();
        int first = firstAtOrAfter(catalogMillis, minTime, 0, catalogMillis.length);
        int end = firstAfter(catalogMillis, maxTime, first, catalogMillis.length);
        BitSet hits = new BitSet(end - first);
        if (end > first) {
            collect(range, minTime, maxTime, hits, first);
        }
        return new Matches(first, hits);
    }

    private void collect(QueryRange range, long minTime, long maxTime, BitSet hits, int offset) {
        double minLat = lowerBound(range.minLatitude());
        double maxLat = upperBound(range.maxLatitude());
        double minLon = lowerBound(range.minLongitude());
        double maxLon = upperBound(range.maxLongitude());
        double minMag = lowerBound(range.minMagnitude());
        double maxMag = upperBound(range.maxMagnitude());
        double minDepth = lowerBound(range.minDepthKm());
        double maxDepth = upperBound(range.maxDepthKm());

        int firstRow = row(minLat);
        int lastRow = row(maxLat);
        int firstColumn = column(minLon);
        int lastColumn = column(maxLon);
        for (int r = firstRow; r <= lastRow; r++) {
            for (int c = firstColumn; c <= lastColumn; c++) {
                int cell = r * COLUMNS + c;
                int end = firstAfter(millis, maxTime, cellStart[cell], cellStart[cell + 1]);
                for (int p = firstAtOrAfter(millis, minTime, cellStart[cell], end); p < end; p++) {
                    if (latitude[p] >= minLat && latitude[p] <= maxLat
                            && longitude[p] >= minLon && longitude[p] <= maxLon
                            && magnitude[p] >= minMag && magnitude[p] <= maxMag
                            && depthKm[p] >= minDepth && depthKm[p] <= maxDepth) {
                        hits.set(catalogIndex[p] - offset);
                    }
                }
            }
        }
    }

    private static int firstAtOrAfter(long[] millis, long time, int from, int to) {
        int low = from;
        int high = to;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (millis[mid] < time) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }

    private static int firstAfter(long[] millis, long time, int from, int to) {
        int low = from;
        int high = to;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (millis[mid] <= time) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }

    /** Matching catalogue indices: {@code offset + i} for every set bit {@code i}. */
    record Matches(int offset, BitSet hits) {

        int count() {
            return hits.cardinality();
        }
    }

    private static double lowerBound(Double bound) {
        return bound == null ? Double.NEGATIVE_INFINITY : bound;
    }

    private static double upperBound(Double bound) {
        return bound == null ? Double.POSITIVE_INFINITY : bound;
    }

    /** Monotone in latitude, so a latitude interval maps to a contiguous row interval. */
    private static int row(double latitude) {
        return clamp((int) Math.floor((latitude + 90) / CELL_DEGREES), ROWS);
    }

    private static int column(double longitude) {
        return clamp((int) Math.floor((longitude + 180) / CELL_DEGREES), COLUMNS);
    }

    private static int clamp(int cell, int cells) {
        return Math.max(0, Math.min(cells - 1, cell));
    }
}
