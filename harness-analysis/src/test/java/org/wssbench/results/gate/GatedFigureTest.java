package org.wssbench.results.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.wssbench.results.ScenarioSequence;

class GatedFigureTest {

    private static ScenarioSequence small(String scenario) {
        return new ScenarioSequence(scenario, "small");
    }

    @Test
    void eachCellAgainstItsPeersIsItsFigureOverTheGeometricMeanOfTheOthers() {
        Map<ScenarioSequence, Double> cells = Map.of(small("sign"), 16.0, small("encr"), 1.0, small("username"), 4.0,
                small("ssl"), 1.1);
        Map<ScenarioSequence, Double> rows = GatedFigure.aggregates(cells,
                Set.of(small("sign"), small("encr"), small("username")));

        assertEquals(4.0, rows.get(small("message-security")), 1e-9, "the cube root of 16 x 1 x 4");
        assertEquals(8.0, rows.get(small("sign-vs-peers")), 1e-9, "16 over the root of 1 x 4");
        assertEquals(0.125, rows.get(small("encr-vs-peers")), 1e-9, "1 over the root of 16 x 4");
        assertEquals(1.0, rows.get(small("username-vs-peers")), 1e-9, "4 over the root of 16 x 1");
        assertFalse(rows.containsKey(small("ssl-vs-peers")), "ssl applies no policy: it has no peers");
        assertTrue(GatedFigure.isAggregate(small("sign-vs-peers")));
        assertFalse(GatedFigure.isAggregate(small("sign")));
    }

    @Test
    void aSlowdownSharedByEveryPeerLeavesTheRowsAgainstPeersAlone() {
        Set<ScenarioSequence> members = Set.of(small("sign"), small("encr"), small("username"));
        Map<ScenarioSequence, Double> before = GatedFigure.aggregates(Map.of(small("sign"), 8.0, small("encr"), 2.0,
                small("username"), 8.0), members);
        Map<ScenarioSequence, Double> after = GatedFigure.aggregates(Map.of(small("sign"), 8.8, small("encr"), 2.2,
                small("username"), 8.8), members);

        assertEquals(before.get(small("sign-vs-peers")), after.get(small("sign-vs-peers")), 1e-9);
        assertEquals(1.1, after.get(small("message-security")) / before.get(small("message-security")), 1e-9);
    }

    @Test
    void twoMessageSecurityCellsGetNoRowsAgainstPeers() {
        Map<ScenarioSequence, Double> rows = GatedFigure.aggregates(Map.of(small("sign"), 8.0, small("encr"), 2.0),
                Set.of(small("sign"), small("encr")));

        assertEquals(Set.of(small("message-security")), rows.keySet(), "one peer would mirror the other cell");
    }
}
