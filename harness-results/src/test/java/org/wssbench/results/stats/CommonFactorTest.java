package org.wssbench.results.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.wssbench.results.Phase;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.ScenarioSequence;

class CommonFactorTest {

    /** Expected ratios to plain of four adjusted cells of the small sequence. */
    private static final Map<ScenarioSequence, Double> REFERENCE = Map.of(small("a"), 2.0, small("b"), 4.0,
            small("c"), 8.0, small("d"), 10.0);
    private static final Set<ScenarioSequence> ADJUSTED = REFERENCE.keySet();

    private final List<RequestRecord> requests = new ArrayList<>();

    private static ScenarioSequence small(String scenario) {
        return new ScenarioSequence(scenario, "small");
    }

    /** One measured request of {@code ms} milliseconds: with one request per cell and round, the round total. */
    private void round(int round, String scenario, String sequence, double ms) {
        requests.add(new RequestRecord("run-1", scenario, sequence, 0, round, false, 0, 0L, Math.round(ms * 1e6),
                -1, -1, -1, -1, 10, 20, 1, RequestStatus.OK, "", Phase.MEASURED, round, -1, -1, 0));
    }

    /** Round {@code round} with plain at {@code plainMs} and each cell at its reference ratio times {@code factors}. */
    private void round(int round, double plainMs, double a, double b, double c, double d) {
        round(round, "plain", "small", plainMs);
        round(round, "a", "small", 2.0 * a);
        round(round, "b", "small", 4.0 * b);
        round(round, "c", "small", 8.0 * c);
        round(round, "d", "small", 10.0 * d);
    }

    private Map<ScenarioSequence, double[]> adjusted(Set<ScenarioSequence> cells) {
        return CommonFactor.adjustedRounds(CellRounds.of(requests), cells, REFERENCE);
    }

    @Test
    void plainsRoundToRoundNoiseCancelsInsideEachRound() {
        // plain's round total swings 1 -> 2 -> 0.5 ms: every measured ratio swings with it
        round(1, 1.0, 1, 1, 1, 1);
        round(2, 2.0, 1, 1, 1, 1);
        round(3, 0.5, 1, 1, 1, 1);
        Map<ScenarioSequence, double[]> result = adjusted(ADJUSTED);
        assertArrayEquals(new double[] {2.0, 2.0, 2.0}, result.get(small("a")), 1e-9);
        assertArrayEquals(new double[] {10.0, 10.0, 10.0}, result.get(small("d")), 1e-9);
        assertFalse(result.containsKey(small("plain")), "plain is the reference, never adjusted");
    }

    @Test
    void aCommonSlowdownIsTakenOutAndOneCellsOwnChangeIsKept() {
        // every cell 5% slower in both rounds, and a another 30% on top
        round(1, 1.0, 1.05 * 1.3, 1.05, 1.05, 1.05);
        round(2, 1.0, 1.05 * 1.3, 1.05, 1.05, 1.05);
        Map<ScenarioSequence, double[]> result = adjusted(ADJUSTED);
        assertArrayEquals(new double[] {2.6, 2.6}, result.get(small("a")), 1e-9);
        // a's own change moves its peers' median by one order statistic, not by 30%/3: b keeps its reference
        assertArrayEquals(new double[] {4.0, 4.0}, result.get(small("b")), 1e-9);
    }

    @Test
    void onlyTheAdjustedCellsOfTheSameSequenceArePeers() {
        round(1, 1.0, 1, 1, 1, 1);
        round(1, "ssl", "small", 3.0);        // not adjusted: three times its usual ratio changes nothing
        round(1, "plain", "large", 1.0);
        round(1, "x", "large", 50.0);         // another sequence
        Map<ScenarioSequence, double[]> result = adjusted(ADJUSTED);
        assertArrayEquals(new double[] {8.0}, result.get(small("c")), 1e-9);
        assertFalse(result.containsKey(small("ssl")));
    }

    @Test
    void tooFewPeersGiveNoAdjustedValue() {
        round(1, 1.0, 1.1, 1.1, 1, 1);
        assertTrue(adjusted(Set.of(small("a"), small("b"))).isEmpty(), "one peer each is not a common factor");
        assertEquals(3, adjusted(Set.of(small("a"), small("b"), small("c"))).size());
    }
}
