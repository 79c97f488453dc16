package org.wssbench.results.gate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.stream.Stream;

/**
 * Where work references live and which one judges a run: {@code <dir>/jdk<feature>.csv} for the JDK's own crypto
 * providers, {@code <dir>/jdk<feature>-<provider>.csv} for another ({@code --crypto-provider bc}), committed in
 * {@value #DEFAULT_DIR}. Not per machine: the work of a request does not depend on it.
 */
public final class WorkReferences {

    /** The committed references, relative to the checkout. */
    public static final String DEFAULT_DIR = "results/baseline/work";
    /** How the command line starts in printed commands. */
    static final String CLI = "java -jar harness-cli/target/harness-cli.jar";

    private WorkReferences() {
    }

    /** The reference of a JDK feature release and crypto provider, if the folder has one. */
    public static Optional<Path> of(Path dir, String jdkFeature, String provider) {
        Path file = dir.resolve(WorkReferenceCsv.fileName(jdkFeature, provider));
        return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
    }

    /** The folder's other references: those of the same provider first, then by JDK feature release, highest first. */
    public static List<Path> others(Path dir, String jdkFeature, String provider) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        String own = WorkReferenceCsv.fileName(jdkFeature, provider);
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> WorkReferenceCsv.FILE_NAME.matcher(f.getFileName().toString()).matches())
                    .filter(f -> !f.getFileName().toString().equals(own))
                    .sorted(Comparator.comparing((Path f) -> !provider.equals(part(f, 2)))
                            .thenComparing(f -> -Integer.parseInt(part(f, 1))))
                    .toList();
        }
    }

    /** Group 1 (feature) or 2 (provider, {@code jdk} when absent) of a reference's file name. */
    private static String part(Path file, int group) {
        Matcher name = WorkReferenceCsv.FILE_NAME.matcher(file.getFileName().toString());
        if (!name.matches()) {
            throw new IllegalArgumentException(file + " is no work reference");
        }
        String value = name.group(group);
        return value == null ? WorkReference.DEFAULT_PROVIDER : value;
    }

    /**
     * The one command that writes the reference of a JDK and provider from one run; it borrows the tolerances of
     * another reference where the folder has one (one run has no spread of its own).
     */
    public static String writeCommand(Path dir, String jdkFeature, String provider, Path run) throws IOException {
        List<Path> others = others(dir, jdkFeature, provider);
        return CLI + " work-reference --jdk " + jdkFeature
                + (WorkReference.DEFAULT_PROVIDER.equals(provider) ? "" : " --provider " + provider)
                + " -o " + dir.resolve(WorkReferenceCsv.fileName(jdkFeature, provider))
                + (others.isEmpty() ? "" : " --tolerances-from " + others.get(0)) + " " + run;
    }
}
