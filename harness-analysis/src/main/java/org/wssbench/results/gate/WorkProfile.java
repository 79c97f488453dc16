package org.wssbench.results.gate;

import java.util.List;
import java.util.Optional;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunIdentity;
import org.wssbench.results.RunManifest;
import org.wssbench.results.ScenarioSequence;

/**
 * A run's work profile: per cell, what the client and the server did per request ({@link CellWork}), with what a
 * work reference is chosen and built by: the workload and catalogue (they set the messages), the JDK's feature
 * release and the crypto provider (they set the code doing the work) and the machine. Read from a run folder's
 * summary.csv and run.json; nothing else reads the work figures of a run.
 *
 * @param runId        the run
 * @param workload     the workload's name, "unknown" when run.json does not say
 * @param catalogue    run.json's catalogue (kind, seed, size, digest), "unknown" when it does not say
 * @param jdkFeature   the client JDK's feature release ({@code 17}), empty when run.json does not say
 * @param provider     the client's crypto provider choice ({@code jdk}, {@code bc}, {@code accp}), {@code jdk} when
 *                     run.json does not say
 * @param machine      the client's CPU model, empty when run.json does not say
 * @param testSlowdown the run's {@code test_slowdown} fact (an injected slowdown), empty for none
 * @param cells        the work of each cell, in summary.csv order
 */
public record WorkProfile(String runId, String workload, String catalogue, Optional<String> jdkFeature, String provider,
                          Optional<String> machine, Optional<String> testSlowdown, List<CellWork> cells) {

    /** The build fact a slowed run carries (benchmark/repeat-runs.sh {@code --fact test_slowdown=...}). */
    public static final String TEST_SLOWDOWN_FACT = "test_slowdown";

    public WorkProfile {
        cells = List.copyOf(cells);
    }

    /** The profile of a run folder. */
    public static WorkProfile of(RunFolder run) {
        Optional<MachineKey> key = MachineKey.of(run);
        Optional<String> slowdown = run.manifest().map(RunManifest::build).map(b -> b.get(TEST_SLOWDOWN_FACT))
                .filter(s -> !s.isBlank());
        RunIdentity identity = RunIdentity.of(run);
        return new WorkProfile(run.runId(), Optional.ofNullable(identity.workload()).orElse("unknown"),
                Optional.ofNullable(identity.catalogue()).orElse("unknown"), key.map(MachineKey::jdkFeature),
                key.map(MachineKey::provider).orElse(WorkReference.DEFAULT_PROVIDER), key.map(MachineKey::cpu),
                slowdown, run.summary().stream().map(CellWork::of).toList());
    }

    /** The work of one cell, if the run measured it. */
    public Optional<CellWork> cell(ScenarioSequence key) {
        return cells.stream().filter(c -> c.cell().equals(key)).findFirst();
    }

    /** Whether any cell records allocation: runs before it was measured do not. */
    public boolean recordsAllocation() {
        return cells.stream().anyMatch(CellWork::recordsAllocation);
    }
}
