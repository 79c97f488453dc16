package org.wssbench.results.gate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;

/** The run digests committed with the baselines and the committed work references, as tests read them. */
public final class CommittedDigests {

    /** The committed digests, relative to a module's folder (where the tests run). */
    public static final Path MACHINES = Path.of("..", "results", "baseline", "machines");
    /** The committed work references. */
    public static final Path WORK = Path.of("..", "results", "baseline", "work");
    /** The committed runs of the current build that the JDK 17 reference's figures come from. */
    public static final Path WORK_RUNS_17 = WORK.resolve("runs").resolve("jdk17");
    /** One run of the current build (Intel Xeon model 207, JDK 17), one of those the JDK 17 reference comes from. */
    public static final Path CURRENT_RUN = WORK_RUNS_17.resolve("20261207T230050Z-workload-quick");
    /** One unchanged run on the AMD EPYC model 17 VM. */
    public static final Path MODEL_17_RUN = MACHINES.resolve("amd-epyc-family-25-model-17-stepping-1-2-cores-jdk17")
            .resolve("runs/workload-quick/2026-12-02T0519Z/m17u-1");

    private CommittedDigests() {
    }

    /** The work profile of every committed digest (a folder with summary.csv and run.json). */
    public static List<WorkProfile> profiles() throws IOException {
        return profilesBelow(MACHINES);
    }

    /** The work profile of every run folder below {@code root}. */
    public static List<WorkProfile> profilesBelow(Path root) throws IOException {
        List<WorkProfile> profiles = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path summary : walk.filter(f -> f.getFileName().toString().equals(RunFiles.SUMMARY.fileName()))
                    .sorted().toList()) {
                if (Files.isRegularFile(RunFiles.MANIFEST.in(summary.getParent()))) {
                    profiles.add(WorkProfile.of(RunFolder.open(summary.getParent())));
                }
            }
        }
        return profiles;
    }
}
