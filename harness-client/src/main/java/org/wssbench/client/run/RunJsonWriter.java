package org.wssbench.client.run;

import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.scenario.Stack;
import org.wssbench.client.stack.StackClients;
import org.wssbench.client.stack.StackServiceStatus;
import org.wssbench.client.scenario.SequenceDefinition;
import org.wssbench.results.RunManifest;
import org.wssbench.results.RunFiles;
import org.wssbench.wire.BuildVersions;
import org.wssbench.wire.FileDigest;
import org.wssbench.wire.StatusPage;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

/**
 * Gathers the facts of a run (machine, versions, server status, matrix, input file digests) into a
 * {@link RunManifest} and writes it as run.json ({@link RunFiles#MANIFEST}). Written
 * at the start (complete=false) and rewritten at the end with the outcome.
 */
final class RunJsonWriter {

    /**
     * @param reconnects     connections opened inside timed (measured) calls: should be 0
     * @param notSteady      cells whose warm-up hit its cap before the steady-state test passed
     * @param stealPercent   the hypervisor's share of the CPU time while the matrix ran ({@link CpuSteal}); null if
     *                       unknown
     */
    record Outcome(double elapsedSeconds, int requests, double driverOverheadNanosMean, List<String> problems,
                   String serverStatusError, long reconnects, List<String> notSteady, Double stealPercent) {
    }

    private final RunManifest started;

    /**
     * @param design       the measurement design, written as run.json {@code design}
     * @param serverStatus the service's /status page at the start (catalogue identity, server versions)
     */
    RunJsonWriter(RunSettings settings, RunDesign design, Properties serverStatus) {
        RunManifest manifest = new RunManifest(settings.runId(), Instant.now().toString(), false, source(settings),
                versions(settings), client(), Map.of("http", String.valueOf(settings.target().endpoints().http()),
                "https", String.valueOf(settings.target().endpoints().https())),
                serverStatus.getProperty(StatusPage.CATALOGUE,
                        settings.output().facts().getOrDefault("catalogue", "unknown (no server status)")),
                server(serverStatus), matrix(settings), Map.of(), settings.output().crypto(), settings.output().facts(),
                null, Map.of());
        for (Map.Entry<String, Object> entry : design.toJson().entrySet()) {
            manifest = manifest.withDesign(entry.getKey(), entry.getValue());
        }
        this.started = manifest;
    }

    /** The manifest as written at the start; add design facts with {@link RunManifest#withDesign}. */
    RunManifest manifest() {
        return started;
    }

    void write(RunFiles files, boolean complete, Outcome outcome) throws IOException {
        RunManifest manifest = outcome == null ? started : started.finished(complete, new RunManifest.Outcome(
                outcome.elapsedSeconds(), outcome.requests(),
                Double.isNaN(outcome.driverOverheadNanosMean()) ? null : outcome.driverOverheadNanosMean(),
                outcome.problems(), outcome.serverStatusError(), outcome.reconnects(), outcome.notSteady(),
                outcome.stealPercent()));
        files.write(RunFiles.MANIFEST, manifest);
    }

    static Map<String, String> versions() {
        Map<String, String> versions = new LinkedHashMap<>(BuildVersions.all());
        versions.put("jdk", Runtime.version().toString());
        return versions;
    }

    /**
     * {@link #versions()}, plus, when the matrix has scenarios on another stack (the stack axis), that
     * stack's libraries as its client loaded them ({@code cxf-client.<library>}) and as its service reports
     * them ({@code cxf-service.<library>}, from its /status page).
     */
    static Map<String, String> versions(RunSettings settings) {
        Map<String, String> versions = versions();
        if (settings.scenarios().stream().anyMatch(s -> s.stack() != Stack.AXIS2)) {
            StackClients.cxf().versions().forEach((library, version) -> versions.put("cxf-client." + library, version));
            ScenarioDefinition any = settings.scenarios().stream().filter(s -> s.stack() != Stack.AXIS2).findFirst().get();
            String status = any.stack().endpoint(settings.target().endpoints().baseUrl(any), "")
                    .replaceFirst("/services/(streaming/)?$", "/status");
            StackServiceStatus.versions(status).forEach((library, version) -> versions.put("cxf-service." + library, version));
        }
        return versions;
    }

    private static RunManifest.Client client() {
        RunManifest.Jdk jdk = new RunManifest.Jdk(Runtime.version().feature(), Runtime.version().toString(),
                System.getProperty("java.vm.vendor"), System.getProperty("java.vm.name"));
        RunManifest.Cpu cpu = cpu();
        return new RunManifest.Client(jdk.text(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"),
                cpu.text(), Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() / (1024 * 1024),
                ManagementFactory.getRuntimeMXBean().getInputArguments(), jdk, cpu);
    }

    private static RunManifest.Server server(Properties status) {
        return new RunManifest.Server(status.getProperty(StatusPage.SERVER_INFO, "unknown"),
                status.getProperty(StatusPage.JDK, "unknown"), status.getProperty(StatusPage.HEAP_MAX_MB, "unknown"),
                StatusPage.versions(status));
    }

    private static RunManifest.Matrix matrix(RunSettings settings) {
        List<RunManifest.Scenario> scenarios = new ArrayList<>();
        for (ScenarioDefinition s : settings.scenarios()) {
            scenarios.add(new RunManifest.Scenario(s.name(), s.transport(), s.service(),
                    s.policy() == null ? null : s.policy().getFileName().toString(), s.modules()));
        }
        List<RunManifest.Sequence> sequences = new ArrayList<>();
        for (SequenceDefinition d : settings.workload().sequences()) {
            sequences.add(new RunManifest.Sequence(d.name(), d.spec().count(), d.spec().seed(),
                    d.spec().rangeFraction(), d.warmupRequests()));
        }
        return new RunManifest.Matrix(scenarios, settings.workload().name(), sequences,
                settings.workload().repetitions(), settings.workload().rounds(), settings.workload().threads(),
                settings.workload().window().toString());
    }

    /**
     * Git commit and dirty flag of the checkout, and the digest of every input file: scenarios and
     * workload files, client policies and the service policies beside them. A variant's generated
     * policy is digested by its base file; the run folder keeps the generated client policy itself.
     */
    private static RunManifest.Source source(RunSettings settings) {
        List<Path> files = new ArrayList<>(settings.output().inputFiles());
        for (ScenarioDefinition s : settings.scenarios()) {
            if (s.policy() != null && !files.contains(s.policy())) {
                files.add(s.policy());
                // the service policy beside it (policies/x-client.xml -> x-service.xml), as the WAR packages it
                Path service = s.policy().resolveSibling(s.policy().getFileName().toString()
                        .replace("-client.xml", "-service.xml"));
                if (!service.equals(s.policy()) && Files.isReadable(service) && !files.contains(service)) {
                    files.add(service);
                }
            }
        }
        Map<String, String> digests = new LinkedHashMap<>();
        for (Path file : files) {
            String name = file.normalize().toString();
            try {
                digests.put(name, FileDigest.sha256(file));
            } catch (IOException e) {
                digests.put(name, "unreadable: " + e.getMessage());
            }
        }
        String commit = fromBuildOr("wssbench.git.commit", () -> git("rev-parse", "HEAD"));
        String status = fromBuildOr("wssbench.git.dirty", () -> {
            String changes = git("status", "--porcelain", "--untracked-files=no");
            return changes == null ? null : String.valueOf(!changes.isEmpty());
        });
        return new RunManifest.Source(commit == null ? "unknown" : commit,
                status == null || status.equals("unknown") ? null : Boolean.valueOf(status), digests);
    }

    private static String fromBuildOr(String property, java.util.function.Supplier<String> fallback) {
        String fromBuild = System.getProperty(property);
        return fromBuild != null && !fromBuild.isBlank() ? fromBuild : fallback.get();
    }

    /** Output of a git command in the working folder, or null outside a checkout or without git. */
    private static String git(String... arguments) {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(arguments));
        try {
            Process git = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String text = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            return git.waitFor(5, TimeUnit.SECONDS) && git.exitValue() == 0 ? text : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /**
     * The CPU's name and, on Linux, its vendor, family, model and stepping from the first processor of /proc/cpuinfo:
     * two different hosts have been seen to report the same name ({@code Intel(R) Xeon(R) Processor}) for different
     * CPUs, and a baseline of one must not gate the other. Elsewhere the name is {@code os.arch}.
     */
    static RunManifest.Cpu cpu() {
        try {
            return cpu(Files.readAllLines(Path.of("/proc/cpuinfo")));
        } catch (IOException | RuntimeException ignored) {
            return new RunManifest.Cpu(null, System.getProperty("os.arch"), null, null, null);
        }
    }

    /** The CPU of /proc/cpuinfo's lines (its first processor's block); {@code os.arch} as the name without one. */
    static RunManifest.Cpu cpu(List<String> cpuinfo) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (String line : cpuinfo) {
            int colon = line.indexOf(':');
            if (colon < 0) {
                if (fields.containsKey("model name")) {
                    break; // the first processor's block is enough
                }
                continue;
            }
            fields.putIfAbsent(line.substring(0, colon).trim(), line.substring(colon + 1).trim());
        }
        String name = fields.get("model name");
        if (name == null) {
            return new RunManifest.Cpu(null, System.getProperty("os.arch"), null, null, null);
        }
        return new RunManifest.Cpu(fields.get("vendor_id"), name, number(fields.get("cpu family")),
                number(fields.get("model")), number(fields.get("stepping")));
    }

    /** A /proc/cpuinfo number; null where absent or not a number (some CPUs report {@code unknown}). */
    private static Integer number(String value) {
        try {
            return value == null ? null : Integer.valueOf(value);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
