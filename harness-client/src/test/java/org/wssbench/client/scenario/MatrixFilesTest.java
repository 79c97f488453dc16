package org.wssbench.client.scenario;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.seismic.sequence.SequenceSpec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MatrixFilesTest {

    private static final Path SCENARIOS = Path.of("../scenarios");

    @Test
    void theShippedMatrixDeclaresTheNineScenariosInOrder() {
        Map<String, ScenarioDefinition> scenarios = MatrixFiles.loadScenarios(SCENARIOS.resolve("scenarios.properties"), SCENARIOS);
        assertEquals(List.of("plain", "ssl", "username", "username-digest", "sign", "encr", "signencr", "encrsign",
                "secureconversation"), List.copyOf(scenarios.keySet()));
        assertNull(scenarios.get("plain").policy());
        assertEquals("https", scenarios.get("ssl").transport());
        assertEquals(List.of("rampart"), scenarios.get("sign").modules());
        assertEquals(List.of("addressing", "rampart"), scenarios.get("secureconversation").modules());
        assertTrue(Files.isReadable(scenarios.get("encrsign").policy()));
    }

    @Test
    void theShippedWorkloadsUseTheCalibratedSequences() {
        Workload full = MatrixFiles.loadWorkload(SCENARIOS.resolve("workload-full.properties"));
        assertEquals(SequenceSpec.SMALL, full.sequences().get(0).spec());
        assertEquals(SequenceSpec.LARGE, full.sequences().get(1).spec());
        assertEquals(3, full.repetitions());
        Workload quick = MatrixFiles.loadWorkload(SCENARIOS.resolve("workload-quick.properties"));
        assertEquals(SequenceSpec.SMALL.withCount(500), quick.sequences().get(0).spec());
    }

    @Test
    void errorsNameTheFileAndTheKey(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.properties");
        Files.writeString(file, "scenarios=plain,sign\nscenario.plain.transport=ftp\n");
        MatrixFileException transport = assertThrows(MatrixFileException.class, () -> MatrixFiles.loadScenarios(file, dir));
        assertTrue(transport.getMessage().contains(file.toString()) && transport.getMessage().contains("scenario.plain.transport"),
                transport.getMessage());

        Files.writeString(file, "scenarios=sign\nscenario.sign.transport=http\nscenario.sign.policy=missing.xml\n");
        MatrixFileException policy = assertThrows(MatrixFileException.class, () -> MatrixFiles.loadScenarios(file, dir));
        assertTrue(policy.getMessage().contains("scenario.sign.policy") && policy.getMessage().contains("missing.xml"),
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
