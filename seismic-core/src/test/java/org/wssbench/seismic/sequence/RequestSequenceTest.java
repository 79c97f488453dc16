package org.wssbench.seismic.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.model.TimeWindow;
import org.wssbench.seismic.query.QueryRange;

class RequestSequenceTest {

    private static final TimeWindow WINDOW = SyntheticCatalog.TIME_WINDOW;

    @Test
    void isDeterministic() {
        assertEquals(RequestSequence.generate(SequenceSpec.SMALL, WINDOW), RequestSequence.generate(SequenceSpec.SMALL, WINDOW));
        assertNotEquals(RequestSequence.generate(SequenceSpec.SMALL, WINDOW),
                RequestSequence.generate(new SequenceSpec("other", 7, 1_000, 0.0212), WINDOW));
    }

    @Test
    void shorterSequenceIsAPrefixOfTheLongerOne() {
        List<QueryRange> full = RequestSequence.generate(SequenceSpec.SMALL, WINDOW);
        List<QueryRange> quick = RequestSequence.generate(SequenceSpec.SMALL.withCount(37), WINDOW);
        assertEquals(full.subList(0, 37), quick);
        assertEquals(1_000, full.size());
    }

    @Test
    void requestsAreValidBoxesOfTheRequestedSizeInsideTheWindow() {
        for (SequenceSpec spec : List.of(SequenceSpec.SMALL, SequenceSpec.LARGE, new SequenceSpec("all", 1, 50, 1.0))) {
            long timeWidth = Math.round(spec.rangeFraction() * (WINDOW.durationMillis() - 1));
            for (QueryRange request : RequestSequence.generate(spec, WINDOW)) {
                request.validate();
                assertTrue(request.minMillis() >= WINDOW.startMillis() && request.maxMillis() < WINDOW.endMillis());
                assertEquals(timeWidth, request.maxMillis() - request.minMillis());
                assertEquals(spec.rangeFraction() * 180, request.maxLatitude() - request.minLatitude(), 0.0002);
                assertEquals(spec.rangeFraction() * 360, request.maxLongitude() - request.minLongitude(), 0.0002);
                assertEquals(null, request.minMagnitude());
                assertEquals(null, request.maxDepthKm());
            }
        }
    }

    @Test
    void specRejectsNonsense() {
        assertThrows(IllegalArgumentException.class, () -> new SequenceSpec("x", 1, -1, 0.1));
        assertThrows(IllegalArgumentException.class, () -> new SequenceSpec("x", 1, 1, 0));
        assertThrows(IllegalArgumentException.class, () -> new SequenceSpec("x", 1, 1, 1.5));
        assertThrows(IllegalArgumentException.class, () -> new SequenceSpec("x", 1, 1, Double.NaN));
    }
}
