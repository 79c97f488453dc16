package org.wssbench.results.stats;

import org.wssbench.results.CellDesign;
import org.wssbench.results.Phase;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.WarmupOutcome;

import org.wssbench.results.Fixtures;
import org.wssbench.results.ResourceUsage;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SummaryCalculatorTest {

    private static final double EXACT = 1e-9;
    /** HdrHistogram with 3 significant digits reports the top of a bucket: within 0.1%. */
    private static final double HDR = 0.001;

    private final List<SummaryRow> rows = SummaryCalculator.summarize("run-1", Fixtures.handComputedRun(),
            Map.of(new ScenarioSequence("sign", "small"), new ResourceUsage(12.5, 3L, 40L, 900L)), Map.of(), true);

    private SummaryRow sign() {
        return rows.stream().filter(r -> r.scenario().equals("sign")).findFirst().orElseThrow();
    }

    private SummaryRow plain() {
        return rows.stream().filter(r -> r.scenario().equals("plain")).findFirst().orElseThrow();
    }

    /** No scenario list in code: rows follow the run's own matrix, i.e. the order cells first appear in. */
    @Test
    void rowsFollowTheOrderCellsFirstAppearIn() {
        List<RequestRecord> requests = Fixtures.handComputedRun();
        List<String> firstSeen = requests.stream().map(RequestRecord::scenario).distinct().toList();
        assertEquals(firstSeen, rows.stream().map(SummaryRow::scenario).toList());
        List<RequestRecord> reversed = new java.util.ArrayList<>(requests);
        java.util.Collections.reverse(reversed);
        List<String> reversedSeen = reversed.stream().map(RequestRecord::scenario).distinct().toList();
        assertEquals(reversedSeen, SummaryCalculator.summarize("r", reversed, Map.of(), Map.of(), true).stream()
                .map(SummaryRow::scenario).toList());
    }

    @Test
    void countsRequestsErrorsAndRepetitions() {
        assertEquals(9, sign().requests(), "8 measured ok + 1 measured error; warm-up excluded");
        assertEquals(1, sign().errors());
        assertEquals(3, sign().repetitions());
    }

    @Test
    void bestTotalIsTheFastestCleanFullRepetition() {
        // rep1 = 2+3+4+5 = 14, rep2 = 1+2+3+10 = 16, rep3 has only a failure (sum 0) and is not eligible
        assertEquals(1, sign().bestRepetition());
        assertEquals(14.0, sign().bestTotalMs(), EXACT);
        assertEquals(4.0, plain().bestTotalMs(), EXACT);
    }

    @Test
    void latencyStatisticsOverAllMeasuredOkRequests() {
        // samples 2,3,4,5,1,2,3,10 ms
        SummaryRow s = sign();
        assertEquals(3.75, s.meanMs(), EXACT);
        assertEquals(3.0, s.medianMs(), EXACT);
        assertEquals(Math.sqrt(55.5 / 7), s.stddevMs(), EXACT);
        assertEquals(1.0, s.minMs(), EXACT);
        assertEquals(10.0, s.maxMs(), EXACT);
        assertEquals(10.0, s.p90Ms(), 10.0 * HDR, "8 samples: the 90th percentile is the 8th value");
        assertEquals(10.0, s.p99Ms(), 10.0 * HDR);
    }

    @Test
    void startupCostAndConvergence() {
        SummaryRow s = sign();
        assertEquals(10.0, s.firstRequestMs(), EXACT, "first warm-up request");
        // start order: 10 (warm-up), 6 (warm-up), 2 <= mean 3.75 -> position 2
        assertEquals(2, s.convergenceIndex());
    }

    @Test
    void throughputOfBestRepetition() {
        // 4 requests from 2000 ms to 2009 + 5 = 2014 ms
        assertEquals(4 / 0.014, sign().throughputRps(), 1e-6);
    }

    @Test
    void ratiosAgainstPlainOfSameRun() {
        assertEquals(14.0 / 4.0, sign().timeRatioVsPlain(), EXACT);
        assertEquals(2.0, sign().requestSizeRatioVsPlain(), EXACT);
        assertEquals(2.0, sign().responseSizeRatioVsPlain(), EXACT);
        assertEquals(1.0, plain().timeRatioVsPlain(), EXACT);
    }

    @Test
    void serverSplitMeans() {
        SummaryRow s = sign();
        assertEquals(3.25, s.serverTotalMsMean(), EXACT);
        assertEquals(0.3, s.serverSecurityMsMean(), 1e-9);
        assertEquals(0.1, s.serverAppMsMean(), 1e-9);
        assertEquals(0.5, s.clientOnlyMsMean(), 1e-9);
        assertNull(plain().serverTotalMsMean(), "plain rows report no server times");
    }

    @Test
    void matchesAndResourceUsage() {
        assertEquals(28L, sign().matchesTotal(), "4 requests x 7 matches in the best repetition");
        assertEquals(12.5, sign().client().heapAfterGcMb());
        assertEquals(900L, sign().client().cpuTimeMs());
        assertNull(sign().server().gcCount());
    }

    @Test
    void ratiosAreEmptyWithoutPlain() {
        List<RequestRecord> withoutPlain = Fixtures.handComputedRun().stream()
                .filter(r -> !r.scenario().equals("plain")).toList();
        SummaryRow s = SummaryCalculator.summarize("run-1", withoutPlain, Map.of(), Map.of(), false).get(0);
        assertNull(s.timeRatioVsPlain());
        assertEquals(false, s.complete());
    }

    @Test
    void evenCountMedianAveragesTheMiddlePair() {
        assertEquals(2.5, Quantiles.median(new double[] {4, 1, 3, 2}), EXACT);
        assertEquals(3.0, Quantiles.median(new double[] {5, 3, 1}), EXACT);
    }

    @Test
    void roundsDesignColumns() {
        // sign/small in 2 rounds of 2 requests (one repetition of a 4-request sequence), a priming call
        // before each round (the second reconnected), two warm-up requests; plain alongside.
        List<RequestRecord> rows = List.of(
                row("sign", Phase.WARMUP, 0, 0, 0, 100, 9.0, -1, -1, 0),
                row("sign", Phase.WARMUP, 0, 0, 1, 110, 8.0, -1, -1, 0),
                row("sign", Phase.PRIME, 1, 0, 0, 1000, 5.0, -1, -1, 0),
                row("sign", Phase.MEASURED, 1, 0, 0, 1010, 2.0, 1_000_000, 3_000_000, 0),
                row("sign", Phase.MEASURED, 1, 0, 1, 1012, 2.0, 3_000_000, 1_000_000, 0),
                row("plain", Phase.MEASURED, 1, 0, 0, 1020, 1.0, -1, -1, 0),
                row("sign", Phase.PRIME, 2, 0, 0, 5000, 50.0, -1, -1, 1),
                row("sign", Phase.MEASURED, 2, 0, 2, 5050, 3.0, -1, -1, 0),
                row("sign", Phase.MEASURED, 2, 0, 3, 5053, 3.0, -1, -1, 0));
        WarmupOutcome warmup = new WarmupOutcome("sign", "small", 2, 1, 2, 10, false, null, null, "steady");
        SummaryRow sign = SummaryCalculator.summarize("run-1", rows, Map.of(), Map.of(), List.of(warmup), true)
                .stream().filter(r -> r.scenario().equals("sign")).findFirst().orElseThrow();
        CellDesign d = sign.design();
        assertEquals(new CellDesign(2, 1, false, 2, 1L, 2.0, 2.0), d);
        assertEquals(10.0, sign.bestTotalMs(), EXACT, "one pass over the sequence spread over two rounds");
        // wall time counts each round's own pass only (1010..1014 and 5050..5056), not the gap between
        assertEquals(4 / 0.010, sign.throughputRps(), 1e-6);
        SummaryRow plain = SummaryCalculator.summarize("run-1", rows, Map.of(), Map.of(), List.of(), true)
                .stream().filter(r -> r.scenario().equals("plain")).findFirst().orElseThrow();
        assertEquals(new CellDesign(0, null, null, 1, 0L, null, null), plain.design());
    }

    @Test
    void allocationMediansCountMeasuredOkRequestsWithAKnownValueOnly() {
        List<RequestRecord> rows = List.of(
                allocated("sign", Phase.WARMUP, 0, 9_000_000, 9_000_000),
                allocated("sign", Phase.MEASURED, 1, 1_000, 40_000),
                allocated("sign", Phase.MEASURED, 2, 3_000, -1),
                allocated("sign", Phase.MEASURED, 3, 2_000, 60_000),
                allocated("sign", Phase.MEASURED, 4, -1, 50_000),
                allocated("plain", Phase.MEASURED, 1, -1, -1));
        List<SummaryRow> summary = SummaryCalculator.summarize("run-1", rows, Map.of(), Map.of(), List.of(), true);
        CellDesign sign = summary.stream().filter(r -> r.scenario().equals("sign")).findFirst().orElseThrow().design();
        assertEquals(2_000.0, sign.clientAllocBytesMedian(), EXACT, "warm-up and unknown rows left out");
        assertEquals(50_000.0, sign.serverAllocBytesMedian(), EXACT);
        CellDesign plain = summary.stream().filter(r -> r.scenario().equals("plain")).findFirst().orElseThrow().design();
        assertEquals(null, plain.clientAllocBytesMedian(), "none known: empty, never 0");
        assertEquals(null, plain.serverAllocBytesMedian());
    }

    private static RequestRecord allocated(String scenario, Phase phase, int index, long clientAlloc, long serverAlloc) {
        return new RequestRecord("run-1", scenario, "small", 0, index, phase != Phase.MEASURED, 0, 1000 + index,
                Math.round(2 * Fixtures.MS), -1, -1, -1, -1, 500, 1000, 1, RequestStatus.OK, "", phase,
                phase == Phase.MEASURED ? 1 : 0, -1, -1, 0, false, 0, clientAlloc, serverAlloc);
    }

    private static RequestRecord row(String scenario, Phase phase, int round, int repetition, int index, long startMs,
                                     double clientMs, long clientCpuNs, long serverCpuNs, int reconnects) {
        return new RequestRecord("run-1", scenario, "small", repetition, index, phase != Phase.MEASURED, 0, startMs,
                Math.round(clientMs * Fixtures.MS), -1, -1, -1, -1, 500, 1000, 1, RequestStatus.OK, "", phase, round,
                clientCpuNs, serverCpuNs, reconnects);
    }
}
