package org.wssbench.results.analysis;

import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.stats.Quantiles;
import org.wssbench.results.stats.StartOrder;
import org.wssbench.results.stats.SteadyStateRule;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * SEI CMU/SEI-2010-TR-023's way of reading a cold run, next to (never instead of) this project's
 * summary.csv definitions. SEI sent 10,000 consecutive calls from a fresh client with no warm-up:
 * <ul>
 *   <li><b>first call</b>: the first call's client time (SEI's start-up cost). In one client JVM the
 *       first scenario's first call also pays the JVM's one-time Axis2 class loading, which SEI's
 *       fresh client paid too; later scenarios' first calls do not;</li>
 *   <li><b>convergence over the whole cold run</b> (SEI Tables 4 and 5): 0-based position of the
 *       first call at or below the mean of <i>all</i> calls of the cell, warm-up included (summary.csv's
 *       convergence_index uses the mean of the measured calls only);</li>
 *   <li><b>rate of increase</b> (SEI Table 3, dynamic echo): the smallest time, the mean of the last
 *       10 calls and the increase of that mean over the smallest time, in %;</li>
 *   <li><b>start-up</b> (SEI Fig. 4): the first call of a scenario's first cell (initial: the
 *       service had not been called since deployment) and of its later cells (subsequent: a new
 *       client of a running service);</li>
 *   <li><b>cumulative-cost crossover</b> (SEI Figs. 6 and 7): the message number from which a
 *       mechanism with a dearer start (secure conversation's token exchange) has cost less in total
 *       than another one, for good;</li>
 *   <li><b>payload bins and the sign/encrypt crossover</b> (dynamic echo): median time per payload
 *       size, and the payload from which sign is dearer than encrypt (or the reverse) for good.</li>
 * </ul>
 * Calls are taken in start order ({@link StartOrder}), thread 0 only when several threads ran.
 *
 * <p>Whether a cell's first call is a <i>fresh client's</i> first call depends on the run: the driver
 * keeps one client per scenario (and thread) for all of that scenario's sequences unless the run
 * opened a fresh client per cell, and it runs the cells in a shuffled order. So with shared clients
 * only each scenario's first cell starts cold: {@link #earlierCallsOfClient} says how many calls
 * the client had already made (secure conversation, for one, fetched its token then).
 */
public final class SeiMetrics {

    /** The default echo unit: "Hello World" and a space. */
    public static final int ECHO_UNIT_BYTES = 12;
    /** Upper bounds (bytes, exclusive) of the payload bins of the dynamic echo. */
    public static final List<Integer> PAYLOAD_BIN_BOUNDS = List.of(1024, 2048, 4096, 6144, 8192, 10240, 12288, 16384,
            24576, 32768, 49152, 65536, 98304, Integer.MAX_VALUE);

    /** SEI Table 3 averages the last this many calls of the dynamic echo (about 117 KB each). */
    public static final int RATE_TAIL_CALLS = 10;

    /**
     * This project's own steady-state test ({@link SteadyStateRule#DEFAULT}, the driver's warm-up rule) applied to a
     * cold run cut into rounds of this many calls.
     */
    public static final int STEADY_ROUND_CALLS = 100;

    private final Map<ScenarioSequence, List<RequestRecord>> cells = new LinkedHashMap<>();

    /**
     * SEI Table 3's figures of one cell.
     *
     * @param minimumMs    smallest client time of the run
     * @param lastCallsMs  mean client time of the last {@link #RATE_TAIL_CALLS} calls
     */
    public record RateOfIncrease(double minimumMs, double lastCallsMs) {

        /** (last calls' mean - minimum) / minimum, in %. */
        public double increasePercent() {
            return (lastCallsMs - minimumMs) / minimumMs * 100;
        }
    }

    /** The first call of one cell of a scenario, in the order the scenario's cells started. */
    public record CellStart(String sequence, double firstCallMs) {
    }

    public SeiMetrics(List<RequestRecord> requests) {
        requests.stream().filter(r -> r.thread() == 0).sorted(StartOrder.COMPARATOR)
                .forEach(r -> cells.computeIfAbsent(new ScenarioSequence(r.scenario(), r.sequence()), k -> new ArrayList<>()).add(r));
    }

    /**
     * Calls of the same scenario (thread 0) in its other sequences that started before this cell's
     * first call, per sequence (in order of their first call; sequences with none left out). When
     * the scenario's cells share one client this is what the client had done before the cell began:
     * empty means the cell's first call was the client's first. Empty for a cell without calls.
     */
    public Map<String, Integer> earlierCallsOfClient(ScenarioSequence key) {
        List<RequestRecord> own = calls(key);
        Map<String, Integer> earlier = new LinkedHashMap<>();
        if (own.isEmpty()) {
            return earlier;
        }
        RequestRecord first = own.get(0);
        cells.entrySet().stream()
                .filter(e -> e.getKey().scenario().equals(key.scenario()) && !e.getKey().equals(key))
                .sorted((a, b) -> StartOrder.COMPARATOR.compare(a.getValue().get(0), b.getValue().get(0)))
                .forEach(e -> {
                    int before = (int) e.getValue().stream().filter(r -> StartOrder.COMPARATOR.compare(r, first) < 0).count();
                    if (before > 0) {
                        earlier.put(e.getKey().sequence(), before);
                    }
                });
        return earlier;
    }

    /** The cold run of a cell: every call of thread 0, warm-up included, in start order. */
    public List<RequestRecord> calls(ScenarioSequence key) {
        return cells.getOrDefault(key, List.of());
    }

    public Optional<Double> firstCallMs(ScenarioSequence key) {
        List<RequestRecord> calls = calls(key);
        return calls.isEmpty() ? Optional.empty() : Optional.of(calls.get(0).clientNs() / 1e6);
    }

    /** Mean client time over the whole cold run (ok calls, warm-up included). */
    public Optional<Double> coldMeanMs(ScenarioSequence key) {
        double[] times = okTimesMs(key);
        return times.length == 0 ? Optional.empty() : Optional.of(Quantiles.mean(times));
    }

    /** Median client time over the whole cold run (ok calls, warm-up included): SEI Table 1's median column. */
    public Optional<Double> coldMedianMs(ScenarioSequence key) {
        double[] times = okTimesMs(key);
        return times.length == 0 ? Optional.empty() : Optional.of(Quantiles.median(times));
    }

    /**
     * Sample standard deviation of the client time over the whole cold run (ok calls, warm-up
     * included): SEI Table 1's standard-deviation column; empty below two calls.
     */
    public Optional<Double> coldStddevMs(ScenarioSequence key) {
        double[] times = okTimesMs(key);
        return times.length < 2 ? Optional.empty() : Optional.of(Quantiles.sd(times));
    }

    /** SEI's convergence: first ok call at or below the mean of the whole cold run. */
    public Optional<Integer> convergenceIndex(ScenarioSequence key) {
        Optional<Double> mean = coldMeanMs(key);
        if (mean.isEmpty()) {
            return Optional.empty();
        }
        List<RequestRecord> calls = calls(key);
        for (int i = 0; i < calls.size(); i++) {
            RequestRecord r = calls.get(i);
            if (r.status() == RequestStatus.OK && r.clientNs() / 1e6 <= mean.get()) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /**
     * SEI Table 3: smallest ok time and mean of the last {@link #RATE_TAIL_CALLS} ok calls (all of
     * them when fewer); empty without ok calls or with a smallest time of 0.
     */
    public Optional<RateOfIncrease> rateOfIncrease(ScenarioSequence key) {
        double[] times = okTimesMs(key);
        if (times.length == 0) {
            return Optional.empty();
        }
        double minimum = new DescriptiveStatistics(times).getMin();
        double[] tail = Arrays.copyOfRange(times, Math.max(0, times.length - RATE_TAIL_CALLS), times.length);
        return minimum <= 0 ? Optional.empty() : Optional.of(new RateOfIncrease(minimum, Quantiles.mean(tail)));
    }

    /**
     * The first call of each of the scenario's cells (thread 0), in the order the cells started: the
     * first is SEI's initial start-up (the scenario's service not called since deployment), the others
     * subsequent ones (when every cell had its own client).
     */
    public List<CellStart> cellStarts(String scenario) {
        return cells.entrySet().stream().filter(e -> e.getKey().scenario().equals(scenario) && !e.getValue().isEmpty())
                .sorted((a, b) -> StartOrder.COMPARATOR.compare(a.getValue().get(0), b.getValue().get(0)))
                .map(e -> new CellStart(e.getKey().sequence(), e.getValue().get(0).clientNs() / 1e6))
                .collect(Collectors.toList());
    }

    /**
     * This project's steady-state point on a cold run: the number of calls after which the medians of the last
     * {@link SteadyStateRule#window()} rounds of {@link #STEADY_ROUND_CALLS} calls first pass
     * {@link SteadyStateRule#DEFAULT}; empty if the run never gets there.
     */
    public Optional<Integer> steadyAfterCalls(ScenarioSequence key) {
        int window = SteadyStateRule.DEFAULT.window();
        List<Double> medians = new ArrayList<>(windowMediansMs(key, STEADY_ROUND_CALLS).values());
        for (int end = window; end <= medians.size(); end++) {
            if (steady(medians.subList(end - window, end))) {
                return Optional.of(end * STEADY_ROUND_CALLS);
            }
        }
        return Optional.empty();
    }

    /** {@link SteadyStateRule#DEFAULT} on one window of round medians. */
    static boolean steady(List<Double> window) {
        return SteadyStateRule.DEFAULT.steady(window.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /**
     * The 1-based message number from which {@code dearStart}'s cumulative client time stays at or
     * below {@code other}'s to the end of the shorter run; empty if it never does (or no data).
     * A call that failed counts its client time, like SEI's wall clock would.
     */
    public Optional<Integer> cumulativeCrossover(ScenarioSequence dearStart, ScenarioSequence other) {
        List<RequestRecord> a = calls(dearStart);
        List<RequestRecord> b = calls(other);
        int n = Math.min(a.size(), b.size());
        if (n == 0) {
            return Optional.empty();
        }
        double[] diff = new double[n];
        double sumA = 0;
        double sumB = 0;
        for (int i = 0; i < n; i++) {
            sumA += a.get(i).clientNs();
            sumB += b.get(i).clientNs();
            diff[i] = sumA - sumB;
        }
        if (diff[n - 1] > 0) {
            return Optional.empty();
        }
        int from = n - 1;
        while (from > 0 && diff[from - 1] <= 0) {
            from--;
        }
        return Optional.of(from + 1);
    }

    /** Payload of call {@code index} of a growing echo with the default unit. */
    public static long echoPayloadBytes(int index) {
        return (long) ECHO_UNIT_BYTES * (index + 1);
    }

    /** Median client time (ms) per payload bin (upper bound in bytes), ok calls of a growing echo. */
    public Map<Integer, Double> medianMsByPayloadBin(ScenarioSequence key) {
        Map<Integer, List<Double>> bins = new TreeMap<>();
        for (RequestRecord r : calls(key)) {
            if (r.status() != RequestStatus.OK) {
                continue;
            }
            long payload = echoPayloadBytes(r.index());
            int bound = PAYLOAD_BIN_BOUNDS.stream().filter(b -> payload < b).findFirst().orElseThrow();
            bins.computeIfAbsent(bound, b -> new ArrayList<>()).add(r.clientNs() / 1e6);
        }
        Map<Integer, Double> medians = new TreeMap<>();
        bins.forEach((bound, times) -> medians.put(bound, Quantiles.median(times.stream().mapToDouble(d -> d).toArray())));
        return medians;
    }

    /**
     * Median client time (ms) of consecutive windows of {@code size} calls, keyed by the 0-based
     * index of the window's first call (ok calls only).
     */
    public Map<Integer, Double> windowMediansMs(ScenarioSequence key, int size) {
        List<RequestRecord> calls = calls(key);
        Map<Integer, Double> medians = new TreeMap<>();
        for (int start = 0; start < calls.size(); start += size) {
            double[] times = calls.subList(start, Math.min(calls.size(), start + size)).stream()
                    .filter(r -> r.status() == RequestStatus.OK).mapToDouble(r -> r.clientNs() / 1e6).toArray();
            if (times.length > 0) {
                medians.put(calls.get(start).index(), Quantiles.median(times));
            }
        }
        return medians;
    }

    /**
     * The payload (bytes, of the first call of the first window) from which {@code a} and {@code b}
     * swap order for good, comparing medians of windows of {@code size} calls of a growing echo;
     * empty if their order never changes.
     */
    public Optional<Long> payloadCrossover(ScenarioSequence a, ScenarioSequence b, int size) {
        Map<Integer, Double> wa = windowMediansMs(a, size);
        Map<Integer, Double> wb = windowMediansMs(b, size);
        List<Integer> starts = wa.keySet().stream().filter(wb::containsKey).toList();
        if (starts.size() < 2) {
            return Optional.empty();
        }
        boolean firstOrder = wa.get(starts.get(0)) < wb.get(starts.get(0));
        boolean lastOrder = wa.get(starts.get(starts.size() - 1)) < wb.get(starts.get(starts.size() - 1));
        if (firstOrder == lastOrder) {
            return Optional.empty();
        }
        int from = starts.size() - 1;
        while (from > 0 && (wa.get(starts.get(from - 1)) < wb.get(starts.get(from - 1))) == lastOrder) {
            from--;
        }
        return Optional.of(echoPayloadBytes(starts.get(from)));
    }

    private double[] okTimesMs(ScenarioSequence key) {
        return calls(key).stream().filter(r -> r.status() == RequestStatus.OK).mapToDouble(r -> r.clientNs() / 1e6).toArray();
    }
}
