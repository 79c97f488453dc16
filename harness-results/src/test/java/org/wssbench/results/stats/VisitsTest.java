package org.wssbench.results.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wssbench.results.Phase;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;

/** A cell sent several times per round (the workload's visits) against cells sent once. */
class VisitsTest {

    private static final ScenarioSequence SIGN = new ScenarioSequence("sign", "small");
    private static final ScenarioSequence ENCR = new ScenarioSequence("encr", "small");
    private static final ScenarioSequence PLAIN = new ScenarioSequence("plain", "small");

    /** Plain visited 4 times a round (its later visits slower), sign and encr once; 3 rounds of 2 requests. */
    private static List<RequestRecord> run(int plainVisitsInLastRound) {
        List<RequestRecord> rows = new ArrayList<>();
        for (int round = 1; round <= 3; round++) {
            for (int i = 0; i < 2; i++) {
                int index = (round - 1) * 2 + i;
                for (int visit = 0; visit < (round == 3 ? plainVisitsInLastRound : 4); visit++) {
                    rows.add(row("plain", round, index, visit, 1_000L * (visit + 1)));
                }
                rows.add(row("sign", round, index, 0, 10_000L * round));
                rows.add(row("encr", round, index, 0, 5_000));
            }
        }
        return rows;
    }

    @Test
    void pairedFiguresCompareMeansPerRequestNotTotals() {
        PairedRatios sign = PairedRatios.of(CellRounds.of(run(4)), SIGN);
        // plain's mean per request is (1+2+3+4)/4 = 2.5 us in every round, sign's 10, 20, 30 us
        assertArrayEquals(new double[] {4, 8, 12}, sign.time(), 1e-12);
        assertArrayEquals(new double[] {0.0075, 0.0175, 0.0275}, sign.overheadMs(), 1e-12);
        assertArrayEquals(new double[] {4, 8, 12}, BlockRatios.of(CellRounds.of(run(4)), SIGN), 1e-12,
                "medians of all of plain's requests: 2.5 us");
    }

    @Test
    void aRoundInWhichACellMissedAVisitIsNotPaired() {
        CellRounds rounds = CellRounds.of(run(3));
        assertEquals(List.of(1, 2), rounds.pairedRounds(SIGN));
        assertEquals(8, rounds.fullRound(PLAIN));
    }

    @Test
    void bestOfNTakesTheFirstVisitOnlySoEveryCellPicksFromAsManyPasses() {
        List<SummaryRow> summary = SummaryCalculator.summarize("r", run(4), Map.of(), Map.of(), true);
        SummaryRow plain = summary.stream().filter(r -> r.key().equals(PLAIN)).findFirst().orElseThrow();
        SummaryRow sign = summary.stream().filter(r -> r.key().equals(SIGN)).findFirst().orElseThrow();
        assertEquals(24, plain.requests(), "every visit is a measured request");
        assertEquals(0.006, plain.bestTotalMs(), 1e-12, "first visits: 6 requests of 1 us");
        assertEquals(0.12, sign.bestTotalMs(), 1e-12);
        assertEquals(20, sign.timeRatioVsPlain(), 1e-12);
    }

    private static RequestRecord row(String scenario, int round, int index, int visit, long ns) {
        return new RequestRecord("r", scenario, "small", 0, index, false, 0, 0, ns, -1, -1, -1, -1, 1, 1, 1,
                RequestStatus.OK, "", Phase.MEASURED, round, -1, -1, 0, false, visit);
    }
}
