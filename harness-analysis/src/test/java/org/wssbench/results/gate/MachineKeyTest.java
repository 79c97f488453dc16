package org.wssbench.results.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunManifest;

class MachineKeyTest {

    @Test
    void theSlugNamesCpuCoresJdkAndANonDefaultProvider() {
        assertEquals("intel-xeon-processor-family-6-model-207-stepping-2-2-cores-jdk17",
                new MachineKey("Intel(R) Xeon(R) Processor [family 6 model 207 stepping 2]", 2, "17", "jdk").slug());
        assertEquals("amd-epyc-2-cores-jdk25-accp", new MachineKey("AMD EPYC", 2, "25", "accp").slug());
    }

    @Test
    void theSameCpuIsRecognisedAcrossJdksAndProvidersButNotAcrossCoreCounts() {
        MachineKey jdk17 = new MachineKey("AMD EPYC", 2, "17", "jdk");
        assertTrue(jdk17.sameCpu(new MachineKey("AMD EPYC", 2, "25", "accp").slug()));
        assertFalse(jdk17.sameCpu(new MachineKey("AMD EPYC", 12, "17", "jdk").slug()));
        assertFalse(jdk17.sameCpu(new MachineKey("AMD EPYC 2", 2, "17", "jdk").slug()));
    }

    @TempDir
    Path dir;

    /** The committed baselines keep matching: every committed run's key names the machine folder it is kept in. */
    @Test
    void everyCommittedRunHasTheKeyOfItsMachineFolder() throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(CommittedDigests.MACHINES)) {
            files = walk.filter(f -> f.getFileName().toString().equals(RunFiles.MANIFEST.fileName())).sorted().toList();
        }
        assertTrue(files.size() >= 10, "the committed runs: " + files);
        for (Path file : files) {
            String folder = CommittedDigests.MACHINES.relativize(file).getName(0).toString();
            assertEquals(folder, MachineKey.of(RunFolder.open(file.getParent())).orElseThrow().slug(), file.toString());
        }
    }

    /** A run written with the typed JVM and CPU has the key of a run of the same machine recorded with the texts. */
    @Test
    void oldAndNewRunJsonOfOneMachineHaveOneKey() throws IOException {
        RunFolder old = RunFolder.open(CommittedDigests.CURRENT_RUN);
        RunManifest read = old.manifest().orElseThrow();
        RunManifest.Client was = read.client();
        RunManifest.Client typed = new RunManifest.Client("Debian OpenJDK 64-Bit Server VM 17.0.17+10-Debian-1deb12u1",
                was.os(), was.cpuModel(), was.cores(), was.heapMaxMb(), was.jvmArgs(),
                new RunManifest.Jdk(17, "17.0.17+10-Debian-1deb12u1", "Debian", "OpenJDK 64-Bit Server VM"),
                new RunManifest.Cpu("GenuineIntel", "Intel(R) Xeon(R) Processor", 6, 207, 2));
        RunManifest now = new RunManifest("new", read.date(), true, read.source(), read.versions(), typed,
                read.endpoints(), read.catalogue(), read.server(), read.matrix(), read.design(), read.crypto(),
                read.build(), read.outcome(), read.other());
        Path folder = Files.createDirectories(dir.resolve("new"));
        Files.copy(RunFolder.summaryCsv(CommittedDigests.CURRENT_RUN), RunFolder.summaryCsv(folder));
        RunFiles.in(folder).write(RunFiles.MANIFEST, now);
        assertTrue(Files.readString(RunFolder.runJson(folder)).contains("\"GenuineIntel\""));
        MachineKey oldKey = MachineKey.of(old).orElseThrow();
        assertEquals(oldKey, MachineKey.of(RunFolder.open(folder)).orElseThrow());
        assertEquals("intel-xeon-processor-family-6-model-207-stepping-2-2-cores-jdk17", oldKey.slug());
    }

    /** The key is the typed fields': a {@code jdk} text of another release does not change the JDK of a new file. */
    @Test
    void theKeyIsReadFromTheTypedFields() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("typed"));
        Files.copy(RunFolder.summaryCsv(CommittedDigests.CURRENT_RUN), RunFolder.summaryCsv(folder));
        Files.writeString(RunFolder.runJson(folder), """
                {"run_id":"typed","jdk":"OpenJDK 64-Bit Server VM 17.0.15+6","cpu_model":"AMD EPYC","cores":2,
                 "jdk_runtime":{"feature":21,"version":"21.0.2+13"},
                 "cpu":{"vendor":"AuthenticAMD","name":"AMD EPYC","family":25,"model":1,"stepping":1}}
                """);
        assertEquals(new MachineKey("AMD EPYC [family 25 model 1 stepping 1]", 2, "21", "jdk"),
                MachineKey.of(RunFolder.open(folder)).orElseThrow());
    }
}
