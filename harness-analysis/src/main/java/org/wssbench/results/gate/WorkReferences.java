package org.wssbench.results.gate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Where work references live and which one judges a run: {@code <dir>/jdk<feature>.csv}, one per JDK feature
 * release, committed in {@value #DEFAULT_DIR}. Not per machine: the work of a request does not depend on it.
 */
public final class WorkReferences {

    /** The committed references, relative to the checkout. */
    public static final String DEFAULT_DIR = "results/work";
    /** How the command line starts in printed commands. */
    static final String CLI = "java -jar harness-cli/target/harness-cli.jar";

    private WorkReferences() {
    }

    /** The reference of a JDK feature release, if the folder has one. */
    public static Optional<Path> of(Path dir, String jdkFeature) {
        Path file = dir.resolve(WorkReferenceCsv.fileName(jdkFeature));
        return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
    }

    /** The references of other JDK feature releases in the folder, highest release first. */
    public static List<Path> others(Path dir, String jdkFeature) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().matches("jdk\\d+\\.csv"))
                    .filter(f -> !f.getFileName().toString().equals(WorkReferenceCsv.fileName(jdkFeature)))
                    .sorted((a, b) -> Integer.compare(feature(b), feature(a))).toList();
        }
    }

    private static int feature(Path file) {
        String name = file.getFileName().toString();
        return Integer.parseInt(name.substring("jdk".length(), name.length() - ".csv".length()));
    }

    /**
     * The one command that writes the reference of {@code jdkFeature} from one run; it borrows the tolerances of
     * another JDK's reference where the folder has one (one run has no spread of its own).
     */
    public static String writeCommand(Path dir, String jdkFeature, Path run) throws IOException {
        List<Path> others = others(dir, jdkFeature);
        return CLI + " work-reference --jdk " + jdkFeature + " -o " + dir.resolve(WorkReferenceCsv.fileName(jdkFeature))
                + (others.isEmpty() ? "" : " --tolerances-from " + others.get(0)) + " " + run;
    }
}
