package org.wssbench.results.analysis;

import java.util.Map;
import java.util.TreeMap;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.stats.CellRounds;
import org.wssbench.results.stats.PairedRatios;

/** The per-round ratios to plain of every cell of one run, derived once from its requests.csv rounds. */
public final class RunMetrics {

    private final RunFolder run;
    private final CellRounds rounds;
    private final Map<ScenarioSequence, PairedRatios> paired = new TreeMap<>();

    private RunMetrics(RunFolder run) {
        this.run = run;
        this.rounds = CellRounds.of(run.requests());
    }

    public static RunMetrics of(RunFolder run) {
        return new RunMetrics(run);
    }

    public RunFolder run() {
        return run;
    }

    public PairedRatios paired(ScenarioSequence key) {
        return paired.computeIfAbsent(key, k -> PairedRatios.of(rounds, k));
    }
}
