package org.wssbench.results.report;

import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.stats.Quantiles;
import org.wssbench.results.analysis.SeiMetrics;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * One run's counterparts of SEI's figures, each computed with the report's own definition
 * ({@link SeiMetrics}) on this run's SEI sequences: what the side-by-side tables and the
 * agree/disagree table read. Empty where the run lacks the cell (or, for start-up and
 * crossovers, where the cell did not start on a fresh client).
 */
final class SeiRunFigures {

    static final String STATIC = PublishedResults.SEI_STATIC;
    static final String DYNAMIC = PublishedResults.SEI_DYNAMIC;
    static final String EMPLOYEE = PublishedResults.SEI_EMPLOYEE;
    /** SEI Fig. 3: Sign Only and Encrypt Only cost about the same below about 7 KB. */
    static final int SAME_COST_BELOW_BYTES = 7 * 1024;
    /** Payloads compared against that: the largest ones of the dynamic run, from 64 KB up. */
    static final int LARGE_PAYLOAD_BYTES = 64 * 1024;
    static final int PAYLOAD_WINDOW_CALLS = 100;

    private final RunFolder run;
    private final SeiMetrics metrics;
    private final boolean clientPerCell;
    private final Predicate<ScenarioSequence> freshClient;

    SeiRunFigures(RunFolder run, SeiMetrics metrics, boolean clientPerCell, Predicate<ScenarioSequence> freshClient) {
        this.run = run;
        this.metrics = metrics;
        this.clientPerCell = clientPerCell;
        this.freshClient = freshClient;
    }

    String runId() {
        return run.runId();
    }

    boolean has(String scenario, String sequence) {
        return !metrics.calls(new ScenarioSequence(scenario, sequence)).isEmpty();
    }

    int callCount(String scenario, String sequence) {
        return metrics.calls(new ScenarioSequence(scenario, sequence)).size();
    }

    boolean hasAny(String sequence) {
        return PublishedResults.seiMechanisms().stream().anyMatch(m -> has(m.scenario(), sequence));
    }

    Optional<Double> mean(String scenario, String sequence) {
        return metrics.coldMeanMs(new ScenarioSequence(scenario, sequence));
    }

    Optional<Double> median(String scenario, String sequence) {
        return metrics.coldMedianMs(new ScenarioSequence(scenario, sequence));
    }

    Optional<Double> stddev(String scenario, String sequence) {
        return metrics.coldStddevMs(new ScenarioSequence(scenario, sequence));
    }

    /** Mean over the whole cold run divided by plain's, same sequence. */
    Optional<Double> meanRatio(String scenario, String sequence) {
        return ratio(mean(scenario, sequence), mean("plain", sequence));
    }

    Optional<SeiMetrics.RateOfIncrease> rate(String scenario) {
        return metrics.rateOfIncrease(new ScenarioSequence(scenario, DYNAMIC));
    }

    Optional<Integer> convergence(String scenario, String sequence) {
        return metrics.convergenceIndex(new ScenarioSequence(scenario, sequence));
    }

    Optional<Integer> steadyAfter(String scenario, String sequence) {
        return metrics.steadyAfterCalls(new ScenarioSequence(scenario, sequence));
    }

    /** Mean request bytes of the static echo (summary.csv). */
    Optional<Double> requestBytes(String scenario) {
        return run.row(new ScenarioSequence(scenario, STATIC)).map(SummaryRow::requestBytesMean);
    }

    Optional<Double> responseBytes(String scenario) {
        return run.row(new ScenarioSequence(scenario, STATIC)).map(SummaryRow::responseBytesMean);
    }

    /** SEI's initial start-up: the first call of the scenario's first cell (its service not called since deployment). */
    Optional<SeiMetrics.CellStart> initialStart(String scenario) {
        List<SeiMetrics.CellStart> starts = metrics.cellStarts(scenario);
        return starts.isEmpty() ? Optional.empty() : Optional.of(starts.get(0));
    }

    /**
     * SEI's subsequent start-up: median first call of the scenario's later cells, each a new client of
     * the running service; only when the run opened a client per cell.
     */
    Optional<Double> subsequentStartMs(String scenario) {
        List<SeiMetrics.CellStart> starts = metrics.cellStarts(scenario);
        if (!clientPerCell || starts.size() < 2) {
            return Optional.empty();
        }
        return Optional.of(Quantiles.median(starts.subList(1, starts.size()).stream()
                .mapToDouble(SeiMetrics.CellStart::firstCallMs).toArray()));
    }

    /**
     * SEI Figs. 6 and 7: the message number from which {@code dearStart} has cost less in total than
     * {@code cheapStart} for good; empty unless both cells started on a fresh client (the start-up cost
     * is the point) and the crossover happens.
     */
    Optional<Integer> crossover(String dearStart, String cheapStart, String sequence) {
        ScenarioSequence a = new ScenarioSequence(dearStart, sequence);
        ScenarioSequence b = new ScenarioSequence(cheapStart, sequence);
        if (!crossoverComputable(dearStart, cheapStart, sequence)) {
            return Optional.empty();
        }
        return metrics.cumulativeCrossover(a, b);
    }

    boolean crossoverComputable(String dearStart, String cheapStart, String sequence) {
        ScenarioSequence a = new ScenarioSequence(dearStart, sequence);
        ScenarioSequence b = new ScenarioSequence(cheapStart, sequence);
        return has(dearStart, sequence) && has(cheapStart, sequence) && freshClient.test(a) && freshClient.test(b);
    }

    /** Payload (bytes) from which sign and encr swap order for good on the dynamic echo. */
    Optional<Long> signEncryptCrossoverBytes() {
        return metrics.payloadCrossover(new ScenarioSequence("sign", DYNAMIC), new ScenarioSequence("encr", DYNAMIC),
                PAYLOAD_WINDOW_CALLS);
    }

    /** Median sign time / median encr time over the dynamic-echo calls whose payload is in [from, to). */
    Optional<Double> signOverEncrypt(long fromBytes, long toBytes) {
        return ratio(medianInPayloads("sign", fromBytes, toBytes), medianInPayloads("encr", fromBytes, toBytes));
    }

    private Optional<Double> medianInPayloads(String scenario, long fromBytes, long toBytes) {
        double[] times = metrics.calls(new ScenarioSequence(scenario, DYNAMIC)).stream()
                .filter(r -> r.status() == RequestStatus.OK)
                .filter(r -> SeiMetrics.echoPayloadBytes(r.index()) >= fromBytes && SeiMetrics.echoPayloadBytes(r.index()) < toBytes)
                .mapToDouble(RequestRecord::clientNs).toArray();
        return times.length == 0 ? Optional.empty() : Optional.of(Quantiles.median(times) / 1e6);
    }

    static Optional<Double> ratio(Optional<Double> top, Optional<Double> bottom) {
        if (top.isEmpty() || bottom.isEmpty() || bottom.get() <= 0) {
            return Optional.empty();
        }
        return Optional.of(top.get() / bottom.get());
    }
}
