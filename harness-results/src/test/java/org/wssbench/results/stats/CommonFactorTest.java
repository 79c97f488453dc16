package org.wssbench.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.wssbench.results.ScenarioSequence;

class CommonFactorTest {

    private static ScenarioSequence small(String scenario) {
        return new ScenarioSequence(scenario, "small");
    }

    @Test
    void eachCellGetsTheMedianChangeOfTheOthers() {
        Map<ScenarioSequence, Double> reference = new TreeMap<>(Map.of(small("a"), 2.0, small("b"), 4.0,
                small("c"), 8.0, small("d"), 10.0, small("plain"), 1.0));
        // b, c, d 5% slower, a 30% slower: a's own change is what is left after the others' median
        Map<ScenarioSequence, Double> run = new TreeMap<>(Map.of(small("a"), 2.6, small("b"), 4.2,
                small("c"), 8.4, small("d"), 10.5, small("plain"), 1.0));
        Map<ScenarioSequence, Double> factor = CommonFactor.ofOthers(run, reference);
        assertEquals(Math.log(1.05), factor.get(small("a")), 1e-12);
        // one cell that really changed barely moves the others' factor: the median, not the mean
        assertEquals(Math.log(1.05), factor.get(small("b")), 1e-12);
        assertFalse(factor.containsKey(small("plain")), "plain is the reference, never adjusted");
    }

    @Test
    void tooFewPeersGiveNoFactor() {
        Map<ScenarioSequence, Double> reference = Map.of(small("a"), 2.0, small("b"), 4.0);
        assertTrue(CommonFactor.ofOthers(Map.of(small("a"), 2.2, small("b"), 4.4), reference).isEmpty());
    }

    @Test
    void otherSequencesAreNotPeers() {
        ScenarioSequence large = new ScenarioSequence("x", "large");
        Map<ScenarioSequence, Double> reference = Map.of(small("a"), 1.0, small("b"), 1.0, small("c"), 1.0, large, 1.0);
        Map<ScenarioSequence, Double> run = Map.of(small("a"), 1.1, small("b"), 1.1, small("c"), 1.1, large, 3.0);
        Map<ScenarioSequence, Double> factor = CommonFactor.ofOthers(run, reference);
        assertEquals(Math.log(1.1), factor.get(small("a")), 1e-12);
        assertFalse(factor.containsKey(large));
    }
}
