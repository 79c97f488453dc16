package org.wssbench.results;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RunManifestTest {

    @TempDir
    Path dir;

    /** A design fact added by a later feature: any record, written in snake_case. */
    record Rounds(int rounds, long orderSeed, List<String> notSteady) {
    }

    static RunManifest full() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("scenarios/scenarios.properties", "a".repeat(64));
        files.put("policies/sign-client.xml", "b".repeat(64));
        RunManifest started = new RunManifest("r1", "2026-11-23T10:00:00Z", false,
                new RunManifest.Source("0123abcd", true, files),
                Map.of("rampart", "1.8.0", "jdk", "17.0.15"),
                new RunManifest.Client("Eclipse Adoptium OpenJDK 64-Bit Server VM 17.0.15+6", "Linux 6 amd64",
                        "Xeon [family 6 model 207 stepping 2]", 2, 1024L, List.of("-Xmx1g"),
                        new RunManifest.Jdk(17, "17.0.15+6", "Eclipse Adoptium", "OpenJDK 64-Bit Server VM"),
                        new RunManifest.Cpu("GenuineIntel", "Xeon", 6, 207, 2)),
                Map.of("http", "http://localhost:8080/wss-bench", "https", "https://localhost:8443/wss-bench"),
                "synthetic seed=1", new RunManifest.Server("Apache Tomcat/9.0.117", "OpenJDK 17", "1024.0",
                        Map.of("rampart", "1.8.0")),
                new RunManifest.Matrix(List.of(new RunManifest.Scenario("plain", "http", "plain", null, List.of()),
                        new RunManifest.Scenario("sign", "http", "sign", "sign-client.xml", List.of("rampart"))),
                        "quick", List.of(new RunManifest.Sequence("small", 500, 6L, 0.0212, 1000)), 3, 30, 1,
                        "2000-01-01T00:00:00Z..2009-01-01T00:00:00Z"),
                Map.of(), crypto(), Map.of("tomcat_heap", "1g"), null, Map.of());
        return started.withDesign("rounds", new Rounds(5, 42L, List.of("sign/small")))
                .finished(true, new RunManifest.Outcome(12.5, 3090, 16400.0, List.of(), null, 0L,
                        List.of("sign/large"), 4.25));
    }

    static RunManifest.Crypto crypto() {
        Map<String, String> served = new LinkedHashMap<>();
        served.put("Signature SHA256withRSA", "AmazonCorrettoCryptoProvider");
        served.put("SecureRandom default", "SUN");
        return new RunManifest.Crypto(
                new RunManifest.CryptoProvider("accp", "AmazonCorrettoCryptoProvider", "2.5.0",
                        "com.amazon.corretto.crypto.provider.AmazonCorrettoCryptoProvider", served,
                        List.of("SecureRandom default (session keys, IVs, nonces) served by SUN")),
                new RunManifest.CryptoProvider("accp", "AmazonCorrettoCryptoProvider", "2.5.0", null, Map.of(), List.of()));
    }

    @Test
    void aRunWasNotQuietOnlyAboveFivePercentOfStealAndAnUnknownShareIsNotHeldAgainstIt() {
        assertFalse(outcomeWithSteal(5.0).notQuiet());
        assertTrue(outcomeWithSteal(5.1).notQuiet());
        assertFalse(outcomeWithSteal(null).notQuiet());
    }

    private static RunManifest.Outcome outcomeWithSteal(Double percent) {
        return new RunManifest.Outcome(1.0, 1, null, List.of(), null, 0L, List.of(), percent);
    }

    @Test
    void writesAndReadsEveryField() throws Exception {
        RunManifest written = full();
        Path file = RunFolder.runJson(dir);
        RunManifestJson.write(file, written);
        RunManifest read = RunManifestJson.read(file);
        assertEquals(RunManifestJson.toTree(written).toString(), RunManifestJson.toTree(read).toString());
        assertEquals(written.source(), read.source());
        assertEquals(written.server(), read.server());
        assertEquals(written.matrix(), read.matrix());
        assertEquals(written.client(), read.client());
        assertEquals(new RunManifest.Jdk(17, "17.0.15+6", "Eclipse Adoptium", "OpenJDK 64-Bit Server VM"),
                read.client().runtime());
        assertEquals(new RunManifest.Cpu("GenuineIntel", "Xeon", 6, 207, 2), read.client().cpu());
        assertTrue(Files.readString(file).contains("\"vendor\" : \"GenuineIntel\""), Files.readString(file));
        assertTrue(Files.readString(file).contains("\"feature\" : 17"), Files.readString(file));
        assertEquals(written.outcome(), read.outcome());
        assertEquals(new Rounds(5, 42L, List.of("sign/small")), read.design("rounds", Rounds.class));
        assertTrue(Files.readString(file).contains("\"order_seed\" : 42"), Files.readString(file));
        assertTrue(Files.readString(file).contains("\"reconnects_in_measured_calls\" : 0"), Files.readString(file));
        assertEquals(30, read.matrix().rounds());
        assertEquals(List.of("sign/large"), read.outcome().warmupNotSteady());
        assertTrue(Files.readString(file).contains("\"cpu_steal_percent\" : 4.25"), Files.readString(file));
        assertEquals(4.25, read.outcome().cpuStealPercent());
        assertEquals(List.of("plain", "sign"), read.matrix().scenarioNames());
        assertEquals(written.crypto(), read.crypto());
        assertEquals("com.amazon.corretto.crypto.provider.AmazonCorrettoCryptoProvider", read.crypto().client().providerClass());
        assertEquals("SUN", read.crypto().client().servedBy().get("SecureRandom default"));
        assertEquals("accp: AmazonCorrettoCryptoProvider 2.5.0", RunManifestJson.facts(read).get("crypto_provider.client"));
        assertEquals("none", RunManifestJson.facts(read).get("crypto_provider.server.fallbacks"));
    }

    @Test
    void providerFactsOfARunWithoutTheServersAreKeptAsUnknown() throws Exception {
        RunManifest a = full();
        RunManifest.CryptoProvider client = new RunManifest.CryptoProvider("jdk", "JDK", "17.0.15", null, Map.of(), null);
        RunManifest noServer = new RunManifest(a.runId(), a.date(), a.complete(), a.source(), a.versions(), a.client(),
                a.endpoints(), a.catalogue(), a.server(), a.matrix(), a.design(), new RunManifest.Crypto(client, null),
                a.build(), a.outcome(), a.other());
        Path file = RunFolder.runJson(dir);
        RunManifestJson.write(file, noServer);
        RunManifest read = RunManifestJson.read(file);
        assertEquals(noServer.crypto(), read.crypto());
        assertNull(read.crypto().server());
        assertNull(read.crypto().client().fallbacks(), "not reported is not the same as none");
        assertEquals("unknown", RunManifestJson.facts(read).get("crypto_provider.server"));
    }

    /**
     * A run.json as the driver wrote it before the provider was typed (same shape as results/accp-1,
     * with a fallback added): the provider facts sat in {@code build} as text.
     */
    @Test
    void readsTheProviderOfRunsThatKeptItInBuildFacts() throws Exception {
        Path file = RunFolder.runJson(dir);
        try (var fixture = RunManifestTest.class.getResourceAsStream("/run-json/crypto-in-build-facts.json")) {
            Files.write(file, fixture.readAllBytes());
        }
        RunManifest read = RunManifestJson.read(file);
        RunManifest.CryptoProvider client = read.crypto().client();
        assertEquals("bc", client.choice());
        assertEquals("BC-suite", client.name());
        assertEquals("1.79", client.version());
        assertNull(client.providerClass(), "the old facts did not record the class");
        assertEquals(7, client.servedBy().size());
        assertEquals("BC-suite", client.servedBy().get("Signature SHA256withRSA"));
        assertEquals("SUN", client.servedBy().get("SecureRandom default"));
        assertEquals(List.of("SecureRandom default (session keys, IVs, nonces) served by SUN"), client.fallbacks());
        RunManifest.CryptoProvider server = read.crypto().server();
        assertEquals("bc", server.choice());
        assertEquals("BC-suite", server.name());
        assertEquals(List.of(), server.fallbacks());
        assertTrue(server.servedBy().isEmpty());
        // the text facts moved into the typed place; the others stay
        assertEquals(Map.of("tomcat_heap", "1g", "started_by", "benchmark/repeat-runs.sh"), read.build());
        RunManifestJson.write(file, read);
        RunManifest again = RunManifestJson.read(file);
        assertEquals(read.crypto(), again.crypto());
        assertEquals(read.build(), again.build());
        assertFalse(Files.readString(file).contains("crypto_provider_served_by"), Files.readString(file));

        Files.writeString(file, "{\"run_id\":\"x\",\"build\":{\"crypto_provider\":\"jdk\",\"server_crypto_provider\":\"unknown\"}}");
        RunManifest noServer = RunManifestJson.read(file);
        assertEquals("jdk", noServer.crypto().client().choice());
        assertNull(noServer.crypto().server());
        Files.writeString(file, "{\"run_id\":\"x\",\"build\":{\"tomcat_heap\":\"1g\"}}");
        assertNull(RunManifestJson.read(file).crypto(), "runs before the provider option recorded none");
    }

    @Test
    void readsRunsWrittenBeforeTheTypedOwnerAndKeepsUnknownKeys() throws Exception {
        Path file = RunFolder.runJson(dir);
        Files.writeString(file, """
                {"run_id":"old","date":"2026-11-22T03:29:57Z","complete":true,"git_commit":"0c7efec",
                 "versions":{"axis2":"1.8.2"},"jdk":"OpenJDK","cores":2,"catalogue":"synthetic",
                 "server":{"info":"Apache Tomcat/9.0.117","jdk":"OpenJDK","heap_max_mb":"1024.0"},
                 "matrix":{"scenarios":[{"name":"plain","transport":"http","service":"plain","policy":null,"modules":[]}],
                           "workload":"quick","sequences":[{"name":"small","count":500,"seed":6,"range_fraction":0.0212,"warmup":1000}],
                           "repetitions":3,"threads":1,"window":"w"},
                 "build":{"tomcat_heap":"1g"},"elapsed_seconds":168.0,"requests_recorded":23490,
                 "driver_overhead_ns_mean":null,"problems":[],"server_status_error":null,
                 "a_newer_drivers_fact":0}
                """);
        RunManifest read = RunManifestJson.read(file);
        assertEquals("old", read.runId());
        assertTrue(read.complete());
        assertNull(read.source().gitDirty());
        assertEquals("1.8.2", read.versions().get("axis2"));
        assertEquals(500, read.matrix().sequences().get(0).count());
        assertEquals(23490, read.outcome().requestsRecorded());
        assertNull(read.outcome().reconnectsInMeasuredCalls());
        assertEquals("0", read.other().get("a_newer_drivers_fact"));
        RunManifestJson.write(file, read);
        assertTrue(Files.readString(file).contains("\"a_newer_drivers_fact\" : 0"));
        assertEquals("Apache Tomcat/9.0.117", RunManifestJson.facts(read).get("server.info"));
        assertEquals("1.8.2", RunManifestJson.facts(read).get("versions.axis2"));
    }

    /**
     * The run.json files kept with the baselines, written by earlier drivers, read into the same manifest the
     * files hold: written again, each is the file as it was, apart from top-level keys that were null.
     */
    @Test
    void readsEveryCommittedRunJsonAsItWasWritten() throws Exception {
        List<Path> files;
        try (var walk = Files.walk(Path.of("..", "results", "baseline", "machines"))) {
            files = walk.filter(f -> f.getFileName().toString().equals(RunFiles.MANIFEST.fileName())).sorted().toList();
        }
        assertTrue(files.size() >= 10, "the committed runs: " + files);
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        for (Path file : files) {
            com.fasterxml.jackson.databind.node.ObjectNode original =
                    (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(file.toFile());
            List<String> nullKeys = new java.util.ArrayList<>();
            original.fields().forEachRemaining(e -> {
                if (e.getValue().isNull()) {
                    nullKeys.add(e.getKey());
                }
            });
            original.remove(nullKeys);
            RunManifest read = RunManifestJson.read(file);
            com.fasterxml.jackson.databind.node.ObjectNode rewritten = RunManifestJson.toTree(read);
            // the typed JVM and CPU are derived from the texts on reading (see the legacy identity test)
            rewritten.remove(List.of("jdk_runtime", "cpu"));
            // as text: the numbers' node types (int or long) depend on how they were built, not on their values
            String expected = original.toString();
            String actual = rewritten.toString();
            int at = 0;
            while (at < Math.min(expected.length(), actual.length()) && expected.charAt(at) == actual.charAt(at)) {
                at++;
            }
            int from = Math.max(0, at - 40);
            assertEquals(expected.length(), at, file + " differs at " + at + ": "
                    + expected.substring(from, Math.min(expected.length(), at + 40)) + " | "
                    + actual.substring(from, Math.min(actual.length(), at + 40)));
            assertTrue(read.matrix() != null && !read.matrix().scenarioNames().isEmpty(), file.toString());
        }
    }

    /** Committed runs of the two CPUs the baselines hold, recorded before the typed JVM and CPU. */
    @Test
    void committedRunsThatRecordedOnlyTheTextsReadToTheTypedJvmAndCpu() throws Exception {
        Path machines = Path.of("..", "results", "baseline", "machines");
        RunManifest amd = RunManifestJson.read(machines.resolve("amd-epyc-family-25-model-17-stepping-1-2-cores-jdk17")
                .resolve("runs/workload-quick/2026-12-02T0519Z/m17u-1").resolve(RunFiles.MANIFEST.fileName()));
        assertEquals(new RunManifest.Cpu(null, "AMD EPYC", 25, 17, 1), amd.client().cpu());
        assertEquals(new RunManifest.Jdk(17, "17.0.15+6-Debian-1deb12u1", null, null), amd.client().runtime());
        RunManifest intel = RunManifestJson.read(Path.of("..", "results", "baseline", "work", "runs", "jdk17",
                "20261207T230050Z-workload-quick").resolve(RunFiles.MANIFEST.fileName()));
        assertEquals(new RunManifest.Cpu(null, "Intel(R) Xeon(R) Processor", 6, 207, 2), intel.client().cpu());
        assertEquals(17, intel.client().runtime().feature());
        assertEquals("jdk", intel.providerChoice());
    }

    @Test
    void theLegacyTextsReadToTheTypedFieldsTheyWereWrittenFrom() {
        assertEquals(17, LegacyRunJson.jdk("Debian OpenJDK 64-Bit Server VM 17.0.15+6-Debian-1deb12u1")
                .feature());
        assertEquals(25, LegacyRunJson.jdk("Eclipse Adoptium OpenJDK 64-Bit Server VM 25.0.1+8-LTS")
                .feature());
        assertEquals(new RunManifest.Jdk(21, "21.0.2+13", null, null), LegacyRunJson.jdk("21.0.2+13"));
        assertNull(LegacyRunJson.jdk("OpenJDK").feature(), "no version: the feature is unknown");
        assertNull(LegacyRunJson.jdk(null));
        assertEquals(new RunManifest.Cpu(null, "Test CPU", null, null, null), LegacyRunJson.cpu("Test CPU"));
        assertEquals(new RunManifest.Cpu(null, "ARM", null, 3, null), LegacyRunJson.cpu("ARM [model 3]"));
        // a bracket the driver did not write is part of the name, so the CPU text stays what was recorded
        assertEquals(new RunManifest.Cpu(null, "X [stepping 1 family 2]", null, null, null),
                LegacyRunJson.cpu("X [stepping 1 family 2]"));
        for (String text : List.of("AMD EPYC [family 25 model 1 stepping 1]", "Intel(R) Xeon(R) Processor [family 6 "
                + "model 207 stepping 2]", "Test CPU", "ARM [model 3]", "X [stepping 1 family 2]")) {
            assertEquals(text, LegacyRunJson.cpu(text).text());
        }
    }

    @Test
    void theTypedJvmAndCpuAreReadBeforeTheTexts() throws Exception {
        Path file = RunFolder.runJson(dir);
        Files.writeString(file, """
                {"run_id":"new","jdk":"OpenJDK 64-Bit Server VM 17.0.15+6","cpu_model":"AMD EPYC [family 25 model 1 stepping 1]",
                 "jdk_runtime":{"feature":21,"version":"21.0.2+13","vendor":"Eclipse Adoptium","vm":"OpenJDK 64-Bit Server VM"},
                 "cpu":{"vendor":"AuthenticAMD","name":"AMD EPYC 9B14","family":25,"model":17,"stepping":1}}
                """);
        RunManifest read = RunManifestJson.read(file);
        assertEquals(new RunManifest.Jdk(21, "21.0.2+13", "Eclipse Adoptium", "OpenJDK 64-Bit Server VM"),
                read.client().runtime());
        assertEquals(new RunManifest.Cpu("AuthenticAMD", "AMD EPYC 9B14", 25, 17, 1), read.client().cpu());
    }

    @Test
    void theMeasuredRoundsAreTheDesignsElseOneARepetition() {
        RunManifest run = full();
        assertEquals(3, run.measuredRounds(), "no number of design rounds: one round per repetition");
        assertEquals(90, run.withDesign("rounds", 90).measuredRounds());
    }

    @Test
    void aKeyOfTheWrongTypeIsNamed() throws Exception {
        Path file = RunFolder.runJson(dir);
        Files.writeString(file, "{\"run_id\":\"x\",\"matrix\":{\"sequences\":[{\"name\":\"small\",\"count\":\"many\"}]}}");
        ResultFileException e = assertThrows(ResultFileException.class, () -> RunManifestJson.read(file));
        assertTrue(e.getMessage().contains("run.json") && e.getMessage().contains("key count"), e.getMessage());
        Files.writeString(file, "{\"run_id\":");
        assertTrue(assertThrows(ResultFileException.class, () -> RunManifestJson.read(file)).getMessage()
                .contains("invalid JSON"));
        assertNull(RunFiles.MANIFEST.read(dir.resolve("absent.json")));
    }

    @Test
    void compatibilityLooksAtTheWorkNotAtTheScenariosOrPolicies() {
        RunManifest a = full();
        RunManifest fewerScenarios = new RunManifest(a.runId(), a.date(), a.complete(), a.source(), a.versions(),
                a.client(), a.endpoints(), a.catalogue(), a.server(),
                new RunManifest.Matrix(a.matrix().scenarios().subList(0, 1), "other-name", a.matrix().sequences(),
                        a.matrix().repetitions(), a.matrix().threads(), a.matrix().window()),
                a.design(), a.crypto(), a.build(), a.outcome(), a.other());
        assertEquals(RunManifest.compatibilityOf(a), RunManifest.compatibilityOf(fewerScenarios));
        RunManifest otherSeed = new RunManifest(a.runId(), a.date(), a.complete(), a.source(), a.versions(),
                a.client(), a.endpoints(), a.catalogue(), a.server(),
                new RunManifest.Matrix(a.matrix().scenarios(), "quick",
                        List.of(new RunManifest.Sequence("small", 500, 7L, 0.0212, 1000)),
                        a.matrix().repetitions(), a.matrix().threads(), a.matrix().window()),
                a.design(), a.crypto(), a.build(), a.outcome(), a.other());
        assertFalse(RunManifest.compatibilityOf(a).equals(RunManifest.compatibilityOf(otherSeed)));
        assertNull(RunManifest.compatibilityOf(null).get("matrix.sequences"));
    }
}
