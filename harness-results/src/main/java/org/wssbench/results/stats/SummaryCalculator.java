package org.wssbench.results.stats;

import org.wssbench.results.CellDesign;
import org.wssbench.results.Phase;
import org.wssbench.results.FloorColumns;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.MatrixOrder;
import org.wssbench.results.WarmupOutcome;
import org.wssbench.results.ResourceUsage;
import org.wssbench.results.RoundRatios;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.LinkedHashMap;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;

/** Derives summary.csv rows from the raw per-request records of one run. */
public final class SummaryCalculator {

    private SummaryCalculator() {
    }

    /**
     * @param client resource use of the client JVM per cell; may be empty or lack cells
     * @param server resource use of the server JVM per cell; may be empty or lack cells
     * @param complete whether the driver finished the whole matrix
     * @return one row per scenario+sequence present in {@code requests}, in the run's matrix order
     *         (the order in which cells first appear in {@code requests}; see {@link MatrixOrder})
     */
    public static List<SummaryRow> summarize(String runId, List<RequestRecord> requests,
                                             Map<ScenarioSequence, ResourceUsage> client,
                                             Map<ScenarioSequence, ResourceUsage> server, boolean complete) {
        return summarize(runId, requests, client, server, List.of(), complete);
    }

    /** @param warmups the cells' warm-up outcomes (warmup.csv); may be empty or lack cells */
    public static List<SummaryRow> summarize(String runId, List<RequestRecord> requests,
                                             Map<ScenarioSequence, ResourceUsage> client,
                                             Map<ScenarioSequence, ResourceUsage> server,
                                             List<WarmupOutcome> warmups, boolean complete) {
        Map<ScenarioSequence, WarmupOutcome> warmupByCell = warmups.stream()
                .collect(Collectors.toMap(WarmupOutcome::key, w -> w, (a, b) -> b));
        Map<ScenarioSequence, List<RequestRecord>> byCell = requests.stream()
                .collect(Collectors.groupingBy(RequestRecord::key, LinkedHashMap::new, Collectors.toList()));
        MatrixOrder order = MatrixOrder.ofAppearance(byCell.keySet());
        Map<ScenarioSequence, SummaryRow> rows = new TreeMap<>(order.cellOrder());
        byCell.forEach((key, cellRequests) -> rows.put(key, summarizeCell(runId, key, cellRequests,
                client.getOrDefault(key, ResourceUsage.NONE), server.getOrDefault(key, ResourceUsage.NONE),
                complete).withDesign(design(cellRequests, warmupByCell.get(key)))));
        return addRoundRatios(addPlainRatios(rows), CellRounds.of(requests));
    }

    private static SummaryRow summarizeCell(String runId, ScenarioSequence key, List<RequestRecord> all,
                                            ResourceUsage client, ResourceUsage server, boolean complete) {
        List<RequestRecord> measured = all.stream().filter(r -> !r.warmup()).toList();
        List<RequestRecord> measuredOk = measured.stream().filter(RequestRecord::isOk).toList();
        List<RequestRecord> inStartOrder = all.stream().sorted(StartOrder.COMPARATOR).toList();
        long errors = all.stream().filter(r -> !r.isOk()).count();
        int repetitions = (int) measured.stream().mapToInt(RequestRecord::repetition).distinct().count();

        // Best of N takes each round's first visit only: a cell sent several times per round would
        // otherwise pick its best from more passes than the others (or sum several passes into one).
        List<RequestRecord> firstVisits = measured.stream().filter(r -> r.visit() == 0).toList();
        Optional<RepetitionTotal> best = BestRepetition.find(firstVisits);
        List<RequestRecord> bestRows = best.map(b -> firstVisits.stream()
                .filter(r -> r.repetition() == b.repetition()).toList()).orElse(List.of());

        LatencyStatistics latency = measuredOk.isEmpty() ? null
                : LatencyStatistics.of(measuredOk.stream().mapToLong(RequestRecord::clientNs).toArray());
        Double firstRequestMs = inStartOrder.isEmpty() ? null : inStartOrder.get(0).clientNs() / 1e6;

        return new SummaryRow(runId, key.scenario(), key.sequence(), complete, measured.size(), errors,
                repetitions,
                best.map(RepetitionTotal::repetition).orElse(null),
                best.map(RepetitionTotal::totalMs).orElse(null),
                latency == null ? null : latency.meanMs(),
                latency == null ? null : latency.medianMs(),
                latency == null ? null : latency.stddevMs(),
                latency == null ? null : latency.minMs(),
                latency == null ? null : latency.p90Ms(),
                latency == null ? null : latency.p99Ms(),
                latency == null ? null : latency.maxMs(),
                firstRequestMs,
                latency == null ? null : convergenceIndex(inStartOrder, latency.meanMs()),
                throughput(bestRows),
                meanOf(measuredOk, r -> true, RequestRecord::requestBytes, 1),
                meanOf(measuredOk, r -> true, RequestRecord::responseBytes, 1),
                null, null, null,
                meanOf(measuredOk, RequestRecord::hasServerTotal, RequestRecord::serverTotalNs, 1e6),
                meanOf(measuredOk, RequestRecord::hasServerSecurity,
                        r -> r.serverSecurityInNs() + r.serverSecurityOutNs(), 1e6),
                meanOf(measuredOk, RequestRecord::hasServerApp, RequestRecord::serverAppNs, 1e6),
                meanOf(measuredOk, RequestRecord::hasServerTotal, r -> r.clientNs() - r.serverTotalNs(), 1e6),
                best.isEmpty() ? null
                        : bestRows.stream().filter(RequestRecord::isOk).mapToLong(RequestRecord::matches).sum(),
                client, server, CellDesign.NONE, FloorColumns.NONE, null);
    }

    /** How the cell was measured: warm-up outcome, rounds, reconnects, mean CPU times and median allocations. */
    static CellDesign design(List<RequestRecord> all, WarmupOutcome warmup) {
        List<RequestRecord> measuredOk = all.stream().filter(RequestRecord::isMeasuredOk).toList();
        int warmupRows = (int) all.stream().filter(r -> r.phase() == Phase.WARMUP).count();
        int rounds = (int) all.stream().filter(r -> r.phase() == Phase.MEASURED).mapToInt(RequestRecord::round)
                .distinct().count();
        // reconnects inside the measured rounds (their primes included), not in warm-up or settling
        List<RequestRecord> timed = all.stream()
                .filter(r -> (r.phase() == Phase.MEASURED || r.phase() == Phase.PRIME) && r.reconnects() >= 0)
                .toList();
        return new CellDesign(warmup != null ? Integer.valueOf(warmup.requests()) : Integer.valueOf(warmupRows),
                warmup == null ? null : warmup.rounds(), warmup == null ? null : warmup.steadyState(),
                rounds == 0 ? null : rounds,
                timed.isEmpty() ? null : timed.stream().mapToLong(RequestRecord::reconnects).sum(),
                meanOf(measuredOk, RequestRecord::hasClientCpu, RequestRecord::clientCpuNs, 1e6),
                meanOf(measuredOk, RequestRecord::hasServerCpu, RequestRecord::serverCpuNs, 1e6),
                medianOf(measuredOk, RequestRecord::clientAllocBytes),
                medianOf(measuredOk, RequestRecord::serverAllocBytes));
    }

    /** Median of the known (non-negative) values, null when none is known. */
    static Double medianOf(List<RequestRecord> rows, ToLongFunction<RequestRecord> value) {
        double[] known = rows.stream().mapToLong(value).filter(v -> v >= 0).asDoubleStream().toArray();
        return known.length == 0 ? null : Quantiles.median(known);
    }

    /**
     * SEI's convergence point: position (0-based, in start order, warm-up included) of the first
     * successful request that was no slower than the mean of the measured requests.
     */
    static Integer convergenceIndex(List<RequestRecord> inStartOrder, double meanMs) {
        for (int i = 0; i < inStartOrder.size(); i++) {
            RequestRecord r = inStartOrder.get(i);
            if (r.isOk() && r.clientNs() / 1e6 <= meanMs) {
                return i;
            }
        }
        return null;
    }

    /**
     * Requests per wall-clock second of one repetition: its requests over the wall time of its
     * passes, each pass (one round's chunk) from first start to last end. A repetition spread over
     * several rounds is interleaved with other cells, whose time must not count.
     */
    static Double throughput(List<RequestRecord> repetition) {
        if (repetition.isEmpty()) {
            return null;
        }
        double wallMs = 0;
        for (List<RequestRecord> pass : repetition.stream()
                .collect(Collectors.groupingBy(RequestRecord::round)).values()) {
            double start = pass.stream().mapToLong(RequestRecord::startEpochMs).min().getAsLong();
            double end = pass.stream().mapToDouble(RequestRecord::endEpochMs).max().getAsDouble();
            wallMs += end - start;
        }
        double wallSeconds = wallMs / 1000;
        return wallSeconds > 0 ? repetition.size() / wallSeconds : null;
    }

    private static Double meanOf(List<RequestRecord> rows, Predicate<RequestRecord> usable,
                                 ToLongFunction<RequestRecord> value, double divisor) {
        double[] values = rows.stream().filter(usable).mapToLong(value).asDoubleStream().toArray();
        return values.length == 0 ? null : Quantiles.mean(values) / divisor;
    }

    private static List<SummaryRow> addPlainRatios(Map<ScenarioSequence, SummaryRow> rows) {
        List<SummaryRow> result = new ArrayList<>();
        for (SummaryRow row : rows.values()) {
            SummaryRow plain = rows.get(row.key().plainReference());
            if (plain == null) {
                result.add(row);
            } else {
                result.add(row.withRatios(ratio(row.bestTotalMs(), plain.bestTotalMs()),
                        ratio(row.requestBytesMean(), plain.requestBytesMean()),
                        ratio(row.responseBytesMean(), plain.responseBytesMean())));
            }
        }
        return result;
    }

    /** The per-round ratios to plain (paired in each round) of every cell that has plain rounds. */
    private static List<SummaryRow> addRoundRatios(List<SummaryRow> rows, CellRounds rounds) {
        List<SummaryRow> result = new ArrayList<>();
        for (SummaryRow row : rows) {
            PairedRatios paired = PairedRatios.of(rounds, row.key());
            result.add(paired.rounds() == 0 ? row : row.withRoundRatios(
                    new RoundRatios(paired.timeMedian(), paired.cpuMedian(), paired.timeCvPct(),
                            paired.overheadMedianMs(),
                            blockFigure(rounds, row.key(), RatioMetric.BLOCK),
                            blockFigure(rounds, row.key(), RatioMetric.BLOCK_LOW),
                            blockFigure(rounds, row.key(), RatioMetric.BLOCK_MEAN),
                            blockFigure(rounds, row.key(), RatioMetric.ROUND_LOW),
                            blockFigure(rounds, row.key(), RatioMetric.ROUND_MEAN),
                            MeasuredDrift.pct(rounds, paired))));
        }
        return result;
    }

    private static Double blockFigure(CellRounds rounds, ScenarioSequence key, RatioMetric metric) {
        double[] blocks = BlockRatios.of(rounds, key, metric.blockStatistic().orElseThrow(), metric.pairing());
        return blocks.length == 0 ? null : metric.statistic().of(blocks);
    }

    public static Double ratio(Double value, Double reference) {
        if (value == null || reference == null || reference <= 0) {
            return null;
        }
        return value / reference;
    }
}
