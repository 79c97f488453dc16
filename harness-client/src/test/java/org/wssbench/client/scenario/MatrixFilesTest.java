package org.wssbench.client.scenario;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.security.ScenarioCatalog;
import org.wssbench.seismic.sequence.SequenceSpec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MatrixFilesTest {

    private static final Path SCENARIOS = Path.of("../scenarios");

    @Test
    void theShippedMatrixDeclaresTheNineScenariosInOrder() {
        Map<String, ScenarioDefinition> scenarios = MatrixFiles.loadScenarios(SCENARIOS.resolve("scenarios.properties"), SCENARIOS);
        assertEquals(List.of("plain", "ssl", "username", "username-digest", "sign", "encr", "signencr", "encrsign",
                "secureconversation"), MatrixFiles.defaultScenarioNames(SCENARIOS.resolve("scenarios.properties")));
        assertEquals(List.of("plain", "ssl", "username", "username-digest", "sign", "encr", "signencr", "encrsign",
                "secureconversation", "secureconversation-encr", "rampart-nosec"),
                List.copyOf(scenarios.keySet()).subList(0, 11));
        assertNull(scenarios.get("plain").policy());
        assertEquals("https", scenarios.get("ssl").transport());
        assertEquals(List.of("rampart"), scenarios.get("sign").modules());
        assertEquals(List.of("addressing", "rampart"), scenarios.get("secureconversation").modules());
        assertTrue(Files.isReadable(scenarios.get("encrsign").policy()));
        assertEquals(List.of("rampart"), scenarios.get("rampart-nosec").modules());
        assertNull(scenarios.get("rampart-nosec").policy());
        assertEquals(ScenarioCatalog.Traits.NONE, scenarios.get("ssl").traits());
        assertEquals(new ScenarioCatalog.Traits(true, true, ScenarioCatalog.Token.SCT),
                scenarios.get("secureconversation").traits());
        assertEquals(ScenarioCatalog.Token.USERNAME_DIGEST, scenarios.get("username-digest").traits().token());
    }

    @Test
    void variantsAreScenariosWithTheirBasePolicyAndAGeneratedOne(@TempDir Path dir) throws IOException {
        Map<String, ScenarioDefinition> scenarios = MatrixFiles.loadScenarios(SCENARIOS.resolve("scenarios.properties"), SCENARIOS);
        ScenarioDefinition basic128 = scenarios.get("sign_suite-basic128");
        assertEquals("sign_suite-basic128", basic128.service());
        assertEquals(scenarios.get("sign").policy(), basic128.policy());
        ScenarioDefinition written = basic128.materialize(dir);
        assertEquals(dir.resolve("sign_suite-basic128-client.xml"), written.policy());
        assertTrue(Files.readString(written.policy()).contains("<sp:Basic128/>"));
        assertNull(written.variant());

    }

    @Test
    void theSeiWorkloadHasSeisEchoAndEmployeeDetailsSequences() {
        Workload sei = MatrixFiles.loadWorkload(SCENARIOS.resolve("workload-sei.properties"));
        SequenceDefinition staticEcho = sei.sequences().get(0);
        SequenceDefinition dynamicEcho = sei.sequences().get(1);
        assertEquals("echo", staticEcho.operation());
        assertEquals(10_000, staticEcho.spec().count());
        assertEquals("Hello World ", ((EchoPayload) staticEcho.sei()).text(9_999));
        assertEquals(12, ((EchoPayload) dynamicEcho.sei()).text(0).length());
        assertEquals(120_000, ((EchoPayload) dynamicEcho.sei()).text(9_999).length(), "about 117 KB, SEI's largest message");
        assertEquals(10_000, dynamicEcho.requests(sei.window()).size());
        SequenceDefinition employees = sei.sequences().get(2);
        assertEquals("employee-static", employees.name());
        assertEquals("employeeDetails", employees.operation());
        assertEquals(10_000, employees.requests(sei.window()).size());
        assertTrue(employees.requests(sei.window()).get(9_999) instanceof WorkloadRequest.EmployeeDetailsCall);
        assertTrue(sei.clientPerCell(), "SEI's cold runs: every cell starts on a fresh client");
        assertFalse(MatrixFiles.loadWorkload(SCENARIOS.resolve("workload-full.properties")).clientPerCell());
    }

    /** run -p count=N: every SEI sequence without its own count gets N calls; a sequence's own count wins. */
    @Test
    void countSetsTheCallsOfSeiSequences(@TempDir Path dir) throws IOException {
        Workload shorter = MatrixFiles.loadWorkload(SCENARIOS.resolve("workload-sei.properties"), Map.of("count", "1000"));
        assertEquals(List.of(1000, 1000, 1000), shorter.sequences().subList(0, 3).stream().map(SequenceDefinition::count).toList());
        assertEquals(12_000, ((EchoPayload) shorter.sequences().get(1).sei()).text(999).length(), "dynamic echo up to 12 KB");
        Path file = dir.resolve("w.properties");
        Files.writeString(file, "sequences=echo-static,employee-static\nrepetitions=1\ncount=50\nsequence.echo-static.count=7\n");
        assertEquals(List.of(7, 50), MatrixFiles.loadWorkload(file).sequences().stream().map(SequenceDefinition::count).toList());
        MatrixFileException bad = assertThrows(MatrixFileException.class,
                () -> MatrixFiles.loadWorkload(file, Map.of("count", "many")));
        assertTrue(bad.getMessage().contains("count"), bad.getMessage());
    }

    @Test
    void clientsIsScenarioOrCell(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.properties");
        Files.writeString(file, "sequences=small\nrepetitions=1\nclients=cell\n");
        assertTrue(MatrixFiles.loadWorkload(file).clientPerCell());
        Files.writeString(file, "sequences=small\nrepetitions=1\nclients=thread\n");
        MatrixFileException e = assertThrows(MatrixFileException.class, () -> MatrixFiles.loadWorkload(file));
        assertTrue(e.getMessage().contains("clients"), e.getMessage());
    }

    @Test
    void theAvailabilityWorkloadMeasuresPlainAndSignInTheQuickSequences() {
        Workload availability = MatrixFiles.loadWorkload(SCENARIOS.resolve("workload-availability.properties"));
        Workload quick = MatrixFiles.loadWorkload(SCENARIOS.resolve("workload-quick.properties"));
        List<String> matrix = MatrixFiles.defaultScenarioNames(SCENARIOS.resolve("scenarios.properties"));
        assertEquals(List.of("plain", "sign"), availability.scenarioNames(matrix));
        assertEquals(quick.sequences().get(0).spec(), availability.sequences().get(0).spec());
        assertEquals(quick.sequences().get(1).spec(), availability.sequences().get(1).spec());
        assertEquals(30, availability.rounds());
        assertTrue(availability.warmup().untilSteady());
    }

    @Test
    void theShippedWorkloadsUseTheCalibratedSequences() {
        Workload full = MatrixFiles.loadWorkload(SCENARIOS.resolve("workload-full.properties"));
        assertEquals(SequenceSpec.SMALL, full.sequences().get(0).spec());
        assertEquals(SequenceSpec.LARGE, full.sequences().get(1).spec());
        assertEquals(3, full.repetitions());
        assertEquals(100, full.rounds());
        assertEquals(30, full.roundRequests(full.sequences().get(0)));
        assertEquals(25, full.warmup().settleRounds(), "the full matrix settles in the mix too (results/baseline/README.md)");
        assertEquals(160, full.warmupRoundRequests(full.sequences().get(0)));
        List<String> matrix = MatrixFiles.defaultScenarioNames(SCENARIOS.resolve("scenarios.properties"));
        assertFalse(matrix.contains("secureconversation-encr"), "declared, but not in the default matrix");
        assertEquals("secureconversation-encr", full.scenarioNames(matrix).get(matrix.size()),
                "the full matrix adds Sosnoski's secure conversation (token for body encryption only)");
        Workload quick = MatrixFiles.loadWorkload(SCENARIOS.resolve("workload-quick.properties"));
        assertEquals(matrix, quick.scenarioNames(matrix), "CI's quick matrix stays the default one");
        assertEquals(SequenceSpec.SMALL.withCount(480), quick.sequences().get(0).spec());
        assertEquals(90, quick.rounds());
        assertEquals(16, quick.roundRequests(quick.sequences().get(0)));
        assertEquals(1, quick.roundRequests(quick.sequences().get(1)));
        assertTrue(quick.warmup().untilSteady());
        assertEquals(45, quick.warmup().settleRounds(), "CI measures after settling in the mix (results/baseline/README.md)");
        assertEquals(160, quick.warmupRoundRequests(quick.sequences().get(0)));
        assertEquals(Map.of(), quick.sequences().get(0).visits(), "every cell once a round (results/baseline/README.md)");
        assertEquals(1, quick.sequences().get(0).visits("plain"));
    }

    @Test
    void visitsAreScenarioTimesPairsAndBadOnesNameTheKey(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.properties");
        Files.writeString(file, "sequences=small\nrepetitions=1\nsequence.small.visits=plain:3, ssl:2\n");
        assertEquals(Map.of("plain", 3, "ssl", 2), MatrixFiles.loadWorkload(file).sequences().get(0).visits());
        Workload typo = MatrixFiles.loadWorkload(file);
        MatrixFileException unknown = assertThrows(MatrixFileException.class, () -> MatrixFiles.checkVisitedScenarios(file,
                typo, List.of("plain", "sign"), Path.of("scenarios.properties")));
        assertTrue(unknown.getMessage().contains("sequence.small.visits names scenario ssl, which scenarios.properties"
                + " does not declare"), unknown.getMessage());
        MatrixFiles.checkVisitedScenarios(file, typo, List.of("plain", "ssl"), Path.of("scenarios.properties"));
        for (String bad : List.of("plain", "plain:0", "plain:x", ":2", "plain:2,plain:3")) {
            Files.writeString(file, "sequences=small\nrepetitions=1\nsequence.small.visits=" + bad + "\n");
            String message = assertThrows(MatrixFileException.class, () -> MatrixFiles.loadWorkload(file)).getMessage();
            assertTrue(message.contains(file.toString()) && message.contains("sequence.small.visits"), message);
        }
    }

    @Test
    void oldWorkloadFilesKeepTheirMeaning(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("old.properties");
        Files.writeString(file, "sequences=small\nsequence.small.count=100\nsequence.small.warmup=40\nrepetitions=3\n");
        Workload old = MatrixFiles.loadWorkload(file);
        assertEquals(3, old.rounds(), "without rounds=, one whole pass per round");
        assertEquals(100, old.roundRequests(old.sequences().get(0)));
        assertEquals(40, old.sequences().get(0).warmupRequests(), "warmup is now the cap");
        assertEquals(4, old.warmupRoundRequests(old.sequences().get(0)), "warm-up rounds leave room for two windows");
        assertEquals(10, old.withRepetitions(1).withRounds(10).roundRequests(old.sequences().get(0)));
    }

    @Test
    void roundAndWarmupKeysAreChecked(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.properties");
        Files.writeString(file, "sequences=small,large\nsequence.small.count=500\nsequence.large.count=30\n"
                + "repetitions=3\nrounds=7\n");
        MatrixFileException rounds = assertThrows(MatrixFileException.class, () -> MatrixFiles.loadWorkload(file));
        assertTrue(rounds.getMessage().contains(file.toString()) && rounds.getMessage().contains("rounds")
                && rounds.getMessage().contains("sequence.small: 500 x 3 = 1500"), rounds.getMessage());

        Files.writeString(file, "sequences=small\nrepetitions=1\nwarmup.rule=forever\n");
        assertTrue(assertThrows(MatrixFileException.class, () -> MatrixFiles.loadWorkload(file)).getMessage()
                .contains("warmup.rule must be steady or count, not 'forever'"));
        Files.writeString(file, "sequences=small\nrepetitions=1\nwarmup.cv=5\n");
        assertTrue(assertThrows(MatrixFileException.class, () -> MatrixFiles.loadWorkload(file)).getMessage()
                .contains("warmup.cv must be a fraction in (0, 1)"));
        Files.writeString(file, "sequences=small\nrepetitions=1\nprime=maybe\n");
        assertTrue(assertThrows(MatrixFileException.class, () -> MatrixFiles.loadWorkload(file)).getMessage()
                .contains("prime must be true or false"));
        Files.writeString(file, "sequences=small\nrepetitions=1\norder.seed=x\n");
        assertTrue(assertThrows(MatrixFileException.class, () -> MatrixFiles.loadWorkload(file)).getMessage()
                .contains("order.seed must be a whole number"));

        Files.writeString(file, "sequences=small\nsequence.small.count=100\nrepetitions=2\nrounds=20\n"
                + "warmup.rule=count\nwarmup.window=4\nwarmup.cv=0.1\nwarmup.trend=0.2\norder.seed=9\nprime=false\n"
                + "sequence.small.warmupRound=25\n");
        Workload w = MatrixFiles.loadWorkload(file);
        assertEquals(new WarmupRule(false, 4, 0.1, 0.2), w.warmup());
        assertEquals(9L, w.orderSeed());
        assertEquals(false, w.prime());
        assertEquals(10, w.roundRequests(w.sequences().get(0)));
        assertEquals(25, w.warmupRoundRequests(w.sequences().get(0)));

        Files.writeString(file, "sequences=small\nrepetitions=1\nwarmup.settle=45\n");
        assertEquals(45, MatrixFiles.loadWorkload(file).warmup().settleRounds());
        Files.writeString(file, "sequences=small\nrepetitions=1\nwarmup.settle=-1\n");
        assertTrue(assertThrows(MatrixFileException.class, () -> MatrixFiles.loadWorkload(file)).getMessage()
                .contains("warmup.settle must be at least 0"));
    }

    @Test
    void errorsNameTheFileAndTheKey(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.properties");
        Files.writeString(file, "scenarios=sign\nscenario.sign.transport=http\nscenario.sign.policy=missing-client.xml\n");
        MatrixFileException policy = assertThrows(MatrixFileException.class, () -> MatrixFiles.loadScenarios(file, dir));
        assertTrue(policy.getMessage().contains("scenario.sign.policy") && policy.getMessage().contains("missing-client.xml"),
                policy.getMessage());

        Files.writeString(file, "sequences=small\nrepetitions=three\n");
        MatrixFileException repetitions = assertThrows(MatrixFileException.class, () -> MatrixFiles.loadWorkload(file));
        assertTrue(repetitions.getMessage().contains("repetitions") && repetitions.getMessage().contains("three"),
                repetitions.getMessage());

        Files.writeString(file, "sequences=tiny\nrepetitions=1\n");
        MatrixFileException unknown = assertThrows(MatrixFileException.class, () -> MatrixFiles.loadWorkload(file));
        assertTrue(unknown.getMessage().contains("sequence.tiny.seed"), unknown.getMessage());
    }
}
