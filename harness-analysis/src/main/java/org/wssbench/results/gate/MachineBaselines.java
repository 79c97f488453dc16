package org.wssbench.results.gate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;

/**
 * Where baselines live, one layout for committed baselines and a CI pool's history alike:
 * {@code <dir>/<machine slug>/workload-<name>.csv}, the baseline file, built from the digests kept in
 * {@code <dir>/<machine slug>/runs/workload-<name>/<period>/<run id>/} (each a run's summary.csv, run.json and
 * warmup.csv: all the gate reads). In a history the period is the UTC date.
 */
public final class MachineBaselines {

    /** A history judges once it holds this many runs... */
    public static final int HISTORY_MIN_RUNS = 5;
    /**
     * ...from this many periods (UTC days): with three, the spread between days is estimated with two degrees of
     * freedom, the fewest that give a finite tolerance with room to spare; fewer periods would leave the between-day
     * shift, the largest noise source on a shared host, unmeasured.
     */
    public static final int HISTORY_MIN_PERIODS = 3;

    private MachineBaselines() {
    }

    /** The file name of a workload's baseline, e.g. {@code workload-quick.csv}. */
    public static String fileName(String workload) {
        return "workload-" + workload + ".csv";
    }

    /** The committed baseline of this machine for this workload, if there is one. */
    public static Optional<Path> committed(Path dir, MachineKey key, String workload) {
        Path file = dir.resolve(key.slug()).resolve(fileName(workload));
        return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
    }

    /**
     * Any committed baseline of this workload (message sizes do not depend on the machine): this machine's, else one
     * of the same CPU on another JDK or provider (its ratios are the useful comparison), else any.
     */
    public static Optional<Path> anyOf(Path dir, Optional<MachineKey> key, String workload) throws IOException {
        if (key.isPresent()) {
            Optional<Path> own = committed(dir, key.get(), workload);
            if (own.isPresent()) {
                return own;
            }
        }
        if (!Files.isDirectory(dir)) {
            return Optional.empty();
        }
        List<Path> files;
        try (Stream<Path> machines = Files.list(dir)) {
            files = machines.sorted().map(m -> m.resolve(fileName(workload))).filter(Files::isRegularFile).toList();
        }
        return files.stream().filter(f -> key.isPresent() && key.get().sameCpu(f.getParent().getFileName().toString()))
                .findFirst().or(() -> files.stream().findFirst());
    }

    /** The folder of a machine's kept runs of one workload. */
    public static Path runsDir(Path dir, MachineKey key, String workload) {
        return dir.resolve(key.slug()).resolve("runs").resolve("workload-" + workload);
    }

    /** The runs kept for this machine and workload, oldest period first. */
    public static List<RunFolder> history(Path history, MachineKey key, String workload) throws IOException {
        Path root = runsDir(history, key, workload);
        List<RunFolder> runs = new ArrayList<>();
        if (!Files.isDirectory(root)) {
            return runs;
        }
        try (Stream<Path> periods = Files.list(root)) {
            for (Path period : periods.filter(Files::isDirectory).sorted().toList()) {
                try (Stream<Path> folders = Files.list(period)) {
                    for (Path folder : folders.filter(Files::isDirectory).sorted().toList()) {
                        runs.add(RunFolder.open(folder));
                    }
                }
            }
        }
        return runs;
    }

    /** Whether a history is large enough to judge against ({@link #HISTORY_MIN_RUNS}, {@link #HISTORY_MIN_PERIODS}). */
    public static boolean historyReady(MachineBaseline history) {
        return history.runs().size() >= HISTORY_MIN_RUNS && history.periods().size() >= HISTORY_MIN_PERIODS;
    }

    /** Keeps what the gate reads of a run in the history, under today's period ({@link #historyPeriod}). */
    public static Path addToHistory(Path history, MachineKey key, String workload, RunFolder run) throws IOException {
        return keep(history, key, workload, historyPeriod(Instant.now()), run);
    }

    /** A history's measuring period of a run taken at {@code when}: its UTC date. */
    public static String historyPeriod(Instant when) {
        return LocalDate.ofInstant(when, ZoneOffset.UTC).toString();
    }

    /** Keeps what the gate reads of a run under {@code period}; the folder it went to. */
    public static Path keep(Path dir, MachineKey key, String workload, String period, RunFolder run) throws IOException {
        Path folder = runsDir(dir, key, workload).resolve(period).resolve(run.runId());
        RunFiles.in(run.directory()).digestInto(folder);
        return folder;
    }
}
