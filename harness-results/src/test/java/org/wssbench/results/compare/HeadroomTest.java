package org.wssbench.results.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class HeadroomTest {

    private static BaselineEntry entry(double ratio, double tolerancePct) {
        return new BaselineEntry("sign", "small", ratio, tolerancePct, 8, 1.0, "round_low_ratio_peer_adjusted", 2.0,
                2.0, 0.0, 7.0, 0.05, null, null, 0.0, null, null);
    }

    @Test
    void theShareIsTheChangeAgainstTheToleranceInLogTerms() {
        Headroom headroom = new Headroom();
        headroom.add("at", 11.5, entry(10, 15));          // exactly at the limit
        headroom.add("half", 10 * Math.sqrt(1.15), entry(10, 15));
        headroom.add("faster", 9, entry(10, 15));
        List<Headroom.Figure> figures = headroom.closestFirst();
        assertEquals(List.of("at", "half", "faster"), figures.stream().map(Headroom.Figure::name).toList());
        assertEquals(1.0, figures.get(0).share(), 1e-9);
        assertEquals(0.5, figures.get(1).share(), 1e-9);
        assertTrue(figures.get(2).share() < 0, "an improvement uses none of the tolerance");
        assertEquals(15.0, figures.get(0).changePct(), 1e-9);
    }

    @Test
    void theNoteNamesTheClosestFiguresOnly() {
        Headroom headroom = new Headroom();
        assertEquals("", headroom.note(), "nothing judged, nothing to say");
        for (int i = 1; i <= 5; i++) {
            headroom.add("cell" + i, 10 * (1 + i / 100.0), entry(10, 10));
        }
        String note = headroom.note();
        assertTrue(note.startsWith(Headroom.NOTE + "5 figures judged; "), note);
        assertTrue(note.contains("cell5 +5.0% of +10.0% (51%); cell4 +4.0% of +10.0% (41%); cell3 "), note);
        assertTrue(!note.contains("cell2") && !note.contains("cell1"), note);
    }
}
