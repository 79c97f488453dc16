package org.wssbench.results.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.wssbench.results.ExitCodes;
import org.wssbench.results.RunFiles;
import org.wssbench.results.gate.WorkProfile;
import org.wssbench.results.gate.WorkReference;
import org.wssbench.results.gate.WorkReferenceBuilder;
import org.wssbench.results.gate.WorkReferenceCsv;
import org.wssbench.results.gate.WorkReferences;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "work-reference", mixinStandardHelpOptions = true,
        description = {
            "Write the work reference of a JDK feature release and crypto provider (what the gate's work arm judges "
                    + "every run against) from runs of them, and state its evidence.",
            "",
            "Per workload, catalogue, cell and figure (client and server bytes allocated per request, request and response "
                    + "bytes) the reference is the median of the runs; the tolerance " + WorkReferenceBuilder.MARGIN
                    + " times the highest run's rise above it, at least " + WorkReferenceBuilder.FLOOR_PCT + "%%. Runs "
                    + "with an injected slowdown (run.json build fact test_slowdown) do the same work: they are judged "
                    + "as evidence, not built from. The evidence line judges every run against the reference, and each "
                    + "machine type against a reference of the others.",
            "",
            "One run is enough (the work does not depend on the host): give --tolerances-from the reference of "
                    + "another JDK to lend its tolerances."})
final class WorkReferenceCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "RUN|DIR",
            description = "Run folders, or folders searched for run folders (those holding summary.csv and run.json), "
                    + "e.g. results/baseline/machines.")
    List<Path> paths;

    @Option(names = "--jdk", paramLabel = "FEATURE",
            description = "The JDK feature release, e.g. 17 (default: the one release of the runs).")
    String jdk;

    @Option(names = "--provider", paramLabel = "CHOICE",
            description = "The client's crypto provider choice (run.json crypto_provider.client.choice: jdk, bc, accp; "
                    + "default: the one provider of the runs of the JDK).")
    String provider;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE",
            description = "Where to write (default: " + WorkReferences.DEFAULT_DIR + "/jdk<FEATURE>.csv, "
                    + "jdk<FEATURE>-<CHOICE>.csv for a provider other than jdk).")
    Path output;

    @Option(names = "--tolerances-from", paramLabel = "FILE|DIR",
            description = "Where the tolerances come from when the runs are too few to show the spread: another "
                    + "reference file, or folders of unchanged runs of the same JDK and provider on several machines "
                    + "(e.g. results/baseline/machines, runs of an earlier build). Each figure's tolerance is at "
                    + "least its own there.")
    Path tolerancesFrom;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            List<WorkProfile> profiles = new ArrayList<>();
            for (Path folder : runFolders(paths)) {
                profiles.add(WorkProfile.of(org.wssbench.results.RunFolder.open(folder)));
            }
            String feature = jdk != null ? jdk : only("JDK", profiles.stream().flatMap(p -> p.jdkFeature().stream()),
                    "--jdk");
            String choice = provider != null ? provider : only("crypto provider", profiles.stream()
                    .filter(p -> p.jdkFeature().equals(Optional.of(feature))).map(WorkProfile::provider), "--provider");
            WorkReferenceBuilder.Selection selection = WorkReferenceBuilder.select(profiles, feature, choice);
            Optional<WorkReference> lent = tolerancesFrom == null ? Optional.empty()
                    : Optional.of(lentTolerances(tolerancesFrom, feature, choice));
            WorkReference reference = WorkReferenceBuilder.build(feature, choice, selection.kept(), lent);
            String name = WorkReferenceCsv.fileName(feature, choice);
            Path file = output != null ? output : Path.of(WorkReferences.DEFAULT_DIR, name);
            if (!file.getFileName().toString().equals(name)) {
                throw new IllegalArgumentException("--output " + file + ": the reference of JDK " + feature
                        + " and provider " + choice + " is named " + name);
            }
            if (file.toAbsolutePath().getParent() != null) {
                Files.createDirectories(file.toAbsolutePath().getParent());
            }
            WorkReferenceCsv.write(file, reference);
            long cells = reference.entries().stream().map(e -> List.of(e.workload(), e.catalogue(), e.cell()))
                    .distinct().count();
            out.println("work reference written: " + file + " (" + reference.entries().size() + " figures of " + cells
                    + " cells, JDK " + feature + ", provider " + choice + (lent.isPresent() ? ", tolerances at least those of " + tolerancesFrom
                    : "") + ")");
            WorkReferenceBuilder.Evidence evidence = WorkReferenceBuilder.evidence(reference, selection);
            out.println("evidence: " + evidence.describe());
            evidence.leaveOutFigures().forEach(line -> out.println("  with its machine type left out: " + line));
            if (!selection.leftOut().isEmpty()) {
                out.println("note: " + selection.leftOut().size() + " run(s) left out, e.g. " + selection.leftOut().get(0));
            }
            out.flush();
            return ExitCodes.OK;
        } catch (IOException | IllegalArgumentException e) {
            err.println("work-reference: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
    }

    /** A reference file as it is, or the reference the unchanged runs below a folder make. */
    static WorkReference lentTolerances(Path source, String feature, String choice) throws IOException {
        if (!Files.isDirectory(source)) {
            return WorkReferenceCsv.read(source);
        }
        List<WorkProfile> profiles = new ArrayList<>();
        for (Path folder : runFolders(List.of(source))) {
            profiles.add(WorkProfile.of(org.wssbench.results.RunFolder.open(folder)));
        }
        return WorkReferenceBuilder.build(feature, choice, WorkReferenceBuilder.select(profiles, feature, choice).kept(), Optional.empty());
    }

    /** The run folders among and below the paths, each once, sorted. */
    static List<Path> runFolders(List<Path> paths) throws IOException {
        TreeSet<Path> folders = new TreeSet<>();
        for (Path path : paths) {
            if (!Files.isDirectory(path)) {
                throw new IllegalArgumentException(path + ": no such folder");
            }
            try (Stream<Path> files = Files.walk(path)) {
                files.filter(f -> f.getFileName().toString().equals(RunFiles.SUMMARY.fileName()))
                        .map(Path::getParent).filter(d -> Files.isRegularFile(RunFiles.MANIFEST.in(d)))
                        .forEach(folders::add);
            }
        }
        if (folders.isEmpty()) {
            throw new IllegalArgumentException("no run folder (summary.csv and run.json) in " + paths);
        }
        return List.copyOf(folders);
    }

    /** The one value of the runs ({@code what}: "JDK"), or an error asking for {@code option}. */
    private static String only(String what, Stream<String> values, String option) {
        List<String> distinct = values.distinct().sorted().toList();
        if (distinct.size() != 1) {
            throw new IllegalArgumentException("the runs are of " + what + " " + (distinct.isEmpty() ? "(not recorded)"
                    : String.join(", ", distinct)) + ": name one with " + option);
        }
        return distinct.get(0);
    }
}
