package org.wssbench.results;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * run.json: what was run, on what, with which versions and files, and how it ended: enough to
 * repeat a run and to decide whether two runs can be compared. The driver writes it at the start
 * (complete=false, no outcome) and again at the end; RunManifestJson owns the file format.
 *
 * <p>Extending it: facts about the measurement design (seed, rounds, warm-up rule and outcome, CPU
 * pinning...) go into {@link #design()} under a new key, written as any JSON value
 * and read back with {@link #design(String, Class)}; nothing else needs to change. Unknown top-level
 * keys of a file (written by a newer driver) are kept in {@link #other()} and written back unchanged.
 *
 * @param runId      the run folder's name
 * @param date       start of the run, ISO-8601 UTC
 * @param complete   whether the driver finished the whole matrix
 * @param source     the harness's source: git commit, dirty flag, SHA-256 of each input file
 * @param versions   the stack the driver was built with (component to version) plus its JDK
 * @param client     the driver's machine and JVM
 * @param endpoints  base URLs (http, https)
 * @param catalogue  identity of the earthquake catalogue the server loaded
 * @param server     what the running server reported on its status page
 * @param matrix     scenarios and request sequences
 * @param design     extensible: how the measurement was designed (see above); empty if nothing recorded
 * @param crypto     the JCE provider each JVM ran with ({@code --crypto-provider}); null in runs before it was recorded
 * @param build      free facts given on the command line ({@code --fact key=value})
 * @param outcome    how the run ended; null while it runs
 * @param other      top-level keys this version does not know, kept as JSON text
 */
public record RunManifest(String runId, String date, boolean complete, Source source, Map<String, String> versions,
                          Client client, Map<String, String> endpoints, String catalogue, Server server, Matrix matrix,
                          Map<String, Object> design, Crypto crypto, Map<String, String> build, Outcome outcome,
                          Map<String, String> other) {

    public RunManifest {
        versions = copy(versions);
        endpoints = copy(endpoints);
        design = copy(design);
        build = copy(build);
        other = copy(other);
    }

    /**
     * @param gitCommit commit of the harness checkout, "unknown" outside one
     * @param gitDirty  whether the checkout had uncommitted changes; null if unknown
     * @param files     SHA-256 (hex) of every scenario, workload and policy file used (client policies and the
     *                  service policies beside them), by path as given
     */
    public record Source(String gitCommit, Boolean gitDirty, Map<String, String> files) {
        public Source {
            files = copy(files);
        }
    }

    /**
     * The driver's machine and JVM.
     *
     * @param jdk      the JVM for people: vendor, VM name and version in one text (kept for readers of the text)
     * @param cpuModel the CPU for people: {@link Cpu#text()} (kept for readers of the text)
     * @param runtime  the JVM, one field a fact; null only for a manifest built without it
     * @param cpu      the CPU, one field a fact; null only for a manifest built without it
     */
    public record Client(String jdk, String os, String cpuModel, Integer cores, Long heapMaxMb, List<String> jvmArgs,
                         Jdk runtime, Cpu cpu) {
        public Client {
            jvmArgs = jvmArgs == null ? List.of() : List.copyOf(jvmArgs);
        }

        /** A client without the typed JVM and CPU; reading fills them in from the texts. */
        public Client(String jdk, String os, String cpuModel, Integer cores, Long heapMaxMb, List<String> jvmArgs) {
            this(jdk, os, cpuModel, cores, heapMaxMb, jvmArgs, null, null);
        }
    }

    /**
     * The JVM a run's driver ran on. The feature release decides which JIT and crypto code ran, so runs of two feature
     * releases are different machines to the gate.
     *
     * @param feature the feature release ({@code 17}); null if the version could not be read
     * @param version the full version ({@code 17.0.15+6-Debian-1deb12u1}, {@code java.version}'s runtime form)
     * @param vendor  {@code java.vm.vendor}; null in runs that recorded only the combined text
     * @param vm      {@code java.vm.name}; null in runs that recorded only the combined text
     */
    public record Jdk(Integer feature, String version, String vendor, String vm) {

        /** The combined text older runs recorded as {@code jdk}: vendor, VM name and version. */
        public String text() {
            return java.util.stream.Stream.of(vendor, vm, version).filter(java.util.Objects::nonNull)
                    .collect(java.util.stream.Collectors.joining(" "));
        }
    }

    /**
     * The driver's CPU: its name and, on Linux, its vendor and x86 signature (family, model, stepping). Two hosts have
     * been seen to report the same name ({@code Intel(R) Xeon(R) Processor}) for different CPUs; the signature tells
     * them apart.
     *
     * @param vendor   {@code vendor_id} of /proc/cpuinfo ({@code AuthenticAMD}); null where not reported
     * @param name     {@code model name} of /proc/cpuinfo, else {@code os.arch}
     * @param family   {@code cpu family}; null where not reported
     * @param model    {@code model}; null where not reported
     * @param stepping {@code stepping}; null where not reported
     */
    public record Cpu(String vendor, String name, Integer family, Integer model, Integer stepping) {

        /** For people and for the machine key: {@code AMD EPYC [family 25 model 1 stepping 1]}, the fields present. */
        public String text() {
            List<String> signature = new java.util.ArrayList<>();
            if (family != null) {
                signature.add("family " + family);
            }
            if (model != null) {
                signature.add("model " + model);
            }
            if (stepping != null) {
                signature.add("stepping " + stepping);
            }
            String base = name == null ? "" : name.trim();
            return signature.isEmpty() ? base : base + " [" + String.join(" ", signature) + "]";
        }
    }

    /** @param versions the stack the server was built with, as its status page reports it */
    public record Server(String info, String jdk, String heapMaxMb, Map<String, String> versions) {
        public Server {
            versions = copy(versions);
        }
    }

    /** @param rounds measured rounds the repetitions were spread over; null in runs before rounds existed */
    public record Matrix(List<Scenario> scenarios, String workload, List<Sequence> sequences, Integer repetitions,
                         @JsonInclude(JsonInclude.Include.NON_NULL) Integer rounds, Integer threads, String window) {
        public Matrix {
            scenarios = scenarios == null ? List.of() : List.copyOf(scenarios);
            sequences = sequences == null ? List.of() : List.copyOf(sequences);
        }

        /** A matrix without rounds (one round per repetition, as before rounds existed). */
        public Matrix(List<Scenario> scenarios, String workload, List<Sequence> sequences, Integer repetitions,
                      Integer threads, String window) {
            this(scenarios, workload, sequences, repetitions, null, threads, window);
        }

        /** Scenario names in the order the run used them (plain first): the order of tables and charts. */
        public List<String> scenarioNames() {
            return scenarios.stream().map(Scenario::name).toList();
        }

        public List<String> sequenceNames() {
            return sequences.stream().map(Sequence::name).toList();
        }
    }

    /** @param policy the client policy's file name; null without WS-Security */
    public record Scenario(String name, String transport, String service, String policy, List<String> modules) {
        public Scenario {
            modules = modules == null ? List.of() : List.copyOf(modules);
        }
    }

    /**
     * The JCE provider installed first in each JVM of the run, and what really served the policies'
     * algorithms there.
     *
     * @param client the driver's JVM
     * @param server the Tomcat JVM, as its status page reported it; null if the run could not read it
     */
    public record Crypto(CryptoProvider client, CryptoProvider server) {
    }

    /**
     * One JVM's crypto provider.
     *
     * @param choice        {@code jdk}, {@code bc} or {@code accp} (the run option)
     * @param name          the provider's name ({@code JDK} for the JDK's own list), null if not reported
     * @param version       the provider's version ({@code java.version} for the JDK), null if not reported
     * @param providerClass the provider's class; null for the JDK's own list or where not reported
     * @param servedBy      algorithm ({@code Signature SHA256withRSA}) to the name of the provider that served
     *                      it, in probe order; empty where not reported (the server's status page lists only
     *                      the fallbacks)
     * @param fallbacks     one line per algorithm the chosen provider did not serve (empty: none); null if not
     *                      reported
     */
    public record CryptoProvider(String choice, String name, String version, @JsonProperty("class") String providerClass,
                                 Map<String, String> servedBy, List<String> fallbacks) {
        public CryptoProvider {
            servedBy = copy(servedBy);
            fallbacks = fallbacks == null ? null : List.copyOf(fallbacks);
        }

        /** {@code accp: AmazonCorrettoCryptoProvider 2.5.0}, for people. */
        public String summary() {
            String named = name == null ? "" : version == null ? name : name + " " + version;
            return named.isEmpty() ? String.valueOf(choice) : choice + ": " + named;
        }

        /** The fallback lines joined, {@code none} without any, null if not reported. */
        public String fallbacksText() {
            return fallbacks == null ? null : fallbacks.isEmpty() ? "none" : String.join("; ", fallbacks);
        }
    }

    /** @param warmup warm-up requests before the measured repetitions */
    public record Sequence(String name, Integer count, Long seed, Double rangeFraction, Integer warmup) {

        /** A sequence known by its name only: run.json files written by hand may list just the names. */
        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        static Sequence named(String name) {
            return new Sequence(name, null, null, null, null);
        }
    }

    /**
     * @param driverOverheadNsMean       mean time the driver spent between two calls of one thread; null if unknown
     * @param reconnectsInMeasuredCalls  connections opened inside timed (measured) calls, should be 0; null if not counted
     * @param warmupNotSteady            cells (scenario/sequence) whose warm-up hit its cap before it was steady
     * @param cpuStealPercent            share of the machine's CPU time its hypervisor gave to other guests while the
     *                                   matrix ran (/proc/stat's steal); null where it cannot be read or was not yet
     *                                   recorded
     */
    public record Outcome(Double elapsedSeconds, Integer requestsRecorded, Double driverOverheadNsMean,
                          List<String> problems, String serverStatusError, Long reconnectsInMeasuredCalls,
                          List<String> warmupNotSteady, Double cpuStealPercent) {

        /**
         * Above this CPU steal a run was not measured on a quiet machine: client and server both lost the time, and
         * such runs are kept out of baselines, trials and a CI history.
         */
        public static final double QUIET_MAX_STEAL_PERCENT = 5.0;

        public Outcome {
            problems = problems == null ? List.of() : List.copyOf(problems);
            warmupNotSteady = warmupNotSteady == null ? List.of() : List.copyOf(warmupNotSteady);
        }

        /** An outcome without reconnect, warm-up and steal facts (runs before they were recorded). */
        public Outcome(Double elapsedSeconds, Integer requestsRecorded, Double driverOverheadNsMean,
                       List<String> problems, String serverStatusError) {
            this(elapsedSeconds, requestsRecorded, driverOverheadNsMean, problems, serverStatusError, null, List.of(),
                    null);
        }

        /** Whether the hypervisor took more than {@link #QUIET_MAX_STEAL_PERCENT} of the CPU (false if unknown). */
        public boolean notQuiet() {
            return notQuiet(cpuStealPercent);
        }

        /** The same for a steal share not yet in a manifest (the driver's, as the run ends); null is unknown. */
        public static boolean notQuiet(Double cpuStealPercent) {
            return cpuStealPercent != null && cpuStealPercent > QUIET_MAX_STEAL_PERCENT;
        }
    }

    /** The client's crypto provider choice ({@code jdk}, {@code bc}, {@code accp}); {@code jdk} where not recorded. */
    public String providerChoice() {
        return crypto == null || crypto.client() == null || crypto.client().choice() == null ? "jdk"
                : crypto.client().choice();
    }

    /**
     * How many measured rounds the repetitions were spread over: the design's {@code rounds}; in runs before the
     * design recorded it, one round per repetition ({@code matrix.repetitions}). Null if neither is recorded.
     */
    public Integer measuredRounds() {
        return design.get("rounds") instanceof Number rounds ? Integer.valueOf(rounds.intValue())
                : matrix == null ? null : matrix.repetitions();
    }

    /** A design entry converted to {@code type} (a record, map, number...); null if absent. */
    public <T> T design(String key, Class<T> type) {
        Object value = design.get(key);
        return value == null ? null : RunManifestJson.JSON.convertValue(value, type);
    }

    /** The same manifest with one more design entry (any value Jackson can write: record, map, number...). */
    public RunManifest withDesign(String key, Object value) {
        Map<String, Object> more = new LinkedHashMap<>(design);
        more.put(key, value);
        return new RunManifest(runId, date, complete, source, versions, client, endpoints, catalogue, server, matrix,
                more, crypto, build, outcome, other);
    }

    /** The same manifest at the end of the run. */
    public RunManifest finished(boolean isComplete, Outcome how) {
        return new RunManifest(runId, date, isComplete, source, versions, client, endpoints, catalogue, server, matrix,
                design, crypto, build, how, other);
    }

    /**
     * What two runs must share for their ratios to be compared: the same catalogue and the same
     * requests (sequences with their counts, seeds and ranges, the time window), repeated and
     * threaded alike. Scenarios may differ (missing cells are reported separately), and so may
     * policies: comparing a policy change is what compare is for. All keys are present; values are
     * null where unknown, and all are null for a run without run.json ({@code manifest} null).
     */
    public static Map<String, Object> compatibilityOf(RunManifest manifest) {
        Matrix matrix = manifest == null ? null : manifest.matrix();
        Map<String, Object> key = new LinkedHashMap<>();
        key.put("catalogue", manifest == null ? null : manifest.catalogue());
        key.put("matrix.sequences", matrix == null ? null : matrix.sequences());
        key.put("matrix.window", matrix == null ? null : matrix.window());
        key.put("matrix.repetitions", matrix == null ? null : matrix.repetitions());
        key.put("matrix.threads", matrix == null ? null : matrix.threads());
        return key;
    }


    private static <K, V> Map<K, V> copy(Map<K, V> map) {
        return map == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(map));
    }
}
