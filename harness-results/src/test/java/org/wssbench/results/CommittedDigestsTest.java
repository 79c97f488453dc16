package org.wssbench.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The run digests kept with the baselines (results/baseline/machines), written by earlier drivers, read through
 * {@link RunFiles} and written back: the same objects come back, and a file whose format the writer still has
 * comes back byte for byte.
 */
class CommittedDigestsTest {

    @TempDir
    Path dir;

    @Test
    void summaryCsvReadsBackAndIsRewrittenAsItWas() throws IOException {
        assertTrue(roundTrips(RunFiles.SUMMARY) >= 10, "summary.csv files with the current header");
    }

    @Test
    void warmupCsvReadsBackAndIsRewrittenAsItWas() throws IOException {
        assertTrue(roundTrips(RunFiles.WARMUP) >= 10, "warmup.csv files with the current header");
    }

    @Test
    void runJsonReadsBackAndIsRewrittenAsItWas() throws IOException {
        assertTrue(roundTrips(RunFiles.MANIFEST) >= 10, "run.json files without null keys");
    }

    /** Checks every committed file of the format; returns how many were rewritten byte for byte. */
    private <T> int roundTrips(RunFileFormat<T> format) throws IOException {
        List<Path> files = committed(format);
        assertTrue(files.size() >= 10, "the committed runs: " + files);
        int identical = 0;
        for (Path file : files) {
            T read = format.read(file);
            Path again = format.in(Files.createTempDirectory(dir, "run"));
            format.write(again, read);
            assertEquals(read, format.read(again), file + " reads back as the same objects");
            byte[] original = Files.readAllBytes(file);
            if (writerKeepsFormatOf(file)) {
                assertArrayEquals(original, withoutDerivedIdentity(file, again), file + " is rewritten byte for byte");
                identical++;
            }
        }
        return identical;
    }

    /**
     * A CSV file whose header is the one written today, or a run.json without null keys (the writer leaves those
     * out); older summaries lack columns the writer adds.
     */
    private static boolean writerKeepsFormatOf(Path file) throws IOException {
        String name = file.getFileName().toString();
        if (name.equals(RunFiles.MANIFEST.fileName())) {
            List<Boolean> nulls = new java.util.ArrayList<>();
            new ObjectMapper().readTree(file.toFile()).fields().forEachRemaining(e -> nulls.add(e.getValue().isNull()));
            return !nulls.contains(true);
        }
        List<String> header = name.equals(RunFiles.SUMMARY.fileName()) ? SummaryCsv.HEADER : WarmupCsv.HEADER;
        return Files.readAllLines(file).get(0).equals(String.join(",", header));
    }

    /**
     * The rewritten file's bytes; for a run.json recorded before the typed JVM and CPU, without {@code jdk_runtime}
     * and {@code cpu}, which reading derives from its {@code jdk} and {@code cpu_model} texts and writing adds.
     */
    private static byte[] withoutDerivedIdentity(Path original, Path rewritten) throws IOException {
        if (!original.getFileName().toString().equals(RunFiles.MANIFEST.fileName())
                || RunManifestJson.JSON.readTree(original.toFile()).has("jdk_runtime")) {
            return Files.readAllBytes(rewritten);
        }
        com.fasterxml.jackson.databind.node.ObjectNode tree =
                (com.fasterxml.jackson.databind.node.ObjectNode) RunManifestJson.JSON.readTree(rewritten.toFile());
        assertTrue(tree.has("jdk_runtime") && tree.has("cpu"), rewritten + " has the typed JVM and CPU");
        tree.remove(List.of("jdk_runtime", "cpu"));
        return RunManifestJson.JSON.writeValueAsBytes(tree);
    }

    private static List<Path> committed(RunFileFormat<?> format) throws IOException {
        try (Stream<Path> walk = Files.walk(Path.of("..", "results", "baseline", "machines"))) {
            return walk.filter(f -> f.getFileName().toString().equals(format.fileName())).sorted().toList();
        }
    }
}
