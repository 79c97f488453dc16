package org.wssbench.service;

import org.wssbench.seismic.query.QueryRange;
import org.wssbench.seismic.ws.types.MatchQuakes;

import java.math.BigDecimal;
import java.util.Calendar;

/** Wire request (ADB) to query range; absent elements are open bounds. */
final class RequestMapping {

    private RequestMapping() {
    }

    static QueryRange toRange(MatchQuakes r) {
        return new QueryRange(
                r.isMinDateTimeSpecified() ? millis(r.getMinDateTime()) : null,
                r.isMaxDateTimeSpecified() ? millis(r.getMaxDateTime()) : null,
                r.isMinLatitudeSpecified() ? number(r.getMinLatitude()) : null,
                r.isMaxLatitudeSpecified() ? number(r.getMaxLatitude()) : null,
                r.isMinLongitudeSpecified() ? number(r.getMinLongitude()) : null,
                r.isMaxLongitudeSpecified() ? number(r.getMaxLongitude()) : null,
                r.isMinMagnitudeSpecified() ? number(r.getMinMagnitude()) : null,
                r.isMaxMagnitudeSpecified() ? number(r.getMaxMagnitude()) : null,
                r.isMinDepthSpecified() ? number(r.getMinDepth()) : null,
                r.isMaxDepthSpecified() ? number(r.getMaxDepth()) : null);
    }

    private static Long millis(Calendar time) {
        return time == null ? null : time.getTimeInMillis();
    }

    private static Double number(BigDecimal value) {
        return value == null ? null : value.doubleValue();
    }
}
