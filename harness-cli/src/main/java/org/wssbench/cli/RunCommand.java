package org.wssbench.cli;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.wssbench.client.crypto.ClientCryptoProvider;
import org.wssbench.client.crypto.FloorPricing;
import org.wssbench.client.run.CpuPinning;
import org.wssbench.client.run.MatrixRunner;
import org.wssbench.client.run.ResourceSampler;
import org.wssbench.client.run.RunOutcome;
import org.wssbench.client.run.RunSettings;
import org.wssbench.client.run.ServerWait;
import org.wssbench.client.scenario.Endpoints;
import org.wssbench.client.scenario.MatrixFiles;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.scenario.WarmupRule;
import org.wssbench.client.scenario.Workload;
import org.wssbench.client.transport.TrustedTls;
import org.wssbench.results.BadInputException;
import org.wssbench.results.ExitCodes;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunManifest;
import org.wssbench.results.SummaryRow;
import org.wssbench.security.SecurityConfig;
import org.wssbench.security.crypto.ProviderReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Callable;

@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Runs the scenario matrix against a deployed seismic service and writes a run folder "
                + "(requests.csv, summary.csv, run.json, perf4j logs, report.html) under the results directory."})
public class RunCommand implements Callable<Integer> {

    @Mixin
    ServiceOptions service;

    @Option(names = {"-w", "--workload"}, defaultValue = "scenarios/workload-full.properties",
            description = "Workload file: sequences, warm-up, repetitions, threads (default: ${DEFAULT-VALUE}).")
    Path workloadFile;

    @Option(names = {"-p", "--property"}, paramLabel = "KEY=VALUE",
            description = "Set a key of the workload file for this run, e.g. -p count=1000 (calls of each SEI sequence "
                    + "without its own count) or -p sequence.echo-dynamic.count=2000.")
    Map<String, String> workloadOverrides = new LinkedHashMap<>();

    @Option(names = {"-s", "--scenario"}, split = ",",
            description = "Run only these scenarios (comma-separated; default: all in the scenarios file, in its order).")
    List<String> only;

    @Option(names = {"-r", "--repetitions"}, description = "Override the workload's repetitions (complete passes over "
            + "each sequence); its rounds scale along when they can.")
    Integer repetitions;

    @Option(names = "--rounds", description = "Override the workload's measured rounds (must divide every sequence's "
            + "count x repetitions).")
    Integer rounds;

    @Option(names = "--settle-rounds", paramLabel = "N", description = "Override the workload's warmup.settle: rounds "
            + "of the measured design sent after the warm-up and before measuring, recorded as phase settle.")
    Integer settleRounds;

    @Option(names = "--order-seed", description = "Seed of the per-round scenario order (default: the workload's "
            + "order.seed, else random; always recorded in run.json).")
    Long orderSeed;

    @Option(names = "--no-prime", negatable = false,
            description = "Do not send a priming call before each measured pass.")
    boolean noPrime;

    @Option(names = "--pin-cpus", paramLabel = "CLIENT:SERVER",
            description = "Pin this JVM and the server JVM (same machine; pid from its status page) to disjoint CPUs "
                    + "with taskset, e.g. 0:1. Changes what is measured: compare pinned runs only with pinned runs.")
    String pinCpus;

    @Option(names = {"-t", "--threads"}, description = "Override the workload's client threads (each with its own client and connection).")
    Integer threads;

    @Option(names = {"-o", "--results-dir"}, defaultValue = "results",
            description = "Where run folders are created (default: ${DEFAULT-VALUE}).")
    Path resultsDir;

    @Option(names = "--run-id", description = "Name of the run folder (default: UTC time and workload name).")
    String runId;

    @Option(names = "--error-budget", defaultValue = "20",
            description = "Stop a scenario after this many consecutive failed requests (default: ${DEFAULT-VALUE}).")
    int errorBudget;

    @Option(names = "--no-server-status", negatable = false,
            description = "Do not read the service's /status page (server resource use then stays empty).")
    boolean noServerStatus;

    @Option(names = "--no-report", negatable = false, description = "Do not write report.html.")
    boolean noReport;

    @Option(names = "--heap-sample-every", defaultValue = "0", paramLabel = "N",
            description = "Record the server heap after a full GC every N requests in heap-samples.csv (soak runs; default: off).")
    long heapSampleEvery;

    @Option(names = "--wait-for-server", defaultValue = "0", paramLabel = "SECONDS",
            description = "Wait up to this long for the service's /status page to answer before starting (default: no wait).")
    int waitForServerSeconds;

    @Option(names = "--crypto-provider", defaultValue = "jdk", paramLabel = "jdk|bc|accp",
            description = "JCE provider installed first in the driver's JVM before the run (start Tomcat with the same "
                    + "-Dwssbench.crypto.provider); algorithms it cannot serve are named, never silently replaced (default: ${DEFAULT-VALUE}).")
    String cryptoProvider;

    @Option(names = "--crypto-floor", defaultValue = "results/crypto-floor/floor-costs.csv", paramLabel = "FILE",
            description = "Operation costs from the crypto-floor command, used to fill summary.csv's floor columns "
                    + "(default: ${DEFAULT-VALUE}; columns stay empty if it is missing).")
    Path cryptoFloor;

    @Option(names = "--fact", description = "Extra key=value facts recorded in run.json (e.g. --fact tomcat_heap=1g).")
    Map<String, String> facts = new LinkedHashMap<>();

    /** The folder of the run this command made (set once the run has started). */
    Path runFolder;

    @Override
    public Integer call() throws IOException {
        PrintStream out = System.out;
        ProviderReport crypto = ClientCryptoProvider.install(cryptoProvider, out);
        SecurityConfig security = service.security();
        Map<String, ScenarioDefinition> declared = service.declaredScenarios();
        Workload workload = MatrixFiles.loadWorkload(workloadFile, workloadOverrides);
        List<ScenarioDefinition> scenarios = select(declared, only == null || only.isEmpty()
                ? workload.scenarioNames(MatrixFiles.defaultScenarioNames(service.scenariosFile)) : only,
                only == null || only.isEmpty() ? "scenario of " + workloadFile : "--scenario");
        MatrixFiles.checkVisitedScenarios(workloadFile, workload, declared.keySet(), service.scenariosFile);
        if (repetitions != null) {
            workload = workload.withRepetitions(positive("--repetitions", repetitions));
        }
        if (rounds != null) {
            String problem = Workload.roundsProblem(workload.sequences(), workload.repetitions(), rounds);
            if (problem != null) {
                throw new BadInputException("--rounds: " + problem);
            }
            workload = workload.withRounds(rounds);
        }
        if (threads != null) {
            workload = workload.withThreads(positive("--threads", threads));
        }
        if (settleRounds != null) {
            if (settleRounds < 0) {
                throw new BadInputException("--settle-rounds must not be negative, not " + settleRounds);
            }
            WarmupRule rule = workload.warmup();
            workload = workload.withWarmup(new WarmupRule(rule.untilSteady(), rule.window(), rule.cv(), rule.trend(),
                    settleRounds));
        }
        if (orderSeed != null) {
            workload = workload.withOrderSeed(orderSeed);
        }
        if (noPrime) {
            workload = workload.withPrime(false);
        }
        String id = runId != null ? runId
                : DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").format(ZonedDateTime.now(ZoneOffset.UTC)) + "-" + workload.name();
        Endpoints endpoints = service.endpoints();
        if (waitForServerSeconds > 0) {
            ServerWait.untilAnswering(endpoints.statusUrl(), security, waitForServerSeconds, out);
        }
        return measure(id, scenarios, workload, crypto, security, endpoints, out);
    }

    /** Measures the matrix once into run folder {@code id}; the exit code of {@link #printOutcome}. */
    private int measure(String id, List<ScenarioDefinition> declaredScenarios, Workload workload, ProviderReport crypto,
                        SecurityConfig security, Endpoints endpoints, PrintStream out) throws IOException {
        CpuPinning pinning = pinCpus == null ? CpuPinning.NONE : CpuPinning.parse(pinCpus);
        runFolder = prepareRunFolder(resultsDir.resolve(id));
        useRunFolderForLogs(runFolder);
        // Variants run with a policy generated from their base scenario's: kept in the run folder.
        Path policies = RunFiles.in(runFolder).policies();
        List<ScenarioDefinition> scenarios = declaredScenarios.stream().map(s -> s.materialize(policies)).toList();
        FloorPricing floor = FloorPricing.load(cryptoFloor, crypto.choice().id(), scenarios, out);

        RunManifest.Crypto providers = ClientCryptoProvider.manifest(crypto, noServerStatus ? new Properties()
                : new ResourceSampler(endpoints.statusUrl(), TrustedTls.from(security)).serverStatus(), out);
        RunSettings settings = new RunSettings(new RunSettings.Output(id, runFolder, facts,
                        List.of(service.scenariosFile, workloadFile), providers, floor),
                new RunSettings.Matrix(scenarios, workload), new RunSettings.Target(endpoints, security, !noServerStatus),
                new RunSettings.Behaviour(errorBudget, System.console() != null, heapSampleEvery, pinning));
        out.printf("wss-bench run %s: %d scenarios x %s, %d repetitions in %d rounds, warm-up %s, %d thread(s) -> %s%n",
                id, scenarios.size(), workload.sequences().stream().map(s -> s.name() + " " + s.spec().count()).toList(),
                workload.repetitions(), workload.rounds(), workload.warmup().untilSteady() ? "until steady (capped)"
                        : "fixed", workload.threads(), runFolder);
        RunOutcome outcome = new MatrixRunner(settings, out).run();
        if (!noReport) {
            ReportWriter.write(runFolder, out);
        }
        return printOutcome(outcome, out);
    }

    private List<ScenarioDefinition> select(Map<String, ScenarioDefinition> declared, List<String> names, String origin) {
        List<ScenarioDefinition> selected = new ArrayList<>();
        for (String name : names) {
            ScenarioDefinition scenario = declared.get(name.trim());
            if (scenario == null) {
                throw new BadInputException(origin + " " + name + ": not in " + service.scenariosFile + " (declared: "
                        + String.join(", ", declared.keySet()) + ")");
            }
            selected.add(scenario);
        }
        return selected;
    }

    private static int positive(String option, int value) {
        if (value < 1) {
            throw new BadInputException(option + " must be at least 1, not " + value);
        }
        return value;
    }

    /** Fails before anything runs if the results folder cannot be written (read-only, disk full). */
    private static Path prepareRunFolder(Path folder) {
        try {
            if (RunFiles.in(folder).holdsRun()) {
                throw new BadInputException("run folder " + folder + " already holds a run; choose another --run-id");
            }
            Files.createDirectories(folder);
            Path probe = Files.createTempFile(folder, ".write-check", ".tmp");
            Files.write(probe, new byte[64 * 1024]);
            Files.delete(probe);
            return folder;
        } catch (IOException e) {
            throw new BadInputException("results folder " + folder + " is not writable: " + e.getMessage(), e);
        }
    }

    private static void useRunFolderForLogs(Path runFolder) {
        System.setProperty("wssbench.run.dir", runFolder.toAbsolutePath().toString());
        ((LoggerContext) LogManager.getContext(false)).reconfigure();
    }

    private static int printOutcome(RunOutcome outcome, PrintStream out) {
        long failed = outcome.summary().stream().mapToLong(SummaryRow::errors).sum();
        out.printf("Run %s in %.1f s; driver overhead %.1f us/request between calls; results in %s%n",
                outcome.complete() ? "complete" : "INCOMPLETE", outcome.elapsedNanos() / 1e9,
                outcome.driverOverheadNanos() / 1e3, outcome.runFolder());
        Double steal = outcome.cpuStealPercent();
        if (steal != null) {
            out.printf(Locale.ROOT, "CPU steal %.1f%% (the hypervisor's share of this machine's time while the matrix ran)%s%n",
                    steal, RunManifest.Outcome.notQuiet(steal) ? String.format(Locale.ROOT, ": not a quiet machine "
                            + "(above %.0f%%); baselines and histories leave this run out",
                            RunManifest.Outcome.QUIET_MAX_STEAL_PERCENT) : "");
        }
        outcome.problems().forEach(problem -> out.println("  problem: " + problem));
        if (failed > 0) {
            out.println("  " + failed + " request(s) failed: see the status and error columns of requests.csv");
        }
        return outcome.complete() && failed == 0 ? ExitCodes.OK : ExitCodes.REQUESTS_FAILED;
    }
}
