package org.wssbench.client.run;

import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.scenario.SequenceDefinition;
import org.wssbench.client.scenario.WorkloadRequest;
import org.wssbench.client.transport.TrustedTls;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestsCsvWriter;
import org.wssbench.results.ResourceUsage;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.stats.SummaryCalculator;
import org.wssbench.results.SummaryCsv;
import org.wssbench.results.SummaryRow;

import javax.net.ssl.SSLContext;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs the matrix in two phases. Warm-up: every scenario and sequence sends its warm-up requests
 * (the very first one is the scenario's start-up cost). Measurement: repetition by repetition,
 * every scenario and sequence sends its whole sequence once, so that slow drifts of the machine
 * touch all scenarios alike and no scenario profits from running after the others warmed the JVMs.
 * One {@link ScenarioClient} per scenario and thread (thread t sends requests t, t+N, ...).
 * Every request becomes a row of requests.csv as soon as it is measured; summary.csv and run.json
 * are written at the end, also when the run stops early, and then say it is incomplete.
 */
public final class MatrixRunner {

    private final RunSettings settings;
    private final PrintStream out;
    private final SSLContext tls;
    private final ResourceSampler sampler;
    private final TimingLog timingLog = new TimingLog();
    private final Map<ScenarioSequence, ResourceUsage> clientUsage = new LinkedHashMap<>();
    private final Map<ScenarioSequence, ResourceUsage> serverUsage = new LinkedHashMap<>();
    private final List<String> problems = Collections.synchronizedList(new ArrayList<>());
    private final Set<String> stoppedScenarios = ConcurrentHashMap.newKeySet();
    private final AtomicLong driverGapNanos = new AtomicLong();
    private final AtomicLong driverGapCount = new AtomicLong();
    private HeapSampleLog heapSamples;

    public MatrixRunner(RunSettings settings, PrintStream out) {
        this.settings = settings;
        this.out = out;
        this.tls = TrustedTls.from(settings.security());
        this.sampler = new ResourceSampler(settings.sampleServer() ? settings.endpoints().statusUrl() : null, tls);
    }

    public RunOutcome run() throws IOException {
        RunJsonWriter manifest = new RunJsonWriter(settings, sampler.serverStatus());
        manifest.write(RunFolder.runJson(settings.runFolder()), false, null);
        long started = System.nanoTime();
        List<RequestRecord> records;
        try (RequestsCsvWriter csv = RequestsCsvWriter.open(RunFolder.requestsCsv(settings.runFolder()));
             RequestRecorder recorder = new RequestRecorder(settings.runId(), csv, timingLog)) {
            try (HeapSampleLog heap = settings.heapSampleEvery() > 0 ? new HeapSampleLog(
                    settings.runFolder().resolve("heap-samples.csv"), settings.heapSampleEvery(), sampler) : null) {
                heapSamples = heap;
                runPhases(recorder);
                recorder.drain();
            } catch (RuntimeException e) {
                problems.add("run stopped: " + e.getMessage());
                out.println("Run stopped: " + e.getMessage());
            }
            records = recorder.records();
            heapSamples = null;
        }
        boolean complete = problems.isEmpty();
        long elapsedNanos = System.nanoTime() - started;
        List<SummaryRow> summary = SummaryCalculator.summarize(settings.runId(), records,
                clientUsage, serverUsage, complete);
        SummaryCsv.write(RunFolder.summaryCsv(settings.runFolder()), summary);
        timingLog.writeStatistics(settings.runFolder().resolve("perf4j-statistics.txt"));
        double driverOverhead = driverGapCount.get() == 0 ? Double.NaN : (double) driverGapNanos.get() / driverGapCount.get();
        manifest.write(RunFolder.runJson(settings.runFolder()), complete, new RunJsonWriter.Outcome(
                elapsedNanos / 1e9, records.size(), driverOverhead, List.copyOf(problems), sampler.lastServerError()));
        return new RunOutcome(settings.runFolder(), complete, summary, List.copyOf(problems), elapsedNanos, driverOverhead);
    }

    /** Warm-up of every scenario, then the measured repetitions, each covering every scenario. */
    private void runPhases(RequestRecorder recorder) {
        Map<String, List<ScenarioClient>> clients = new LinkedHashMap<>();
        try {
            for (ScenarioDefinition scenario : settings.scenarios()) {
                clients.put(scenario.name(), openClients(scenario));
            }
            Map<String, List<WorkloadRequest>> requests = new LinkedHashMap<>();
            for (SequenceDefinition sequence : settings.workload().sequences()) {
                requests.put(sequence.name(), sequence.requests(settings.workload().window()));
            }
            for (int repetition = -1; repetition < settings.workload().repetitions(); repetition++) {
                for (ScenarioDefinition scenario : settings.scenarios()) {
                    for (SequenceDefinition sequence : settings.workload().sequences()) {
                        runPass(scenario, sequence, clients.get(scenario.name()), requests.get(sequence.name()),
                                repetition, recorder);
                    }
                }
            }
        } finally {
            clients.values().forEach(list -> list.forEach(ScenarioClient::close));
        }
    }

    private List<ScenarioClient> openClients(ScenarioDefinition scenario) {
        List<ScenarioClient> clients = new ArrayList<>();
        for (int t = 0; t < settings.workload().threads(); t++) {
            clients.add(new ScenarioClient(scenario, settings.endpoints(), settings.security(), tls));
        }
        return clients;
    }

    /**
     * One pass of a sequence for a scenario: its warm-up (repetition -1, recorded as repetition 0
     * with warmup=true) or one measured repetition. Resource use is summed over the measured passes.
     */
    private void runPass(ScenarioDefinition scenario, SequenceDefinition sequence, List<ScenarioClient> clients,
                         List<WorkloadRequest> requests, int repetition, RequestRecorder writer) {
        if (stoppedScenarios.contains(scenario.name())) {
            return;
        }
        boolean warmup = repetition < 0;
        int count = warmup ? sequence.warmupRequests() : requests.size();
        if (count == 0) {
            return;
        }
        ScenarioSequence key = new ScenarioSequence(scenario.name(), sequence.name());
        String task = key + (warmup ? " warm-up" : " repetition " + (repetition + 1) + "/" + settings.workload().repetitions());
        ResourceSampler.Sample clientBefore = warmup ? null : sampler.client();
        ResourceSampler.Sample serverBefore = warmup ? null : sampler.server();
        try (ProgressReporter progress = new ProgressReporter(task, count, settings.terminal(), out)) {
            new Batch(scenario, sequence, Math.max(repetition, 0), warmup, requests, count).run(clients, writer, progress);
        }
        writer.drain();
        timingLog.logPending();
        if (!warmup) {
            clientUsage.merge(key, clientBefore.until(sampler.client()), ResourceUsage::plus);
            serverUsage.merge(key, serverBefore.until(sampler.server()), ResourceUsage::plus);
        }
    }

    /** One pass of requests (warm-up or a repetition), spread over the clients' threads. */
    private final class Batch {
        private final ScenarioDefinition scenario;
        private final SequenceDefinition sequence;
        private final int repetition;
        private final boolean warmup;
        private final List<WorkloadRequest> requests;
        private final int count;
        private final AtomicInteger consecutiveFailures = new AtomicInteger();
        private final AtomicBoolean stopped = new AtomicBoolean();

        Batch(ScenarioDefinition scenario, SequenceDefinition sequence, int repetition, boolean warmup,
              List<WorkloadRequest> requests, int count) {
            this.scenario = scenario;
            this.sequence = sequence;
            this.repetition = repetition;
            this.warmup = warmup;
            this.requests = requests;
            this.count = count;
        }

        boolean run(List<ScenarioClient> clients, RequestRecorder writer, ProgressReporter progress) {
            if (count == 0) {
                return true;
            }
            if (clients.size() == 1) {
                send(clients.get(0), 0, 1, writer, progress);
            } else {
                ExecutorService pool = Executors.newFixedThreadPool(clients.size());
                try {
                    List<Future<?>> futures = new ArrayList<>();
                    for (int t = 0; t < clients.size(); t++) {
                        int thread = t;
                        futures.add(pool.submit(() -> send(clients.get(thread), thread, clients.size(), writer, progress)));
                    }
                    for (Future<?> future : futures) {
                        future.get();
                    }
                } catch (Exception e) {
                    throw new IllegalStateException("client thread failed: " + e.getMessage(), e);
                } finally {
                    pool.shutdownNow();
                }
            }
            return !stopped.get();
        }

        private void send(ScenarioClient client, int thread, int threads, RequestRecorder writer, ProgressReporter progress) {
            long previousEnd = 0;
            for (int index = thread; index < count && !stopped.get(); index += threads) {
                WorkloadRequest request = requests.get(index % requests.size());
                long startEpochMillis = System.currentTimeMillis();
                long startNanos = System.nanoTime();
                if (previousEnd != 0) {
                    driverGapNanos.addAndGet(startNanos - previousEnd);
                    driverGapCount.incrementAndGet();
                }
                CallResult result = request.sendWith(client);
                previousEnd = startNanos + result.clientNanos();
                writer.record(new RequestRecorder.Position(scenario.name(), sequence.name(), repetition, index, warmup, thread),
                        startEpochMillis, result);
                progress.step();
                checkBudget(result);
                if (heapSamples != null) {
                    heapSamples.requestSent(scenario.name(), sequence.name());
                }
            }
        }

        private void checkBudget(CallResult result) {
            if (result.ok()) {
                consecutiveFailures.set(0);
                return;
            }
            int failures = consecutiveFailures.incrementAndGet();
            if (failures >= settings.errorBudget() && stopped.compareAndSet(false, true)) {
                stoppedScenarios.add(scenario.name());
                String message = "scenario " + scenario.name() + " stopped after " + failures
                        + " consecutive failed requests in " + sequence.name() + (warmup ? " warm-up" : " repetition " + repetition)
                        + "; last: " + result.status().csvName() + ": " + result.error();
                problems.add(message);
                out.println(message);
            }
        }
    }
}
