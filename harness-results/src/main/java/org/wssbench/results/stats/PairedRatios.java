package org.wssbench.results.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import org.wssbench.results.ScenarioSequence;

/**
 * Per-round overhead ratios of one cell, each paired with plain (same sequence) from the same
 * round: round total of the cell / round total of plain. Plain runs seconds before or after the
 * cell in every round, so slow drifts of the machine or the JVMs cancel in each ratio.
 * Only rounds in which both the cell and plain are clean take part.
 *
 * @param time client-time ratios, in round order
 * @param cpu CPU-time ratios (client thread + server request), in round order; empty when the run
 *            has no CPU times
 * @param overheadMs per round, (cell's client time - plain's) / requests of the round, in ms
 */
public record PairedRatios(ScenarioSequence key, double[] time, double[] cpu, double[] overheadMs) {

    public static PairedRatios of(CellRounds rounds, ScenarioSequence key) {
        SortedMap<Integer, RoundTotal> cell = rounds.rounds(key);
        SortedMap<Integer, RoundTotal> plain = rounds.rounds(key.plainReference());
        List<Double> time = new ArrayList<>();
        List<Double> cpu = new ArrayList<>();
        List<Double> overhead = new ArrayList<>();
        boolean cpuComplete = true;
        for (int round : rounds.pairedRounds(key)) {
            RoundTotal c = cell.get(round);
            RoundTotal p = plain.get(round);
            time.add(c.meanNs() / p.meanNs());
            overhead.add((c.meanNs() - p.meanNs()) / 1e6);
            if (c.hasCpu() && p.hasCpu() && p.cpuNs() > 0) {
                cpu.add(c.meanCpuNs() / p.meanCpuNs());
            } else {
                cpuComplete = false;
            }
        }
        return new PairedRatios(key, toArray(time), cpuComplete ? toArray(cpu) : new double[0], toArray(overhead));
    }

    public int rounds() {
        return time.length;
    }

    /** Median of the per-round time ratios, or null without paired rounds. */
    public Double timeMedian() {
        return time.length == 0 ? null : Quantiles.median(time);
    }

    /** Median of the per-round overheads in ms per request, or null without paired rounds. */
    public Double overheadMedianMs() {
        return overheadMs.length == 0 ? null : Quantiles.median(overheadMs);
    }

    /** Median of the per-round CPU ratios, or null without CPU times. */
    public Double cpuMedian() {
        return cpu.length == 0 ? null : Quantiles.median(cpu);
    }

    /** Coefficient of variation of the per-round time ratios, in percent (round-to-round noise). */
    public Double timeCvPct() {
        return time.length < 2 ? null : CoefficientOfVariation.of(time) * 100;
    }

    private static double[] toArray(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
