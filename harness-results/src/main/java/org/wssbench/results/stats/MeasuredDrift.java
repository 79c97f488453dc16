package org.wssbench.results.stats;

import java.util.Arrays;
import java.util.SortedMap;
import org.wssbench.results.ScenarioSequence;

/**
 * Whether a cell was steady through its measured rounds: the median of the last third of its paired
 * rounds against the median of the first third, as a percentage change. For a secured cell the
 * per-round ratio to plain of the same round ({@link PairedRatios}); for plain its own mean time per
 * request. With three repetitions (both shipped workloads) the thirds are the first and the last pass
 * over the same requests, so nothing but the state of the JVMs and the machine separates them.
 *
 * <p>Why: each cell's warm-up is judged on its own rounds, but the measured rounds mix all cells, and without
 * settling rounds of the measured design the small secured ratios rise from the first pass to the third
 * (docs/methodology.md, "Warm-up and settling"). A single cell's figure is noisy (a few percent in one run); the
 * mean over a sequence's secured cells, or over runs, shows a design that measures before steady state.
 */
public final class MeasuredDrift {

    /** Fewer paired rounds than this give no figure (two rounds per third at least). */
    static final int MIN_ROUNDS = 6;

    private MeasuredDrift() {
    }

    /**
     * Last third against first third, percent; null with fewer than {@link #MIN_ROUNDS} paired rounds.
     *
     * @param paired the cell's per-round ratios, already computed for the summary (plain's are all 1: its own
     *               times are read from {@code rounds} instead)
     */
    public static Double pct(CellRounds rounds, PairedRatios paired) {
        ScenarioSequence key = paired.key();
        double[] values = key.isPlain() ? plainMeans(rounds, key) : paired.time();
        if (values.length < MIN_ROUNDS) {
            return null;
        }
        int third = values.length / 3;
        double first = Quantiles.median(Arrays.copyOfRange(values, 0, third));
        double last = Quantiles.median(Arrays.copyOfRange(values, values.length - third, values.length));
        return (last / first - 1) * 100;
    }

    private static double[] plainMeans(CellRounds rounds, ScenarioSequence plain) {
        SortedMap<Integer, RoundTotal> byRound = rounds.rounds(plain);
        return rounds.pairedRounds(plain).stream().mapToDouble(r -> byRound.get(r).meanNs()).toArray();
    }
}
