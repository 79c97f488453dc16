package org.wssbench.floor;

import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.wssbench.results.FloorCost;
import org.wssbench.results.RunFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * The crypto-floor command: runs the JMH benchmarks under each requested JCE provider, the XML
 * benchmarks once, and {@code openssl speed}, and writes {@code floor-costs.csv} (the input of the
 * floor model in summary.csv and the report), the raw JMH JSON and openssl-speed.txt.
 *
 * <pre>
 * java -cp crypto-floor/target/benchmarks.jar org.wssbench.floor.FloorRun \
 *      [--providers jdk,bc,accp] [--parts crypto,xml,openssl] [--out results/crypto-floor]
 *      [--forks 2] [--warmup 2] [--iterations 3] [--missing-only true]
 * </pre>
 * Re-running for some providers or parts replaces just their rows, so the sweep can be measured in
 * several short runs. With {@code --missing-only true} only the providers and parts without rows are measured
 * (the build does this before its matrix, so that a fresh checkout's run gets floor columns).
 */
public final class FloorRun {

    private static final Map<String, String> OPERATIONS = Map.ofEntries(
            Map.entry("RsaBenchmark.sign", "rsa.sign"),
            Map.entry("RsaBenchmark.verify", "rsa.verify"),
            Map.entry("RsaBenchmark.oaepWrap", "rsa.oaep-wrap"),
            Map.entry("RsaBenchmark.oaepUnwrap", "rsa.oaep-unwrap"),
            Map.entry("SymmetricBenchmark.aesEncrypt", "aes.encrypt"),
            Map.entry("SymmetricBenchmark.aesDecrypt", "aes.decrypt"),
            Map.entry("SymmetricBenchmark.sha256", "sha256"),
            Map.entry("SymmetricBenchmark.hmacSha1", "hmac-sha1"),
            Map.entry("XmlBenchmark.parse", "xml.parse"),
            Map.entry("XmlBenchmark.c14n", "xml.c14n"),
            Map.entry("CapturedBodyBenchmark.parse", "captured.parse"),
            Map.entry("CapturedBodyBenchmark.c14n", "captured.c14n"));

    private FloorRun() {
    }

    public static void main(String[] args) throws IOException, RunnerException, InterruptedException {
        Map<String, String> options = parse(args);
        List<String> providers = List.of(options.getOrDefault("providers", "jdk,bc,accp").split(","));
        Set<String> parts = Set.of(options.getOrDefault("parts", "crypto,xml,openssl").split(","));
        Path out = Path.of(options.getOrDefault("out", "results/crypto-floor"));
        int forks = Integer.parseInt(options.getOrDefault("forks", "2"));
        int warmup = Integer.parseInt(options.getOrDefault("warmup", "2"));
        int iterations = Integer.parseInt(options.getOrDefault("iterations", "3"));
        boolean missingOnly = Boolean.parseBoolean(options.getOrDefault("missing-only", "false"));
        Files.createDirectories(out);
        Path csv = RunFiles.FLOOR_COSTS.in(out);

        List<FloorCost> costs = new ArrayList<>(RunFiles.FLOOR_COSTS.read(csv));
        if (missingOnly) {
            providers = providers.stream().filter(p -> costs.stream().noneMatch(c -> c.provider().equals(p)
                    && !isXml(c))).toList();
            if (costs.stream().anyMatch(FloorRun::isXml)) {
                parts = parts.stream().filter(p -> !p.equals("xml")).collect(java.util.stream.Collectors.toSet());
            }
            if (costs.stream().anyMatch(c -> c.provider().equals("openssl"))) {
                parts = parts.stream().filter(p -> !p.equals("openssl")).collect(java.util.stream.Collectors.toSet());
            }
            if ((!parts.contains("crypto") || providers.isEmpty()) && !parts.contains("xml") && !parts.contains("openssl")) {
                System.out.println("floor costs already measured in " + csv + " (--missing-only)");
                return;
            }
        }
        StringBuilder providerLog = new StringBuilder();
        if (parts.contains("crypto")) {
            for (String provider : providers) {
                Map<String, String> probe = probe(provider);
                providerLog.append(provider).append(": ").append(probe.get("summary")).append('\n')
                        .append("  ").append(probe.get("served_by")).append('\n');
                System.out.println(probe.get("summary"));
                costs.removeIf(c -> c.provider().equals(provider) && !isXml(c));
                costs.addAll(measure(provider, probe.get("version"), "(RsaBenchmark|SymmetricBenchmark)\\..*",
                        forks, warmup, iterations, out));
            }
        }
        if (parts.contains("xml")) {
            costs.removeIf(FloorRun::isXml);
            costs.addAll(measure("jdk", System.getProperty("java.version"), "(XmlBenchmark|CapturedBodyBenchmark)\\..*",
                    forks, warmup, iterations, out));
        }
        if (parts.contains("openssl")) {
            costs.removeIf(c -> c.provider().equals("openssl"));
            costs.addAll(OpensslSpeed.measure(out));
        }
        RunFiles.FLOOR_COSTS.write(csv, costs);
        if (!providerLog.isEmpty()) {
            Files.writeString(out.resolve("providers.txt"), providerLog.toString(), StandardCharsets.UTF_8);
        }
        System.out.println("floor costs (" + costs.size() + " rows) in " + csv);
    }

    /** The XML part's rows: measured once, under jdk, whatever the providers. */
    private static boolean isXml(FloorCost cost) {
        return cost.operation().startsWith("xml.") || cost.operation().startsWith("captured.");
    }

    private static List<FloorCost> measure(String provider, String version, String include, int forks, int warmup,
                                           int iterations, Path out) throws RunnerException {
        String part = include.startsWith("(Rsa") ? "crypto" : "xml";
        ChainedOptionsBuilder builder = new OptionsBuilder()
                .include(FloorRun.class.getPackageName() + "." + include)
                .forks(forks)
                .warmupIterations(warmup).warmupTime(TimeValue.seconds(1))
                .measurementIterations(iterations).measurementTime(TimeValue.seconds(1))
                .timeUnit(TimeUnit.MICROSECONDS)
                .jvmArgsAppend("-Xms2g", "-Xmx2g")
                .resultFormat(ResultFormatType.JSON)
                .result(out.resolve("jmh-" + part + "-" + provider + ".json").toString());
        if (part.equals("crypto")) {
            builder.param("provider", provider);
        }
        List<FloorCost> costs = new ArrayList<>();
        for (RunResult run : new Runner(builder.build()).run()) {
            String benchmark = run.getParams().getBenchmark();
            String shortName = benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1);
            String operation = OPERATIONS.get(shortName);
            long bytes = 0;
            String shape = run.getParams().getParam("shape");
            String body = run.getParams().getParam("body");
            String size = run.getParams().getParam("bytes");
            if (shape != null) {
                operation += "." + shape;
                byte[] envelope = XmlShapes.envelope(shape, Integer.parseInt(size));
                bytes = operation.startsWith("xml.parse") ? envelope.length : XmlShapes.bodyBytes(envelope);
            } else if (body != null) {
                operation += "." + body;
                byte[] envelope = XmlShapes.captured(body);
                bytes = operation.startsWith("captured.parse") ? envelope.length : XmlShapes.bodyBytes(envelope);
            } else if (size != null) {
                bytes = Long.parseLong(size);
            }
            Result<?> result = run.getPrimaryResult();
            // JMH reports microseconds per operation (timeUnit above); the CSV is in milliseconds.
            costs.add(new FloorCost(provider, version, operation, bytes, result.getScore() / 1000,
                    Double.isNaN(result.getScoreError()) ? null : result.getScoreError() / 1000,
                    result.getStatistics().getN(), "jmh " + shortName));
        }
        return costs;
    }

    /** Runs {@link ProviderProbe} in a child JVM: one provider per JVM. */
    private static Map<String, String> probe(String provider) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path")));
        String keystores = System.getProperty("wssbench.keystore.dir");
        if (keystores != null) {
            command.add("-Dwssbench.keystore.dir=" + keystores);
        }
        command.addAll(List.of(ProviderProbe.class.getName(), provider));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.waitFor() != 0) {
            throw new IllegalStateException("crypto provider " + provider + " cannot be installed here:\n" + output);
        }
        Map<String, String> values = new TreeMap<>();
        for (String line : output.split("\n")) {
            int equals = line.indexOf('=');
            if (equals > 0) {
                values.put(line.substring(0, equals), line.substring(equals + 1).trim());
            }
        }
        return values;
    }

    private static Map<String, String> parse(String[] args) {
        Map<String, String> options = new TreeMap<>();
        Set<String> known = Set.of("providers", "parts", "out", "forks", "warmup", "iterations", "missing-only");
        for (int i = 0; i < args.length; i++) {
            String name = args[i].startsWith("--") ? args[i].substring(2) : "";
            if (!known.contains(name) || i + 1 >= args.length) {
                throw new IllegalArgumentException("unknown option or missing value: " + args[i] + " (options: --"
                        + String.join(", --", known.stream().sorted().toList()) + "; see crypto-floor/README.md)");
            }
            options.put(name, args[++i]);
        }
        Arrays.stream(options.getOrDefault("providers", "jdk").split(",")).forEach(p ->
                org.wssbench.security.crypto.CryptoProviderChoice.parse(p));
        return options;
    }
}
