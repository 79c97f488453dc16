package org.wssbench.client.run;

import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.Caller;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.client.scenario.Stack;
import org.wssbench.client.stack.StackCaller;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.scenario.SequenceDefinition;
import org.wssbench.client.scenario.WarmupRule;
import org.wssbench.client.scenario.Workload;
import org.wssbench.client.scenario.WorkloadRequest;
import org.wssbench.client.transport.TrustedTls;
import org.wssbench.results.Phase;
import org.wssbench.results.ResourceUsage;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.WarmupOutcome;

import javax.net.ssl.SSLContext;
import java.io.IOException;
import java.io.PrintStream;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;

/**
 * Runs the matrix: every scenario with every sequence of the workload (a "cell").
 *
 * <ol>
 *   <li><b>Warm-up in rounds.</b> Cells take turns, one warm-up round each, in an order shuffled
 *       per round; a cell stops when its own round medians are steady ({@link SteadyState}) or it
 *       reached its cap. Warming up in turns matters: the JVMs' compiled code is shared, and a cell
 *       warmed up alone and then left idle while all others run is cold again when measured.</li>
 *   <li><b>Settling rounds</b> (when the warm-up rule has them): rounds exactly like the measured ones,
 *       recorded as phase settle, so every cell has run in the mix it is measured in before measuring
 *       starts ({@link WarmupRule}).</li>
 *   <li><b>Measured rounds.</b> Every round, every cell sends the next chunk of its sequence, in a
 *       freshly shuffled order ({@link RoundPlan}), so plain is measured in every round, seconds
 *       from each scenario, and slow drifts of the machine touch all cells alike. A cheap cell can be
 *       visited several times per round (the workload's visits): it resends the round's chunk at
 *       each of its places in the order, which gives it more samples for little time.</li>
 *   <li><b>Priming.</b> Before each measured chunk one call (recorded as phase prime) re-opens an
 *       expired connection and re-warms the cell's caches, so no reconnect lands in a timing;
 *       reconnects that still happen are counted per call.</li>
 * </ol>
 * One {@link Caller} per scenario and thread (thread t sends requests t, t+N, ...), or per cell and
 * thread when the workload says {@code clients=cell}. Every request
 * becomes a row of requests.csv as soon as it is measured; {@link RunFolderWriter} writes the rest
 * at the end, also when the run stops early, and then says it is incomplete.
 */
public final class MatrixRunner {

    private final RunSettings settings;
    private final Caller.Factory callers;
    private final ResourceSampler sampler;
    private final ServerHealthCheck health;
    private final PrintStream out;
    private final Workload workload;
    private final Map<ScenarioSequence, ResourceUsage> clientUsage = new LinkedHashMap<>();
    private final Map<ScenarioSequence, ResourceUsage> serverUsage = new LinkedHashMap<>();
    private final List<String> problems = Collections.synchronizedList(new ArrayList<>());
    private final Set<String> stoppedScenarios = ConcurrentHashMap.newKeySet();
    private final Map<String, AtomicInteger> consecutiveFailures = new ConcurrentHashMap<>();
    private final AtomicLong driverGapNanos = new AtomicLong();
    private final AtomicLong driverGapCount = new AtomicLong();
    private final AtomicLong measuredReconnects = new AtomicLong();
    private final List<Cell> cells = new ArrayList<>();
    private RunFolderWriter folder;
    /** How the warm-up waits out the rest of a short pass (milliseconds): a sleep, except in the runner's unit tests. */
    private final LongConsumer pause;

    /**
     * A warm-up pass (one round of every cell still warming) lasts at least this long. A cheap cell
     * left warming alone after the others are steady would otherwise send its rounds back to back,
     * its whole cap within seconds, while both JVMs still compile and collect what the finished cells
     * left behind: its round medians wander with that work, and it can reach its cap unsteady, which
     * fails the gate. Pausing lets that work settle and gives a cheap cell's cap some wall time; a pass
     * that already takes a second (any pass with a message-security cell in it) never waits.
     */
    static final long WARMUP_PASS_MIN_MILLIS = 1_000;

    /** The real thing: Axis2/Rampart clients and the service's status page. */
    public MatrixRunner(RunSettings settings, PrintStream out) {
        this(settings, realCallers(settings), realSampler(settings), out);
    }

    /** With any callers and sampler (the runner's unit tests use a fake caller and no server). */
    public MatrixRunner(RunSettings settings, Caller.Factory callers, ResourceSampler sampler, PrintStream out) {
        this(settings, callers, sampler, out, MatrixRunner::sleep);
    }

    /** As above, with the warm-up's pause replaced (unit tests record it instead of sleeping). */
    MatrixRunner(RunSettings settings, Caller.Factory callers, ResourceSampler sampler, PrintStream out,
                 LongConsumer pause) {
        this.pause = pause;
        this.settings = settings;
        this.callers = callers;
        this.sampler = sampler;
        this.health = new ServerHealthCheck(sampler);
        this.out = out;
        this.workload = settings.workload();
    }

    private static Caller.Factory realCallers(RunSettings settings) {
        SSLContext tls = TrustedTls.from(settings.target().security());
        return scenario -> scenario.stack() == Stack.AXIS2
                ? new ScenarioClient(scenario, settings.target().endpoints(), settings.target().security(), tls)
                : StackCaller.open(scenario, settings.target().endpoints().baseUrl(scenario),
                        settings.target().security().keystoreDir(), Map.of());
    }

    private static ResourceSampler realSampler(RunSettings settings) {
        return settings.target().readServerStatus()
                ? new ResourceSampler(settings.target().endpoints().statusUrl(), TrustedTls.from(settings.target().security()))
                : ResourceSampler.clientOnly();
    }

    public RunOutcome run() throws IOException {
        Properties status = sampler.serverStatus();
        String pinning = settings.behaviour().pinning().enabled()
                ? settings.behaviour().pinning().apply(pid(status)) : null;
        long seed = workload.orderSeed() != null ? workload.orderSeed() : new SecureRandom().nextLong();
        RunDesign design = RunDesign.of(workload, seed, pinning);
        long started = System.nanoTime();
        Optional<CpuSteal> stealAtStart = CpuSteal.read();
        List<WarmupOutcome> warmups = List.of();
        try (RunFolderWriter writer = new RunFolderWriter(settings, design, status, sampler)) {
            folder = writer;
            try {
                openCells();
                warmups = warmUp(new RoundPlan(seed));
                settle(new RoundPlan(seed));
                measure(new RoundPlan(seed));
            } catch (RuntimeException e) {
                problems.add("run stopped: " + e.getMessage());
                out.println("Run stopped: " + e.getMessage());
            } finally {
                closeCells();
            }
            boolean complete = problems.isEmpty();
            long elapsedNanos = System.nanoTime() - started;
            double driverOverhead = driverGapCount.get() == 0 ? Double.NaN
                    : (double) driverGapNanos.get() / driverGapCount.get();
            List<String> notSteady = warmups.stream().filter(w -> Boolean.FALSE.equals(w.steadyState()))
                    .map(w -> w.key().toString()).toList();
            Double steal = stealAtStart.flatMap(start -> CpuSteal.read().map(end -> end.percentSince(start)))
                    .orElse(null);
            List<SummaryRow> summary = writer.finish(complete, warmups, clientUsage, serverUsage, new RunJsonWriter.Outcome(
                    elapsedNanos / 1e9, writer.recordedRows(), driverOverhead, List.copyOf(problems),
                    sampler.lastServerError(), measuredReconnects.get(), notSteady, steal));
            return new RunOutcome(settings.runFolder(), complete, summary, List.copyOf(problems), elapsedNanos,
                    driverOverhead, steal);
        } finally {
            folder = null;
        }
    }

    private static Long pid(Properties status) {
        String text = status.getProperty(org.wssbench.wire.StatusPage.PID);
        return text == null ? null : Long.valueOf(text.trim());
    }

    private void openCells() {
        Map<String, List<WorkloadRequest>> requests = new LinkedHashMap<>();
        for (SequenceDefinition sequence : workload.sequences()) {
            requests.put(sequence.name(), sequence.requests(workload.window()));
        }
        WorkloadRequest primer = requests.get(workload.sequences().get(0).name()).get(0);
        for (ScenarioDefinition scenario : settings.scenarios()) {
            List<Caller> shared = workload.clientPerCell() ? null : openThreads(scenario);
            for (SequenceDefinition sequence : workload.sequences()) {
                List<Caller> threads = shared != null ? shared : openThreads(scenario);
                cells.add(new Cell(scenario, sequence, threads, requests.get(sequence.name()), primer));
            }
        }
    }

    /** One client per thread; shared by a scenario's cells unless the workload asks for a client per cell. */
    private List<Caller> openThreads(ScenarioDefinition scenario) {
        List<Caller> threads = new ArrayList<>();
        for (int t = 0; t < workload.threads(); t++) {
            threads.add(callers.open(scenario));
        }
        return threads;
    }

    private void closeCells() {
        cells.stream().flatMap(c -> c.callers.stream()).distinct().forEach(Caller::close);
    }

    /** Warm-up rounds until every cell is steady or capped; returns each cell's outcome. */
    private List<WarmupOutcome> warmUp(RoundPlan plan) {
        WarmupRule rule = workload.warmup();
        List<Cell> warming = new ArrayList<>(cells.stream().filter(c -> c.sequence.warmupRequests() > 0).toList());
        long cap = warming.stream().mapToLong(c -> c.sequence.warmupRequests()).sum();
        try (ProgressReporter progress = new ProgressReporter("warm-up (at most)", Math.max(cap, 1),
                settings.behaviour().progressBars(), out)) {
            for (int round = 1; !warming.isEmpty(); round++) {
                long passStart = System.nanoTime();
                for (Cell cell : plan.order(warming, -round)) {
                    if (stoppedScenarios.contains(cell.scenario.name())) {
                        warming.remove(cell);
                        continue;
                    }
                    int size = Math.min(workload.warmupRoundRequests(cell.sequence),
                            cell.sequence.warmupRequests() - cell.warmupSent);
                    long[] times = pass(cell, Phase.WARMUP, 0, 0, cell.warmupSent, size, progress);
                    cell.warmupSent += size;
                    cell.warmupRounds++;
                    cell.steadyState.addRound(times);
                    if ((rule.untilSteady() && cell.steadyState.steady())
                            || cell.warmupSent >= cell.sequence.warmupRequests()) {
                        warming.remove(cell);
                    }
                }
                pace(passStart);
            }
        }
        List<WarmupOutcome> outcomes = new ArrayList<>();
        for (Cell cell : cells) {
            if (cell.sequence.warmupRequests() > 0) {
                outcomes.add(new WarmupOutcome(cell.scenario.name(), cell.sequence.name(), cell.warmupSent,
                        cell.warmupRounds, workload.warmupRoundRequests(cell.sequence), cell.sequence.warmupRequests(),
                        rule.untilSteady() ? cell.steadyState.steady() : null, cell.steadyState.cv(),
                        cell.steadyState.trend(), rule.name()));
            }
        }
        List<String> notSteady = outcomes.stream().filter(o -> Boolean.FALSE.equals(o.steadyState()))
                .map(o -> o.key().toString()).toList();
        if (rule.untilSteady() && !outcomes.isEmpty()) {
            out.printf("Warm-up: %d of %d cells steady%s%n", outcomes.size() - notSteady.size(), outcomes.size(),
                    notSteady.isEmpty() ? "" : "; capped before steady: " + String.join(", ", notSteady));
        }
        return outcomes;
    }

    /** Pauses for the rest of {@link #WARMUP_PASS_MIN_MILLIS} after a warm-up pass begun at {@code passStart} (nanoTime). */
    private void pace(long passStart) {
        long left = WARMUP_PASS_MIN_MILLIS - (System.nanoTime() - passStart) / 1_000_000;
        if (left > 0) {
            pause.accept(left);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The measured rounds: in each, every cell sends its next chunk, in a shuffled order. A cell the
     * workload visits k times per round appears k times in that order and sends the same chunk
     * each time (visits 0..k-1 in the order they ran).
     */
    private void measure(RoundPlan plan) {
        rounds(plan, Phase.MEASURED, workload.rounds(), "measured rounds (" + workload.rounds() + ")");
    }

    /**
     * The warm-up rule's settling rounds: the measured design (the same chunks, shuffling and
     * priming, orders of their own from the seed), recorded as phase settle.
     */
    private void settle(RoundPlan plan) {
        int count = workload.warmup().settleRounds();
        if (count > 0) {
            rounds(plan, Phase.SETTLE, count, "settling rounds (" + count + ")");
        }
    }

    /** Rounds 1..count of the measured design; only measured rounds count resource usage. */
    private void rounds(RoundPlan plan, Phase phase, int count, String label) {
        boolean measured = phase == Phase.MEASURED;
        List<Cell> slots = new ArrayList<>();
        for (Cell cell : cells) {
            slots.addAll(Collections.nCopies(cell.visits(), cell));
        }
        long total = slots.stream().mapToLong(c -> (long) workload.roundRequests(c.sequence) * count).sum();
        try (ProgressReporter progress = new ProgressReporter(label, total, settings.behaviour().progressBars(), out)) {
            for (int round = 1; round <= count; round++) {
                Map<Cell, Integer> visited = new IdentityHashMap<>();
                // settling rounds draw their orders after the measured ones, so the measured orders stay as they were
                for (Cell cell : plan.order(slots, measured ? round : workload.rounds() + round)) {
                    int visit = visited.merge(cell, 1, Integer::sum) - 1;
                    if (stoppedScenarios.contains(cell.scenario.name())) {
                        continue;
                    }
                    if (workload.prime()) {
                        prime(cell, measured ? Phase.PRIME : Phase.SETTLE, round, visit);
                    }
                    int size = workload.roundRequests(cell.sequence);
                    ResourceSampler.Sample clientBefore = sampler.client();
                    ResourceSampler.Sample serverBefore = sampler.server();
                    pass(cell, phase, round, visit, (round - 1) * size, size, progress);
                    // sampled in settling rounds too: the status calls between chunks belong to the measured design
                    ResourceUsage client = clientBefore.until(sampler.client());
                    ResourceUsage server = serverBefore.until(sampler.server());
                    if (!measured) {
                        continue;
                    }
                    if (round == count && visit == cell.visits() - 1) {
                        // The heap after GC once per cell, at its end; the forced GC stays out of the counters.
                        client = client.plus(new ResourceUsage(sampler.clientHeapAfterGc(), 0L, 0L, 0L));
                        server = server.plus(new ResourceUsage(sampler.serverHeapAfterGc(), 0L, 0L, 0L));
                    }
                    clientUsage.merge(cell.key(), client, ResourceUsage::plus);
                    serverUsage.merge(cell.key(), server, ResourceUsage::plus);
                }
            }
        }
    }

    /** One call per client thread before a chunk, recorded with phase prime (settle in settling rounds). */
    private void prime(Cell cell, Phase phase, int round, int visit) {
        for (int t = 0; t < cell.callers.size(); t++) {
            CallResult result = timedCall(cell, t, cell.primer, new Slot(phase, round, 0, 0, visit), -1);
            checkBudget(cell, phase, result);
        }
        folder.passEnded();
    }

    /**
     * One pass of {@code count} requests of a cell, numbered {@code first .. first+count-1} within
     * the phase (for measured passes: the offset into the repeated sequence), spread over the
     * cell's threads. Returns the client times of the successful requests.
     */
    private long[] pass(Cell cell, Phase phase, int round, int visit, int first, int count, ProgressReporter progress) {
        if (count <= 0) {
            return new long[0];
        }
        int threads = cell.callers.size();
        long[][] times = new long[threads][];
        if (threads == 1) {
            times[0] = send(cell, 0, 1, phase, round, visit, first, count, progress);
        } else {
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<long[]>> futures = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    int thread = t;
                    futures.add(pool.submit(() -> send(cell, thread, threads, phase, round, visit, first, count, progress)));
                }
                for (int t = 0; t < threads; t++) {
                    times[t] = futures.get(t).get();
                }
            } catch (Exception e) {
                throw new IllegalStateException("client thread failed: " + e.getMessage(), e);
            } finally {
                pool.shutdownNow();
            }
        }
        folder.passEnded();
        return Arrays.stream(times).flatMapToLong(Arrays::stream).toArray();
    }

    private long[] send(Cell cell, int thread, int threads, Phase phase, int round, int visit, int first, int count,
                        ProgressReporter progress) {
        long[] ok = new long[count];
        int okCount = 0;
        int sequenceLength = cell.requests.size();
        long previousEnd = 0;
        for (int k = thread; k < count && !stoppedScenarios.contains(cell.scenario.name()); k += threads) {
            int number = first + k;
            // A warm-up round replays the sequence from its first request, so every warm-up round of a
            // cell sends the same requests and their medians are comparable. Continuing through the
            // sequence instead would give a round shorter than the sequence another query mix each time,
            // and the steady-state test would judge the mix, not the warm-up.
            int sent = phase == Phase.WARMUP ? k : number;
            int index = sent % sequenceLength;
            int repetition = phase == Phase.MEASURED ? number / sequenceLength : 0;
            long startNanos = System.nanoTime();
            if (previousEnd != 0) {
                driverGapNanos.addAndGet(startNanos - previousEnd);
                driverGapCount.incrementAndGet();
            }
            WorkloadRequest request = cell.requests.get(index);
            CallResult result = timedCall(cell, thread, request, new Slot(phase, round, repetition, index, visit), startNanos);
            previousEnd = startNanos + result.clientNanos();
            if (result.ok()) {
                ok[okCount++] = result.clientNanos();
            }
            progress.step();
            checkBudget(cell, phase, result);
            HeapSampleLog heap = folder.heapSamples();
            if (heap != null) {
                heap.requestSent(cell.scenario.name(), cell.sequence.name());
            }
        }
        return Arrays.copyOf(ok, okCount);
    }

    /**
     * One call, its client thread CPU time and allocated bytes read just outside the timed region, handed to the
     * recorder. A reconnect inside a measured call is counted for run.json.
     */
    private CallResult timedCall(Cell cell, int thread, WorkloadRequest request, Slot slot, long startNanos) {
        Phase phase = slot.phase();
        long startEpochMillis = System.currentTimeMillis();
        long allocatedBefore = ThreadCpu.allocatedBytes();
        long cpuBefore = ThreadCpu.now();
        CallResult result = cell.callers.get(thread).call(request);
        long cpuAfter = ThreadCpu.now();
        long allocatedAfter = ThreadCpu.allocatedBytes();
        long cpu = cpuBefore < 0 || cpuAfter < 0 ? -1 : cpuAfter - cpuBefore;
        long allocated = allocatedBefore < 0 || allocatedAfter < 0 ? -1 : allocatedAfter - allocatedBefore;
        if (phase == Phase.MEASURED && result.reconnects() > 0) {
            measuredReconnects.addAndGet(result.reconnects());
        }
        folder.recorder().record(new RequestRecorder.Position(cell.scenario.name(), cell.sequence.name(), phase,
                slot.round(), slot.repetition(), slot.index(), thread, slot.visit()), startEpochMillis, result, cpu, allocated);
        return result;
    }

    private void checkBudget(Cell cell, Phase phase, CallResult result) {
        AtomicInteger failures = consecutiveFailures.computeIfAbsent(cell.scenario.name(), k -> new AtomicInteger());
        if (result.ok()) {
            failures.set(0);
            return;
        }
        // a service that reports a corrupted state stops the whole run (ServerHealthCheck)
        health.afterFailure(cell.scenario.name());
        int count = failures.incrementAndGet();
        if (count >= settings.behaviour().errorBudget() && stoppedScenarios.add(cell.scenario.name())) {
            String message = "scenario " + cell.scenario.name() + " stopped after " + count
                    + " consecutive failed requests in " + cell.sequence.name() + " " + phase.csvName()
                    + "; last: " + result.status().csvName() + ": " + result.error();
            problems.add(message);
            out.println(message);
        }
    }

    /** Where a call sits in the run, apart from its cell and thread (see {@link RequestRecorder.Position}). */
    private record Slot(Phase phase, int round, int repetition, int index, int visit) {
    }

    /** One scenario with one sequence, its callers (shared by the scenario's sequences) and warm-up state. */
    private final class Cell {
        final ScenarioDefinition scenario;
        final SequenceDefinition sequence;
        final List<Caller> callers;
        final List<WorkloadRequest> requests;
        final WorkloadRequest primer;
        final SteadyState steadyState = new SteadyState(workload.warmup());
        int warmupSent;
        int warmupRounds;

        Cell(ScenarioDefinition scenario, SequenceDefinition sequence, List<Caller> callers, List<WorkloadRequest> requests,
             WorkloadRequest primer) {
            this.scenario = scenario;
            this.sequence = sequence;
            this.callers = callers;
            this.requests = requests;
            this.primer = primer;
        }

        ScenarioSequence key() {
            return new ScenarioSequence(scenario.name(), sequence.name());
        }

        int visits() {
            return sequence.visits(scenario.name());
        }
    }
}
