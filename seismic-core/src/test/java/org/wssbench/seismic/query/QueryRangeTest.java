package org.wssbench.seismic.query;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.wssbench.seismic.model.Quake;
import org.wssbench.seismic.model.Region;
import org.wssbench.seismic.model.SeismicAreas;

class QueryRangeTest {

    @Test
    void openAndSensibleRangesAreValid() {
        assertDoesNotThrow(QueryRange.UNBOUNDED::validate);
        assertDoesNotThrow(() -> QueryRange.UNBOUNDED.withTime(-5L, 5L).withLatitude(-90.0, 90.0)
                .withLongitude(-180.0, 180.0).withMagnitude(0.0, 10.0).withDepth(-2.0, 700.0).validate());
        assertDoesNotThrow(() -> QueryRange.UNBOUNDED.withLatitude(10.0, null).withLongitude(null, 3.0).validate());
        assertDoesNotThrow(() -> QueryRange.UNBOUNDED.withLatitude(7.0, 7.0).validate());
    }

    @Test
    void invalidRangesNameTheField() {
        assertInvalid(QueryRange.UNBOUNDED.withTime(10L, 5L), "minMillis");
        assertInvalid(QueryRange.UNBOUNDED.withLatitude(10.0, 5.0), "minLatitude");
        assertInvalid(QueryRange.UNBOUNDED.withLatitude(-91.0, null), "minLatitude");
        assertInvalid(QueryRange.UNBOUNDED.withLatitude(null, 90.5), "maxLatitude");
        assertInvalid(QueryRange.UNBOUNDED.withLongitude(null, 181.0), "maxLongitude");
        assertInvalid(QueryRange.UNBOUNDED.withLongitude(Double.NaN, null), "minLongitude");
        assertInvalid(QueryRange.UNBOUNDED.withMagnitude(-1.0, null), "minMagnitude");
        assertInvalid(QueryRange.UNBOUNDED.withMagnitude(null, Double.POSITIVE_INFINITY), "maxMagnitude");
        assertInvalid(QueryRange.UNBOUNDED.withMagnitude(7.0, 6.0), "minMagnitude");
        assertInvalid(QueryRange.UNBOUNDED.withDepth(Double.NEGATIVE_INFINITY, null), "minDepthKm");
        assertInvalid(QueryRange.UNBOUNDED.withDepth(100.0, 10.0), "minDepthKm");
    }

    @Test
    void invalidQueryExceptionIsAnIllegalArgumentException() {
        assertTrue(IllegalArgumentException.class.isAssignableFrom(InvalidQueryException.class));
    }

    @Test
    void boundsAreInclusive() {
        Quake quake = new Quake(1000, 10, 20, 30, 5, "mb", new Region(1, "R", SeismicAreas.byNumber(1)));
        assertTrue(QueryRange.UNBOUNDED.contains(quake));
        assertTrue(QueryRange.UNBOUNDED.withTime(1000L, 1000L).withLatitude(10.0, 10.0).withLongitude(20.0, 20.0)
                .withDepth(30.0, 30.0).withMagnitude(5.0, 5.0).contains(quake));
        assertFalse(QueryRange.UNBOUNDED.withTime(1001L, null).contains(quake));
        assertFalse(QueryRange.UNBOUNDED.withMagnitude(null, 4.9).contains(quake));
    }

    private static void assertInvalid(QueryRange range, String field) {
        InvalidQueryException e = assertThrows(InvalidQueryException.class, range::validate);
        assertEquals(field, e.field());
        assertTrue(e.getMessage().contains(field), e.getMessage());
    }
}
