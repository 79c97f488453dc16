package org.wssbench.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;

class MeasuredDriftTest {

    private static final ScenarioSequence PLAIN = new ScenarioSequence("plain", "small");
    private static final ScenarioSequence SIGN = new ScenarioSequence("sign", "small");

    /** 90 rounds of 16 requests; plain's and sign's time per request in each third given. */
    private static List<RequestRecord> rounds(long[] plainByThird, long[] signByThird) {
        List<RequestRecord> rows = new ArrayList<>();
        for (int round = 0; round < 90; round++) {
            for (int i = 0; i < 16; i++) {
                rows.add(row("plain", round, i, plainByThird[round / 30]));
                rows.add(row("sign", round, i, signByThird[round / 30]));
            }
        }
        return rows;
    }

    @Test
    void aPlainThatGetsFasterShowsInPlainAndNotInARatioThatHoldsStill() {
        CellRounds rounds = CellRounds.of(rounds(new long[] {1_000, 900, 800}, new long[] {10_000, 9_000, 8_000}));
        assertEquals(-20, MeasuredDrift.pct(rounds, PairedRatios.of(rounds, PLAIN)), 1e-9);
        assertEquals(0, MeasuredDrift.pct(rounds, PairedRatios.of(rounds, SIGN)), 1e-9);
    }

    @Test
    void aRatioThatClimbsShowsAsTheLastThirdAgainstTheFirst() {
        CellRounds rounds = CellRounds.of(rounds(new long[] {1_000, 1_000, 1_000}, new long[] {10_000, 10_500, 11_000}));
        assertEquals(10, MeasuredDrift.pct(rounds, PairedRatios.of(rounds, SIGN)), 1e-9);
        assertEquals(0, MeasuredDrift.pct(rounds, PairedRatios.of(rounds, PLAIN)), 1e-9);
        SummaryRow sign = SummaryCalculator.summarize("r", rounds(new long[] {1_000, 1_000, 1_000},
                new long[] {10_000, 10_500, 11_000}), Map.of(), Map.of(), true).stream()
                .filter(r -> r.key().equals(SIGN)).findFirst().orElseThrow();
        assertEquals(10, sign.roundRatios().measuredDriftPct(), 1e-9, "summary.csv's measured_drift_pct");
    }

    @Test
    void tooFewRoundsGiveNoFigure() {
        List<RequestRecord> rows = new ArrayList<>();
        for (int round = 0; round < MeasuredDrift.MIN_ROUNDS - 1; round++) {
            rows.add(row("plain", round, 0, 1_000));
            rows.add(row("sign", round, 0, 10_000L + round));
        }
        CellRounds rounds = CellRounds.of(rows);
        assertNull(MeasuredDrift.pct(rounds, PairedRatios.of(rounds, SIGN)));
    }

    private static RequestRecord row(String scenario, int round, int index, long ns) {
        return new RequestRecord("r", scenario, "small", round, index, false, 0, 0, ns, -1, -1, -1, -1, 1, 1, 1,
                RequestStatus.OK, "");
    }
}
