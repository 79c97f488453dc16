package org.wssbench.results.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/methodology.md quotes the committed baselines' noise, tolerances and A/A figures: they must be what the
 * code computes from those files today (benchmark/evidence.sh rewrites the block).
 */
class EvidenceBlockTest {

    private static final Path ROOT = Path.of("..");

    @Test
    void theQuotedFiguresAreTheOnesTheCommittedBaselinesGive() throws IOException {
        StringBuilder expected = new StringBuilder();
        List<Path> files;
        try (Stream<Path> machines = Files.list(ROOT.resolve("results/baseline/machines"))) {
            files = machines.filter(Files::isDirectory).sorted().flatMap(machine -> {
                try (Stream<Path> inside = Files.list(machine)) {
                    return inside.filter(f -> f.getFileName().toString().matches("workload-.*\\.csv")).sorted().toList()
                            .stream();
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
        assertFalse(files.isEmpty(), "no committed baseline found under results/baseline/machines");
        for (Path file : files) {
            String name = file.getFileName().toString();
            expected.append("### ").append(file.getParent().getFileName()).append(" / ")
                    .append(name, 0, name.length() - ".csv".length()).append("\n\n")
                    .append(EvidenceTable.render(file, 0.01)).append('\n');
        }
        String doc = Files.readString(ROOT.resolve("docs/methodology.md"));
        String begin = "<!-- evidence:begin -->\n";
        int a = doc.indexOf(begin) + begin.length();
        int b = doc.indexOf("<!-- evidence:end -->");
        assertEquals(expected.toString(), doc.substring(a, b),
                "docs/methodology.md quotes other figures than the committed baselines give: run benchmark/evidence.sh");
    }
}
