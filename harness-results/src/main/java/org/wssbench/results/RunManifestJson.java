package org.wssbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The run.json file format: writes a {@link RunManifest} and reads it back, the way
 * {@link SummaryCsv} does for summary.csv. Top-level keys (snake_case):
 *
 * <pre>
 * run_id, date, complete, git_commit, git_dirty, files_sha256{path: sha256},
 * versions{component: version}, jdk, jdk_runtime{feature, version, vendor, vm}, os, cpu_model,
 * cpu{vendor, name, family, model, stepping}, cores, client_heap_max_mb, client_jvm_args[],
 * endpoints{http, https}, catalogue,
 * server{info, jdk, heap_max_mb, versions{}},
 * matrix{scenarios[{name, transport, service, policy, modules[]}], workload,
 *        sequences[{name, count, seed, range_fraction, warmup}], repetitions, rounds, threads, window},
 * design{...},
 * crypto_provider{client{choice, name, version, class, served_by{algorithm: provider}, fallbacks[]}, server{...}},
 * build{...},
 * elapsed_seconds, requests_recorded, driver_overhead_ns_mean, problems[], server_status_error,
 * reconnects_in_measured_calls, warmup_not_steady[], cpu_steal_percent
 * </pre>
 *
 * Jackson maps the file to {@link RunJson}, a record with one component per top-level key, and the nested
 * records of {@link RunManifest} as they are. Every key is optional on reading (older and crashed runs lack some);
 * a key of the wrong type is a {@link ResultFileException} naming it. Keys this version does not know are kept.
 *
 * <p>Runs written before {@code crypto_provider} was typed kept the provider as text facts in
 * {@code build} ({@link #LEGACY_CRYPTO_FACTS}); reading such a file moves them into
 * {@link RunManifest#crypto()}, so a rewritten file has them in the typed place only.
 *
 * <p>{@code jdk} and {@code cpu_model} are texts for people; {@code jdk_runtime} and {@code cpu} hold the same facts
 * one field each, and readers use those. Runs written before the typed keys have only the texts: reading such a
 * file derives the typed keys from them ({@link LegacyRunJson}, the one place that parses them).
 */
public final class RunManifestJson {

    /**
     * The one Jackson configuration of run.json, also used for the manifest's design values: record components, of
     * the file's records and of design values alike, are snake_case on disk.
     */
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    /** The top-level keys {@link RunJson} maps; any other key is kept as it was read. */
    private static final Set<String> KNOWN = Set.of("run_id", "date", "complete", "git_commit", "git_dirty",
            "files_sha256", "versions", "jdk", "jdk_runtime", "os", "cpu_model", "cpu", "cores", "client_heap_max_mb", "client_jvm_args",
            "endpoints", "catalogue", "server", "matrix", "design", "crypto_provider", "build", "elapsed_seconds",
            "requests_recorded", "driver_overhead_ns_mean", "problems", "server_status_error",
            "reconnects_in_measured_calls", "warmup_not_steady", "cpu_steal_percent");

    /** The {@code build} facts in which runs before the typed {@code crypto_provider} recorded the provider. */
    public static final List<String> LEGACY_CRYPTO_FACTS = List.of("crypto_provider", "crypto_provider_version",
            "crypto_provider_served_by", "crypto_provider_fallbacks", "server_crypto_provider",
            "server_crypto_provider_version", "server_crypto_provider_fallbacks");

    /** run.json as it is on disk: the manifest's source, client and outcome are flat top-level keys. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record RunJson(String runId, String date, Boolean complete, String gitCommit, Boolean gitDirty,
                   Map<String, String> filesSha256, Map<String, String> versions, String jdk,
                   RunManifest.Jdk jdkRuntime, String os, String cpuModel, RunManifest.Cpu cpu, Integer cores, Long clientHeapMaxMb, List<String> clientJvmArgs,
                   Map<String, String> endpoints, String catalogue, RunManifest.Server server,
                   RunManifest.Matrix matrix, Map<String, Object> design, RunManifest.Crypto cryptoProvider,
                   Map<String, String> build, Double elapsedSeconds, Integer requestsRecorded,
                   Double driverOverheadNsMean, List<String> problems, String serverStatusError,
                   Long reconnectsInMeasuredCalls, List<String> warmupNotSteady, Double cpuStealPercent) {

        static RunJson of(RunManifest m) {
            RunManifest.Source source = m.source();
            RunManifest.Client client = m.client();
            RunManifest.Outcome outcome = m.outcome();
            return new RunJson(m.runId(), m.date(), m.complete(),
                    source == null ? null : source.gitCommit(), source == null ? null : source.gitDirty(),
                    source == null ? null : source.files(), m.versions(),
                    client == null ? null : client.jdk(), client == null ? null : client.runtime(),
                    client == null ? null : client.os(), client == null ? null : client.cpuModel(),
                    client == null ? null : client.cpu(), client == null ? null : client.cores(),
                    client == null ? null : client.heapMaxMb(), client == null ? null : client.jvmArgs(),
                    m.endpoints(), m.catalogue(), m.server(), m.matrix(), m.design(), m.crypto(), m.build(),
                    outcome == null ? null : outcome.elapsedSeconds(), outcome == null ? null : outcome.requestsRecorded(),
                    outcome == null ? null : outcome.driverOverheadNsMean(), outcome == null ? null : outcome.problems(),
                    outcome == null ? null : outcome.serverStatusError(),
                    outcome == null ? null : outcome.reconnectsInMeasuredCalls(),
                    outcome == null ? null : outcome.warmupNotSteady(),
                    outcome == null ? null : outcome.cpuStealPercent());
        }

        RunManifest manifest(Map<String, String> other) {
            Map<String, String> facts = build == null ? new LinkedHashMap<>() : new LinkedHashMap<>(build);
            RunManifest.Crypto crypto = cryptoProvider != null ? cryptoProvider : LegacyRunJson.moveCryptoOutOf(facts);
            boolean finished = elapsedSeconds != null || requestsRecorded != null || problems != null;
            return new RunManifest(runId, date, complete != null && complete,
                    new RunManifest.Source(gitCommit, gitDirty, filesSha256), versions,
                    new RunManifest.Client(jdk, os, cpuModel, cores, clientHeapMaxMb, clientJvmArgs,
                            jdkRuntime != null ? jdkRuntime : LegacyRunJson.jdk(jdk),
                            cpu != null ? cpu : LegacyRunJson.cpu(cpuModel)), endpoints,
                    catalogue, server, matrix, design, crypto, facts,
                    finished ? new RunManifest.Outcome(elapsedSeconds, requestsRecorded, driverOverheadNsMean, problems,
                            serverStatusError, reconnectsInMeasuredCalls, warmupNotSteady, cpuStealPercent) : null,
                    other);
        }
    }

    private RunManifestJson() {
    }

    static void write(Path file, RunManifest manifest) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        JSON.writeValue(temporary.toFile(), toTree(manifest));
        Files.move(temporary, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** The manifest in {@code file}; {@link RunFiles#MANIFEST} reads a missing one as null. */
    static RunManifest read(Path file) throws IOException {
        JsonNode root;
        try {
            root = JSON.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            long line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            throw new ResultFileException(file, line, null, "invalid JSON: " + e.getOriginalMessage());
        }
        if (root == null || !root.isObject()) {
            throw new ResultFileException(file, "expected a JSON object");
        }
        Map<String, String> other = new LinkedHashMap<>();
        root.fields().forEachRemaining(e -> {
            if (!KNOWN.contains(e.getKey())) {
                other.put(e.getKey(), e.getValue().toString());
            }
        });
        try {
            return JSON.treeToValue(root, RunJson.class).manifest(other);
        } catch (JsonMappingException e) {
            String key = e.getPath().stream().map(JsonMappingException.Reference::getFieldName)
                    .filter(name -> name != null).reduce((first, last) -> last).orElse("?");
            throw new ResultFileException(file, "key " + key + ": " + e.getOriginalMessage()
                    + " (at " + e.getPath().stream().map(r -> r.getFieldName() != null ? r.getFieldName()
                    : String.valueOf(r.getIndex())).collect(Collectors.joining(".")) + ")");
        }
    }

    /** The JSON tree as written to run.json. */
    public static ObjectNode toTree(RunManifest m) {
        ObjectNode root = JSON.valueToTree(RunJson.of(m));
        m.other().forEach((key, raw) -> {
            try {
                root.set(key, JSON.readTree(raw));
            } catch (JsonProcessingException e) {
                root.put(key, raw); // kept as read; cannot happen for text this class produced
            }
        });
        return root;
    }

    /**
     * Facts for people, in file order: top-level values, then {@code versions.*} and {@code server.*}
     * entries flattened with dotted names, then each JVM's crypto provider and its fallbacks. Objects
     * and lists other than these are left out.
     */
    public static Map<String, String> facts(RunManifest manifest) {
        ObjectNode root = toTree(manifest);
        Map<String, String> facts = new LinkedHashMap<>();
        root.fields().forEachRemaining(e -> {
            if (e.getValue().isValueNode() && !e.getValue().isNull()) {
                facts.put(e.getKey(), e.getValue().asText());
            }
        });
        flatten("versions", root.get("versions"), facts);
        flatten("server", root.get("server"), facts);
        RunManifest.Crypto crypto = manifest.crypto();
        if (crypto != null) {
            providerFacts("crypto_provider.client", crypto.client(), facts);
            providerFacts("crypto_provider.server", crypto.server(), facts);
        }
        return facts;
    }

    private static void providerFacts(String prefix, RunManifest.CryptoProvider provider, Map<String, String> facts) {
        facts.put(prefix, provider == null ? "unknown" : provider.summary());
        if (provider != null && provider.fallbacks() != null) {
            facts.put(prefix + ".fallbacks", provider.fallbacksText());
        }
    }

    private static void flatten(String prefix, JsonNode node, Map<String, String> facts) {
        if (node == null || !node.isObject()) {
            return;
        }
        node.fields().forEachRemaining(e -> {
            if (e.getKey().endsWith("sha256")) {
                return; // digests identify files; they are not for reading
            }
            if (e.getValue().isObject()) {
                flatten(prefix + "." + e.getKey(), e.getValue(), facts);
            } else if (e.getValue().isValueNode() && !e.getValue().isNull()) {
                facts.put(prefix + "." + e.getKey(), e.getValue().asText());
            }
        });
    }

    /** Compact JSON text of a manifest value (for messages). */
    public static String toText(Object value) {
        try {
            return JSON.writer().without(SerializationFeature.INDENT_OUTPUT).writeValueAsString(value);
        } catch (JsonProcessingException e) {
            return String.valueOf(value);
        }
    }
}
