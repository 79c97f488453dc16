package org.wssbench.results.gate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The committed baseline files (results/baseline/machines/<machine>/workload-*.csv) are in the project's one CSV
 * dialect: read and written back, each comes back byte for byte, LF line ends included.
 */
class CommittedBaselinesTest {

    @TempDir
    Path dir;

    @Test
    void everyCommittedBaselineIsRewrittenByteForByte() throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Path.of("..", "results", "baseline", "machines"), 2)) {
            files = walk.filter(f -> f.getFileName().toString().matches("workload-.*\\.csv")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no committed baseline file found");
        for (Path file : files) {
            byte[] original = Files.readAllBytes(file);
            assertEquals(-1, new String(original, java.nio.charset.StandardCharsets.UTF_8).indexOf('\r'),
                    file + " has LF line ends only");
            Path again = dir.resolve(file.getParent().getFileName().toString()).resolve(file.getFileName());
            MachineBaseline.read(file).write(again);
            assertArrayEquals(original, Files.readAllBytes(again), file + " is rewritten byte for byte");
        }
    }
}
