package org.wssbench.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The run.json file format: writes a {@link RunManifest} and reads it back, the way
 * {@link SummaryCsv} does for summary.csv. Top-level keys (snake_case):
 *
 * <pre>
 * run_id, date, complete, git_commit, git_dirty, files_sha256{path: sha256},
 * versions{component: version}, jdk, os, cpu_model, cores, client_heap_max_mb, client_jvm_args[],
 * endpoints{http, https}, catalogue,
 * server{info, jdk, heap_max_mb, versions{}},
 * matrix{scenarios[{name, transport, service, policy, modules[]}], workload,
 *        sequences[{name, count, seed, range_fraction, warmup}], repetitions, rounds, threads, window},
 * design{...},
 * crypto_provider{client{choice, name, version, class, served_by{algorithm: provider}, fallbacks[]}, server{...}},
 * build{...},
 * elapsed_seconds, requests_recorded, driver_overhead_ns_mean, problems[], server_status_error,
 * reconnects_in_measured_calls, warmup_not_steady[]
 * </pre>
 *
 * Every key is optional on reading (older and crashed runs lack some); a key of the wrong type is
 * a {@link ResultFileException} naming it. Keys this version does not know are kept.
 *
 * <p>Runs written before {@code crypto_provider} was typed kept the provider as text facts in
 * {@code build} ({@link #LEGACY_CRYPTO_FACTS}); reading such a file moves them into
 * {@link RunManifest#crypto()}, so a rewritten file has them in the typed place only.
 */
public final class RunManifestJson {

    /** Record components of design values are written in snake_case like the rest of the file. */
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Set<String> KNOWN = Set.of("run_id", "date", "complete", "git_commit", "git_dirty",
            "files_sha256", "versions", "jdk", "os", "cpu_model", "cores", "client_heap_max_mb", "client_jvm_args",
            "endpoints", "catalogue", "server", "matrix", "design", "build", "elapsed_seconds", "requests_recorded",
            "driver_overhead_ns_mean", "problems", "server_status_error", "reconnects_in_measured_calls",
            "warmup_not_steady", "crypto_provider");

    /** The {@code build} facts in which runs before the typed {@code crypto_provider} recorded the provider. */
    public static final List<String> LEGACY_CRYPTO_FACTS = List.of("crypto_provider", "crypto_provider_version",
            "crypto_provider_fallbacks", "crypto_provider_served_by", "server_crypto_provider",
            "server_crypto_provider_version", "server_crypto_provider_fallbacks");

    private RunManifestJson() {
    }

    public static void write(Path file, RunManifest manifest) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        JSON.writeValue(temporary.toFile(), toTree(manifest));
        Files.move(temporary, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** The manifest of a run folder's run.json, or null if there is none. */
    public static RunManifest read(Path file) throws IOException {
        if (!Files.exists(file)) {
            return null;
        }
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
        return new Reader(file).manifest(root);
    }

    /** The JSON tree as written to run.json. */
    public static ObjectNode toTree(RunManifest m) {
        ObjectNode root = NODES.objectNode();
        root.put("run_id", m.runId());
        root.put("date", m.date());
        root.put("complete", m.complete());
        RunManifest.Source source = m.source();
        if (source != null) {
            root.put("git_commit", source.gitCommit());
            root.put("git_dirty", source.gitDirty());
            root.set("files_sha256", JSON.valueToTree(source.files()));
        }
        root.set("versions", JSON.valueToTree(m.versions()));
        RunManifest.Client client = m.client();
        if (client != null) {
            root.put("jdk", client.jdk());
            root.put("os", client.os());
            root.put("cpu_model", client.cpuModel());
            root.put("cores", client.cores());
            root.put("client_heap_max_mb", client.heapMaxMb());
            root.set("client_jvm_args", JSON.valueToTree(client.jvmArgs()));
        }
        root.set("endpoints", JSON.valueToTree(m.endpoints()));
        root.put("catalogue", m.catalogue());
        RunManifest.Server server = m.server();
        if (server != null) {
            ObjectNode s = root.putObject("server");
            s.put("info", server.info());
            s.put("jdk", server.jdk());
            s.put("heap_max_mb", server.heapMaxMb());
            s.set("versions", JSON.valueToTree(server.versions()));
        }
        if (m.matrix() != null) {
            root.set("matrix", matrix(m.matrix()));
        }
        root.set("design", JSON.valueToTree(m.design()));
        if (m.crypto() != null) {
            ObjectNode crypto = root.putObject("crypto_provider");
            crypto.set("client", provider(m.crypto().client()));
            crypto.set("server", provider(m.crypto().server()));
        }
        root.set("build", JSON.valueToTree(m.build()));
        RunManifest.Outcome outcome = m.outcome();
        if (outcome != null) {
            root.put("elapsed_seconds", outcome.elapsedSeconds());
            root.put("requests_recorded", outcome.requestsRecorded());
            root.put("driver_overhead_ns_mean", outcome.driverOverheadNsMean());
            root.set("problems", JSON.valueToTree(outcome.problems()));
            root.put("server_status_error", outcome.serverStatusError());
            root.put("reconnects_in_measured_calls", outcome.reconnectsInMeasuredCalls());
            root.set("warmup_not_steady", JSON.valueToTree(outcome.warmupNotSteady()));
        }
        m.other().forEach((key, raw) -> {
            try {
                root.set(key, JSON.readTree(raw));
            } catch (JsonProcessingException e) {
                root.put(key, raw); // kept as read; cannot happen for text this class produced
            }
        });
        return root;
    }

    private static JsonNode provider(RunManifest.CryptoProvider p) {
        if (p == null) {
            return NODES.nullNode();
        }
        ObjectNode node = NODES.objectNode();
        node.put("choice", p.choice());
        node.put("name", p.name());
        node.put("version", p.version());
        node.put("class", p.providerClass());
        node.set("served_by", JSON.valueToTree(p.servedBy()));
        node.set("fallbacks", p.fallbacks() == null ? NODES.nullNode() : JSON.valueToTree(p.fallbacks()));
        return node;
    }

    private static ObjectNode matrix(RunManifest.Matrix matrix) {
        ObjectNode node = NODES.objectNode();
        ArrayNode scenarios = node.putArray("scenarios");
        for (RunManifest.Scenario s : matrix.scenarios()) {
            ObjectNode scenario = scenarios.addObject();
            scenario.put("name", s.name());
            scenario.put("transport", s.transport());
            scenario.put("service", s.service());
            scenario.put("policy", s.policy());
            scenario.set("modules", JSON.valueToTree(s.modules()));
        }
        node.put("workload", matrix.workload());
        ArrayNode sequences = node.putArray("sequences");
        for (RunManifest.Sequence d : matrix.sequences()) {
            ObjectNode sequence = sequences.addObject();
            sequence.put("name", d.name());
            sequence.put("count", d.count());
            sequence.put("seed", d.seed());
            sequence.put("range_fraction", d.rangeFraction());
            sequence.put("warmup", d.warmup());
        }
        node.put("repetitions", matrix.repetitions());
        if (matrix.rounds() != null) {
            node.put("rounds", matrix.rounds());
        }
        node.put("threads", matrix.threads());
        node.put("window", matrix.window());
        return node;
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

    static <T> T convert(Object value, Class<T> type) {
        return value == null ? null : JSON.convertValue(value, type);
    }

    /** Reads the tree with errors that name the file and the key. */
    private record Reader(Path file) {

        RunManifest manifest(JsonNode root) throws ResultFileException {
            RunManifest.Source source = new RunManifest.Source(text(root, "git_commit"), bool(root, "git_dirty"),
                    strings(root, "files_sha256"));
            RunManifest.Client client = new RunManifest.Client(text(root, "jdk"), text(root, "os"),
                    text(root, "cpu_model"), integer(root, "cores"), whole(root, "client_heap_max_mb"),
                    list(root, "client_jvm_args"));
            JsonNode s = object(root, "server");
            RunManifest.Server server = s == null ? null : new RunManifest.Server(text(s, "info"), text(s, "jdk"),
                    text(s, "heap_max_mb"), strings(s, "versions"));
            JsonNode m = object(root, "matrix");
            RunManifest.Outcome outcome = root.has("elapsed_seconds") || root.has("requests_recorded")
                    || root.has("problems")
                    ? new RunManifest.Outcome(decimal(root, "elapsed_seconds"), integer(root, "requests_recorded"),
                            decimal(root, "driver_overhead_ns_mean"), list(root, "problems"),
                            text(root, "server_status_error"), whole(root, "reconnects_in_measured_calls"),
                            list(root, "warmup_not_steady"))
                    : null;
            Map<String, String> other = new LinkedHashMap<>();
            root.fields().forEachRemaining(e -> {
                if (!KNOWN.contains(e.getKey())) {
                    other.put(e.getKey(), e.getValue().toString());
                }
            });
            Boolean complete = bool(root, "complete");
            JsonNode design = object(root, "design");
            Map<String, String> build = strings(root, "build");
            JsonNode c = object(root, "crypto_provider");
            RunManifest.Crypto crypto = c != null
                    ? new RunManifest.Crypto(provider(c, "client"), provider(c, "server"))
                    : legacyCrypto(build);
            return new RunManifest(text(root, "run_id"), text(root, "date"), complete != null && complete, source,
                    strings(root, "versions"), client, strings(root, "endpoints"), text(root, "catalogue"), server,
                    m == null ? null : matrix(m),
                    design == null ? Map.of() : JSON.convertValue(design, LinkedHashMap.class),
                    crypto, build, outcome, other);
        }

        private RunManifest.CryptoProvider provider(JsonNode crypto, String side) throws ResultFileException {
            JsonNode p = object(crypto, side);
            if (p == null) {
                return null;
            }
            return new RunManifest.CryptoProvider(text(p, "choice"), text(p, "name"), text(p, "version"),
                    text(p, "class"), strings(p, "served_by"), value(p, "fallbacks") == null ? null : list(p, "fallbacks"));
        }

        /**
         * The typed provider of a run that recorded it as {@code build} facts, which are removed from
         * {@code build}; null if the run has none (runs before the provider option: the JDK's, unrecorded).
         */
        private static RunManifest.Crypto legacyCrypto(Map<String, String> build) {
            String client = build.get("crypto_provider");
            if (client == null) {
                return null;
            }
            String server = build.get("server_crypto_provider");
            RunManifest.CryptoProvider serverProvider = server == null || server.equals("unknown") ? null
                    : legacyProvider(server, build.get("server_crypto_provider_version"), null,
                    build.get("server_crypto_provider_fallbacks"));
            RunManifest.Crypto crypto = new RunManifest.Crypto(legacyProvider(client, build.get("crypto_provider_version"),
                    build.get("crypto_provider_served_by"), build.get("crypto_provider_fallbacks")), serverProvider);
            LEGACY_CRYPTO_FACTS.forEach(build::remove);
            return crypto;
        }

        /** Parses the text facts: {@code "Name version"}, {@code "label=provider, ..."}, {@code "none"} or lines joined by "; ". */
        private static RunManifest.CryptoProvider legacyProvider(String choice, String nameAndVersion, String servedBy,
                                                                 String fallbacks) {
            String name = nameAndVersion == null || nameAndVersion.isBlank() ? null : nameAndVersion.trim();
            String version = null;
            if (name != null && name.lastIndexOf(' ') > 0) {
                version = name.substring(name.lastIndexOf(' ') + 1);
                name = name.substring(0, name.lastIndexOf(' '));
            }
            Map<String, String> served = new LinkedHashMap<>();
            if (servedBy != null && !servedBy.isBlank()) {
                for (String pair : servedBy.split(", ")) {
                    int equals = pair.lastIndexOf('=');
                    if (equals > 0) {
                        served.put(pair.substring(0, equals), pair.substring(equals + 1));
                    }
                }
            }
            List<String> lines = fallbacks == null || fallbacks.isBlank() ? null
                    : fallbacks.equals("none") ? List.of() : List.of(fallbacks.split("; "));
            return new RunManifest.CryptoProvider(choice, name, version, null, served, lines);
        }

        private RunManifest.Matrix matrix(JsonNode m) throws ResultFileException {
            List<RunManifest.Scenario> scenarios = new ArrayList<>();
            for (JsonNode s : array(m, "scenarios")) {
                scenarios.add(new RunManifest.Scenario(text(s, "name"), text(s, "transport"), text(s, "service"),
                        text(s, "policy"), list(s, "modules")));
            }
            List<RunManifest.Sequence> sequences = new ArrayList<>();
            for (JsonNode d : array(m, "sequences")) {
                sequences.add(new RunManifest.Sequence(text(d, "name"), integer(d, "count"), whole(d, "seed"),
                        decimal(d, "range_fraction"), integer(d, "warmup")));
            }
            return new RunManifest.Matrix(scenarios, text(m, "workload"), sequences, integer(m, "repetitions"),
                    integer(m, "rounds"), integer(m, "threads"), text(m, "window"));
        }

        private JsonNode value(JsonNode parent, String key) {
            JsonNode node = parent.get(key);
            return node == null || node.isNull() ? null : node;
        }

        private String text(JsonNode parent, String key) throws ResultFileException {
            JsonNode node = value(parent, key);
            if (node == null) {
                return null;
            }
            if (!node.isValueNode()) {
                throw wrong(key, "a text or number", node);
            }
            return node.asText();
        }

        private Boolean bool(JsonNode parent, String key) throws ResultFileException {
            JsonNode node = value(parent, key);
            if (node == null) {
                return null;
            }
            if (!node.isBoolean()) {
                throw wrong(key, "true or false", node);
            }
            return node.booleanValue();
        }

        private Integer integer(JsonNode parent, String key) throws ResultFileException {
            JsonNode node = value(parent, key);
            if (node == null) {
                return null;
            }
            if (!node.canConvertToInt() || !node.isIntegralNumber()) {
                throw wrong(key, "an integer", node);
            }
            return node.intValue();
        }

        private Long whole(JsonNode parent, String key) throws ResultFileException {
            JsonNode node = value(parent, key);
            if (node == null) {
                return null;
            }
            if (!node.canConvertToLong() || !node.isIntegralNumber()) {
                throw wrong(key, "an integer", node);
            }
            return node.longValue();
        }

        private Double decimal(JsonNode parent, String key) throws ResultFileException {
            JsonNode node = value(parent, key);
            if (node == null) {
                return null;
            }
            if (!node.isNumber()) {
                throw wrong(key, "a number", node);
            }
            return node.doubleValue();
        }

        private JsonNode object(JsonNode parent, String key) throws ResultFileException {
            JsonNode node = value(parent, key);
            if (node != null && !node.isObject()) {
                throw wrong(key, "an object", node);
            }
            return node;
        }

        private Iterable<JsonNode> array(JsonNode parent, String key) throws ResultFileException {
            JsonNode node = value(parent, key);
            if (node == null) {
                return List.of();
            }
            if (!node.isArray()) {
                throw wrong(key, "a list", node);
            }
            return node;
        }

        private List<String> list(JsonNode parent, String key) throws ResultFileException {
            List<String> values = new ArrayList<>();
            for (JsonNode item : array(parent, key)) {
                if (!item.isValueNode()) {
                    throw wrong(key, "a list of texts", item);
                }
                values.add(item.asText());
            }
            return values;
        }

        private Map<String, String> strings(JsonNode parent, String key) throws ResultFileException {
            JsonNode node = object(parent, key);
            Map<String, String> values = new LinkedHashMap<>();
            if (node != null) {
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> e = it.next();
                    if (!e.getValue().isValueNode()) {
                        throw wrong(key + "." + e.getKey(), "a text", e.getValue());
                    }
                    values.put(e.getKey(), e.getValue().isNull() ? null : e.getValue().asText());
                }
            }
            return values;
        }

        private ResultFileException wrong(String key, String expected, JsonNode found) {
            String shown = found.toString();
            return new ResultFileException(file, "key " + key + ": expected " + expected + ", found "
                    + (shown.length() > 60 ? shown.substring(0, 60) + "..." : shown));
        }
    }
}
