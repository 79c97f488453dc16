package org.wssbench.results.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.ScenarioSequence;

class StatisticsTest {

    private static final ScenarioSequence SIGN = new ScenarioSequence("sign", "small");
    private static final ScenarioSequence PLAIN = new ScenarioSequence("plain", "small");

    @Test
    void pairedRatiosUseOnlyRoundsWhereBothAreClean() {
        List<RequestRecord> rows = new ArrayList<>();
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 4; i++) {
                rows.add(row("plain", round, i, 1_000, RequestStatus.OK));
                rows.add(row("sign", round, i, round == 1 && i == 2 ? 5_000 : 10_000,
                        round == 1 && i == 2 ? RequestStatus.ERROR : RequestStatus.OK));
            }
        }
        rows.add(new RequestRecord("r", "sign", "small", 0, 0, true, 0, 0, 99_000_000, -1, -1, -1, -1, 1, 1, 1,
                RequestStatus.OK, ""));
        PairedRatios ratios = PairedRatios.of(CellRounds.of(rows), SIGN);
        assertArrayEquals(new double[] {10, 10}, ratios.time(), 1e-12, "round 2 has an error, warm-up ignored");
        assertEquals(10, ratios.timeMedian(), 1e-12);
        assertEquals(0, ratios.cpu().length, "no CPU times recorded");
        assertArrayEquals(new double[] {0.009, 0.009}, ratios.overheadMs(), 1e-12,
                "(10,000 - 1,000) ns per request, in ms, from the same clean rounds");

        org.wssbench.results.SummaryRow sign = SummaryCalculator.summarize("r", rows, Map.of(), Map.of(), true)
                .stream().filter(r -> r.key().equals(SIGN)).findFirst().orElseThrow();
        assertEquals(10, sign.roundRatios().roundRatioMedian(), 1e-12, "summary.csv carries the paired figure");
        assertEquals(0, sign.roundRatios().roundRatioCvPct(), 1e-12);
        assertEquals(0.009, sign.roundRatios().overheadMsMedian(), 1e-12);
    }

    private static RequestRecord row(String scenario, int repetition, int index, long ns, RequestStatus status) {
        return new RequestRecord("r", scenario, "small", repetition, index, false, 0, 0, ns, -1, -1, -1, -1, 1, 1, 1,
                status, "");
    }
}
