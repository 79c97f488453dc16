package org.wssbench.client.scenario;

import org.wssbench.seismic.query.QueryRange;
import org.wssbench.seismic.ws.types.MatchQuakes;

import java.math.BigDecimal;
import java.util.Calendar;
import java.util.TimeZone;

/** Query range to wire request (ADB); built before the timed call. */
public final class QueryRequests {

    private static final TimeZone UTC = TimeZone.getTimeZone("UTC");

    private QueryRequests() {
    }

    public static MatchQuakes toRequest(QueryRange range) {
        MatchQuakes request = new MatchQuakes();
        if (range.minMillis() != null) {
            request.setMinDateTime(calendar(range.minMillis()));
        }
        if (range.maxMillis() != null) {
            request.setMaxDateTime(calendar(range.maxMillis()));
        }
        if (range.minLatitude() != null) {
            request.setMinLatitude(decimal(range.minLatitude()));
        }
        if (range.maxLatitude() != null) {
            request.setMaxLatitude(decimal(range.maxLatitude()));
        }
        if (range.minLongitude() != null) {
            request.setMinLongitude(decimal(range.minLongitude()));
        }
        if (range.maxLongitude() != null) {
            request.setMaxLongitude(decimal(range.maxLongitude()));
        }
        if (range.minMagnitude() != null) {
            request.setMinMagnitude(decimal(range.minMagnitude()));
        }
        if (range.maxMagnitude() != null) {
            request.setMaxMagnitude(decimal(range.maxMagnitude()));
        }
        if (range.minDepthKm() != null) {
            request.setMinDepth(decimal(range.minDepthKm()));
        }
        if (range.maxDepthKm() != null) {
            request.setMaxDepth(decimal(range.maxDepthKm()));
        }
        return request;
    }

    private static Calendar calendar(long millis) {
        Calendar calendar = Calendar.getInstance(UTC);
        calendar.setTimeInMillis(millis);
        return calendar;
    }

    private static BigDecimal decimal(double value) {
        return BigDecimal.valueOf(value);
    }
}
