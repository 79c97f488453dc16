package org.wssbench.seismic.sequence;

import java.util.ArrayList;
import java.util.List;

import org.wssbench.seismic.SplitMix64;
import org.wssbench.seismic.model.TimeWindow;
import org.wssbench.seismic.query.QueryRange;

/**
 * Generates the queries a benchmark client sends, without needing a catalogue.
 *
 * <p>Each request is a box over time, latitude and longitude. In every dimension the box has a fixed
 * width, {@code rangeFraction} times the dimension's full span (the time window, 180 degrees of latitude,
 * 360 degrees of longitude), and a uniformly random position inside the span. Magnitude and depth
 * stay open. Requests are drawn one after another from a {@link SplitMix64} seeded with the spec's seed,
 * three draws each (time, latitude, longitude), so the first N requests do not depend on the count.
 * Latitude and longitude bounds are rounded to 4 decimals (about 10 m) to keep messages short.
 */
public final class RequestSequence {

    private static final double LATITUDE_SPAN = 180;
    private static final double LONGITUDE_SPAN = 360;
    private static final double DEGREE_SCALE = 10_000;

    private RequestSequence() {
    }

    public static List<QueryRange> generate(SequenceSpec spec, TimeWindow window) {
        SplitMix64 random = new SplitMix64(spec.seed());
        long timeWidth = Math.round(spec.rangeFraction() * (window.durationMillis() - 1));
        double latitudeWidth = spec.rangeFraction() * LATITUDE_SPAN;
        double longitudeWidth = spec.rangeFraction() * LONGITUDE_SPAN;
        List<QueryRange> requests = new ArrayList<>(spec.count());
        for (int i = 0; i < spec.count(); i++) {
            // Window end is exclusive, so the latest admissible max is endMillis - 1.
            long start = window.startMillis() + (long) (random.nextDouble() * (window.durationMillis() - 1 - timeWidth));
            double latitude = -90 + random.nextDouble() * (LATITUDE_SPAN - latitudeWidth);
            double longitude = -180 + random.nextDouble() * (LONGITUDE_SPAN - longitudeWidth);
            requests.add(QueryRange.UNBOUNDED
                    .withTime(start, start + timeWidth)
                    .withLatitude(roundDegrees(latitude, -90, 90), roundDegrees(latitude + latitudeWidth, -90, 90))
                    .withLongitude(roundDegrees(longitude, -180, 180), roundDegrees(longitude + longitudeWidth, -180, 180)));
        }
        return requests;
    }

    private static double roundDegrees(double degrees, double min, double max) {
        return Math.max(min, Math.min(max, Math.round(degrees * DEGREE_SCALE) / DEGREE_SCALE));
    }
}
