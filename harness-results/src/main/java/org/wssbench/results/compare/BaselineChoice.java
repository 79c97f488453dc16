package org.wssbench.results.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.wssbench.results.RunFolder;

/**
 * Which baseline file gates a run. A ratio to plain moves with the CPU (the CI host was replaced
 * twice in two days, Intel Xeon then AMD EPYC, and each time the unchanged build failed the gate), so
 * a project whose CI lands on more than one kind of machine keeps one baseline per kind: the default
 * file, and a folder of baselines measured on other machines. The default gates the run when it was
 * measured on the run's machine; otherwise the first file of the folder (by name) that was measured
 * on the run's machine for the run's work; when none was, the default again, and the gate's machine
 * notes explain its failures. Never a baseline of other work: that one the gate would refuse anyway.
 *
 * @param path     the file chosen
 * @param baseline its contents
 * @param reason   why this one, for the gate's output
 */
public record BaselineChoice(Path path, BaselineFile baseline, String reason) {

    /** The folder beside a committed default baseline that holds those of other machines. */
    public static final String OTHER_MACHINES_FOLDER = "machines";

    public BaselineChoice {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(baseline, "baseline");
        Objects.requireNonNull(reason, "reason");
    }

    /**
     * @param run           the run to gate
     * @param defaultFile   the baseline named on the command line
     * @param otherMachines folder of baselines measured elsewhere ({@code *.csv}); null or missing: none
     * @throws IOException  a baseline that cannot be read, named with its file and line
     */
    public static BaselineChoice choose(RunFolder run, Path defaultFile, Path otherMachines) throws IOException {
        BaselineFile fallback = BaselineFile.read(defaultFile);
        MeasuringMachine machine = MeasuringMachine.of(run);
        if (machine.description() == null) {
            return new BaselineChoice(defaultFile, fallback, "the run does not record its machine");
        }
        if (machine.sameHardware(fallback.machine())) {
            return new BaselineChoice(defaultFile, fallback, "measured on this machine");
        }
        List<String> elsewhere = new ArrayList<>();
        for (Path candidate : csvFiles(otherMachines)) {
            if (candidate.toAbsolutePath().normalize().equals(defaultFile.toAbsolutePath().normalize())) {
                continue;
            }
            BaselineFile file = BaselineFile.read(candidate);
            if (!machine.sameHardware(file.machine())) {
                elsewhere.add(candidate.getFileName() + " (" + Objects.requireNonNullElse(file.machine().description(),
                        "machine not recorded") + ")");
            } else if (sameWork(run, file)) {
                return new BaselineChoice(candidate, file, "measured on this machine (" + machine.description()
                        + "); " + defaultFile.getFileName() + " was measured on " + fallback.machine().description());
            } else {
                elsewhere.add(candidate.getFileName() + " (this machine, other work)");
            }
        }
        return new BaselineChoice(defaultFile, fallback, "no baseline of this run's work measured on this machine ("
                + machine.description() + ")" + (elsewhere.isEmpty() ? "" : "; also looked at " + String.join(", ",
                elsewhere)));
    }

    private static boolean sameWork(RunFolder run, BaselineFile file) {
        return file.identity() != null && RunIdentity.of(run).differences(file.identity(), "run", "baseline").isEmpty();
    }

    private static List<Path> csvFiles(Path folder) throws IOException {
        if (folder == null || !Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".csv") && Files.isRegularFile(f))
                    .sorted().toList();
        }
    }
}
