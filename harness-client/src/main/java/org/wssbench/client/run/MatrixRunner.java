package org.wssbench.client.run;

import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.QueryRequests;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.scenario.SequenceDefinition;
import org.wssbench.client.transport.TrustedTls;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.RequestsCsvWriter;
import org.wssbench.results.ResourceUsage;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryCalculator;
import org.wssbench.results.SummaryCsv;
import org.wssbench.results.SummaryRow;
import org.wssbench.seismic.sequence.RequestSequence;
import org.wssbench.seismic.ws.types.MatchQuakes;

import javax.net.ssl.SSLContext;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs the matrix: for each scenario and sequence, warm-up then the measured repetitions, with
 * one {@link ScenarioClient} per thread (thread t sends requests t, t+N, t+2N, ...). Every request
 * becomes a row of requests.csv as soon as it is measured; summary.csv and run.json are written
 * at the end, also when the run stops early, and then say it is incomplete.
 */
public final class MatrixRunner {

    private final RunSettings settings;
    private final PrintStream out;
    private final SSLContext tls;
    private final ResourceSampler sampler;
    private final TimingLog timingLog = new TimingLog();
    private final List<RequestRecord> records = Collections.synchronizedList(new ArrayList<>());
    private final Map<ScenarioSequence, ResourceUsage> clientUsage = new LinkedHashMap<>();
    private final Map<ScenarioSequence, ResourceUsage> serverUsage = new LinkedHashMap<>();
    private final List<String> problems = Collections.synchronizedList(new ArrayList<>());
    private final AtomicLong driverGapNanos = new AtomicLong();
    private final AtomicLong driverGapCount = new AtomicLong();

    public MatrixRunner(RunSettings settings, PrintStream out) {
        this.settings = settings;
        this.out = out;
        this.tls = TrustedTls.from(settings.security());
        this.sampler = new ResourceSampler(settings.sampleServer() ? settings.endpoints().statusUrl() : null, tls);
    }

    public RunOutcome run() throws IOException {
        RunManifest manifest = new RunManifest(settings);
        manifest.write(RunFolder.runJson(settings.runFolder()), false, null);
        long started = System.nanoTime();
        boolean complete = true;
        try (RequestsCsvWriter writer = RequestsCsvWriter.open(RunFolder.requestsCsv(settings.runFolder()))) {
            for (ScenarioDefinition scenario : settings.scenarios()) {
                complete &= runScenario(scenario, writer);
            }
        } catch (RuntimeException e) {
            complete = false;
            problems.add("run stopped: " + e.getMessage());
            out.println("Run stopped: " + e.getMessage());
        }
        long elapsedNanos = System.nanoTime() - started;
        List<SummaryRow> summary = SummaryCalculator.summarize(settings.runId(), List.copyOf(records),
                clientUsage, serverUsage, complete);
        SummaryCsv.write(RunFolder.summaryCsv(settings.runFolder()), summary);
        timingLog.writeStatistics(settings.runFolder().resolve("perf4j-statistics.txt"));
        double driverOverhead = driverGapCount.get() == 0 ? Double.NaN : (double) driverGapNanos.get() / driverGapCount.get();
        manifest.write(RunFolder.runJson(settings.runFolder()), complete, new RunManifest.Outcome(
                elapsedNanos / 1e9, records.size(), driverOverhead, List.copyOf(problems), sampler.lastServerError()));
        return new RunOutcome(settings.runFolder(), complete, summary, List.copyOf(problems), elapsedNanos, driverOverhead);
    }

    /** @return false if the scenario was stopped early */
    private boolean runScenario(ScenarioDefinition scenario, RequestsCsvWriter writer) {
        int threads = settings.workload().threads();
        List<ScenarioClient> clients = new ArrayList<>();
        try {
            for (int t = 0; t < threads; t++) {
                clients.add(new ScenarioClient(scenario, settings.endpoints(), settings.security(), tls));
            }
            for (SequenceDefinition sequence : settings.workload().sequences()) {
                if (!runSequence(scenario, sequence, clients, writer)) {
                    return false;
                }
            }
            return true;
        } finally {
            clients.forEach(ScenarioClient::close);
        }
    }

    private boolean runSequence(ScenarioDefinition scenario, SequenceDefinition sequence,
                                List<ScenarioClient> clients, RequestsCsvWriter writer) {
        List<MatchQuakes> requests = RequestSequence.generate(sequence.spec(), settings.workload().window())
                .stream().map(QueryRequests::toRequest).toList();
        int repetitions = settings.workload().repetitions();
        long total = (long) sequence.warmupRequests() + (long) requests.size() * repetitions;
        ScenarioSequence key = new ScenarioSequence(scenario.name(), sequence.name());
        ResourceSampler.Sample clientBefore = sampler.client();
        ResourceSampler.Sample serverBefore = sampler.server();
        boolean finished = true;
        try (ProgressReporter progress = new ProgressReporter(key.toString(), total, settings.terminal(), out)) {
            Batch warmup = new Batch(scenario, sequence, 0, true, requests, sequence.warmupRequests());
            finished = warmup.run(clients, writer, progress);
            for (int repetition = 0; finished && repetition < repetitions; repetition++) {
                finished = new Batch(scenario, sequence, repetition, false, requests, requests.size())
                        .run(clients, writer, progress);
            }
        }
        clientUsage.put(key, clientBefore.until(sampler.client()));
        serverUsage.put(key, serverBefore.until(sampler.server()));
        return finished;
    }

    /** One pass of requests (warm-up or a repetition), spread over the clients' threads. */
    private final class Batch {
        private final ScenarioDefinition scenario;
        private final SequenceDefinition sequence;
        private final int repetition;
        private final boolean warmup;
        private final List<MatchQuakes> requests;
        private final int count;
        private final AtomicInteger consecutiveFailures = new AtomicInteger();
        private final AtomicBoolean stopped = new AtomicBoolean();

        Batch(ScenarioDefinition scenario, SequenceDefinition sequence, int repetition, boolean warmup,
              List<MatchQuakes> requests, int count) {
            this.scenario = scenario;
            this.sequence = sequence;
            this.repetition = repetition;
            this.warmup = warmup;
            this.requests = requests;
            this.count = count;
        }

        boolean run(List<ScenarioClient> clients, RequestsCsvWriter writer, ProgressReporter progress) {
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

        private void send(ScenarioClient client, int thread, int threads, RequestsCsvWriter writer, ProgressReporter progress) {
            long previousEnd = 0;
            for (int index = thread; index < count && !stopped.get(); index += threads) {
                MatchQuakes request = requests.get(index % requests.size());
                long startEpochMillis = System.currentTimeMillis();
                long startNanos = System.nanoTime();
                if (previousEnd != 0) {
                    driverGapNanos.addAndGet(startNanos - previousEnd);
                    driverGapCount.incrementAndGet();
                }
                CallResult result = client.call(request);
                previousEnd = startNanos + result.clientNanos();
                record(thread, index, startEpochMillis, result, writer);
                progress.step();
                checkBudget(result);
            }
        }

        private void record(int thread, int index, long startEpochMillis, CallResult result, RequestsCsvWriter writer) {
            RequestRecord row = new RequestRecord(settings.runId(), scenario.name(), sequence.name(), repetition, index,
                    warmup, thread, startEpochMillis, result.clientNanos(), result.server().totalNanos(),
                    result.server().securityInNanos(), result.server().appNanos(), result.server().securityOutNanos(),
                    result.requestBytes(), result.responseBytes(), result.matches(),
                    RequestStatus.fromCsvName(result.status()).orElseThrow(), result.error());
            records.add(row);
            try {
                writer.append(row);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot append to requests.csv: " + e.getMessage(), e);
            }
            timingLog.record(scenario.name(), sequence.name(), startEpochMillis, result.clientNanos(), result.status());
        }

        private void checkBudget(CallResult result) {
            if (result.status().equals("ok")) {
                consecutiveFailures.set(0);
                return;
            }
            int failures = consecutiveFailures.incrementAndGet();
            if (failures >= settings.errorBudget() && stopped.compareAndSet(false, true)) {
                String message = "scenario " + scenario.name() + " stopped after " + failures
                        + " consecutive failed requests in " + sequence.name() + (warmup ? " warm-up" : " repetition " + repetition)
                        + "; last: " + result.status() + ": " + result.error();
                problems.add(message);
                out.println(message);
            }
        }
    }
}
