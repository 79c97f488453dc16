package org.wssbench.client.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.scenario.SequenceDefinition;
import org.wssbench.wire.BuildVersions;

import java.io.IOException;
import java.lang.management.ManagementFactory;
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
 * run.json: what was run, on what, with which versions — enough to decide whether two runs can
 * be compared. Written at the start (complete=false) and rewritten at the end.
 */
final class RunManifest {

    /**
     * @param reconnects     connections opened inside timed (measured) calls: should be 0
     * @param notSteady      cells whose warm-up hit its cap before the steady-state test passed
     */
    record Outcome(double elapsedSeconds, int requests, double driverOverheadNanosMean, List<String> problems,
                   String serverStatusError, long reconnects, List<String> notSteady) {
    }

    private final RunSettings settings;
    private final RunDesign design;
    private final Properties serverStatus;
    private final String started = Instant.now().toString();

    /** @param serverStatus the service's /status page at the start (catalogue identity, server versions) */
    RunManifest(RunSettings settings, RunDesign design, Properties serverStatus) {
        this.settings = settings;
        this.design = design;
        this.serverStatus = serverStatus;
    }

    void write(Path file, boolean complete, Outcome outcome) throws IOException {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("run_id", settings.runId());
        json.put("date", started);
        json.put("complete", complete);
        json.put("git_commit", gitCommit());
        json.put("versions", versions());
        json.put("jdk", System.getProperty("java.vm.vendor") + " " + System.getProperty("java.vm.name") + " " + Runtime.version());
        json.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
        json.put("cpu_model", cpuModel());
        json.put("cores", Runtime.getRuntime().availableProcessors());
        json.put("client_heap_max_mb", Runtime.getRuntime().maxMemory() / (1024 * 1024));
        json.put("client_jvm_args", ManagementFactory.getRuntimeMXBean().getInputArguments());
        json.put("endpoints", Map.of("http", String.valueOf(settings.target().endpoints().http()),
                "https", String.valueOf(settings.target().endpoints().https())));
        json.put("catalogue", serverStatus.getProperty("catalogue",
                settings.output().facts().getOrDefault("catalogue", "unknown (no server status)")));
        json.put("server", Map.of("info", serverStatus.getProperty("server_info", "unknown"),
                "jdk", serverStatus.getProperty("jdk", "unknown"),
                "heap_max_mb", serverStatus.getProperty("heap_max_mb", "unknown")));
        json.put("matrix", matrix());
        json.put("design", design.toJson());
        json.put("build", settings.output().facts());
        if (outcome != null) {
            json.put("elapsed_seconds", outcome.elapsedSeconds());
            json.put("requests_recorded", outcome.requests());
            json.put("driver_overhead_ns_mean", Double.isNaN(outcome.driverOverheadNanosMean()) ? null : outcome.driverOverheadNanosMean());
            json.put("problems", outcome.problems());
            json.put("server_status_error", outcome.serverStatusError());
            json.put("reconnects_in_measured_calls", outcome.reconnects());
            json.put("warmup_not_steady", outcome.notSteady());
        }
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), json);
    }

    private Map<String, Object> matrix() {
        Map<String, Object> matrix = new LinkedHashMap<>();
        List<Map<String, Object>> scenarios = new ArrayList<>();
        for (ScenarioDefinition s : settings.scenarios()) {
            Map<String, Object> scenario = new LinkedHashMap<>();
            scenario.put("name", s.name());
            scenario.put("transport", s.transport());
            scenario.put("service", s.service());
            scenario.put("policy", s.policy() == null ? null : s.policy().getFileName().toString());
            scenario.put("modules", s.modules());
            scenarios.add(scenario);
        }
        matrix.put("scenarios", scenarios);
        List<Map<String, Object>> sequences = new ArrayList<>();
        for (SequenceDefinition d : settings.workload().sequences()) {
            Map<String, Object> sequence = new LinkedHashMap<>();
            sequence.put("name", d.name());
            sequence.put("count", d.spec().count());
            sequence.put("seed", d.spec().seed());
            sequence.put("range_fraction", d.spec().rangeFraction());
            sequence.put("warmup", d.warmupRequests());
            sequences.add(sequence);
        }
        matrix.put("workload", settings.workload().name());
        matrix.put("sequences", sequences);
        matrix.put("repetitions", settings.workload().repetitions());
        matrix.put("rounds", settings.workload().rounds());
        matrix.put("threads", settings.workload().threads());
        matrix.put("window", settings.workload().window().toString());
        return matrix;
    }

    static Map<String, String> versions() {
        Map<String, String> versions = new LinkedHashMap<>(BuildVersions.all());
        versions.put("jdk", Runtime.version().toString());
        return versions;
    }

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException ignored) {
            // not Linux: fall through
        }
        return System.getProperty("os.arch");
    }

    private static String gitCommit() {
        String fromBuild = System.getProperty("wssbench.git.commit");
        if (fromBuild != null && !fromBuild.isBlank()) {
            return fromBuild;
        }
        try {
            Process git = new ProcessBuilder("git", "rev-parse", "HEAD").redirectErrorStream(true).start();
            String text = new String(git.getInputStream().readAllBytes()).trim();
            return git.waitFor(5, TimeUnit.SECONDS) && git.exitValue() == 0 ? text : "unknown";
        } catch (IOException e) {
            return "unknown";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }
}
