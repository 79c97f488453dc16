package org.wssbench.results.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.wssbench.results.RunFolder;
import org.wssbench.results.compare.BaselineChoice;

/**
 * Finds the committed baseline of a run's workload, whose noise compare uses for sides with few runs:
 * the one measured on the run's machine when {@code baseline/machines/} has it ({@link BaselineChoice}).
 */
final class NoiseBaselines {

    private NoiseBaselines() {
    }

    /** results/baseline/workload-NAME.csv beside the run folder, else under the working directory; or null. */
    static Path find(RunFolder run) throws IOException {
        Path found = findDefault(run);
        return found == null ? null
                : BaselineChoice.choose(run, found, found.resolveSibling(BaselineChoice.OTHER_MACHINES_FOLDER)).path();
    }

    private static Path findDefault(RunFolder run) {
        String workload = run.manifest().map(m -> m.matrix() == null ? null : m.matrix().workload()).orElse(null);
        if (workload == null || workload.isEmpty()) {
            return null;
        }
        String fileName = "workload-" + workload + ".csv";
        if (run.directory() != null) {
            Path parent = run.directory().toAbsolutePath().getParent();
            if (parent != null && Files.isRegularFile(parent.resolve("baseline").resolve(fileName))) {
                return parent.resolve("baseline").resolve(fileName);
            }
        }
        Path local = Path.of("results", "baseline", fileName);
        return Files.isRegularFile(local) ? local : null;
    }
}
