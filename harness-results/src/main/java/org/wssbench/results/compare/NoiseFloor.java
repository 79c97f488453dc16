package org.wssbench.results.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.wssbench.results.stats.RatioMetric;
import org.wssbench.results.stats.RunNoise;

/**
 * Raises a baseline's noise to at least that of another baseline of the same work.
 *
 * <p>Why: runs of one sitting measure how a cell varies from run to run while the host stays in one
 * state, not how far it shifts between sittings, and a tolerance from them alone fails later sittings
 * far more often than it promises (results/baseline/README.md: one-sitting files failed up to a third of
 * another sitting's unchanged runs). On a machine with runs of one sitting only, each cell's noise can be
 * taken as at least the noise a baseline measured over several sittings elsewhere (another machine's file
 * of the same workload), with tails at least as heavy. The tolerance is recomputed from the larger noise
 * at the entry's own false-alarm probability, so the gate's stated probability holds under whichever
 * noise is larger. The borrowed noise is recorded per entry ({@code noise_floor_pct}).
 *
 * <p>The floor's runs may have been warmed up by another rule ({@link RunIdentity#measuredWork()}): the warm-up
 * moves where a figure sits, not how far the host moves it between sittings, and a floor only ever widens
 * tolerances. That is how the quick file of a new warm-up design, measured in one sitting, borrows the
 * between-sitting noise of the previous design's file from the same machine (results/baseline/README.md).
 */
public final class NoiseFloor {

    private NoiseFloor() {
    }

    /**
     * @param own       a baseline built from runs (with measured noise)
     * @param floor     a baseline of the same measured work (same identity, the warm-up rule aside) whose per-cell
     *                  noise is the floor
     * @param k         multiplier on the statistical tolerance, as the baseline was built with
     * @param floorPct  smallest tolerance in percent, as the baseline was built with
     * @throws IllegalArgumentException when the two files did not measure the same work, or {@code own} has no noise
     */
    public static BaselineFile apply(BaselineFile own, BaselineFile floor, double k, double floorPct) {
        if (own.identity() == null || floor.identity() == null
                || !own.identity().measuredWork().equals(floor.identity().measuredWork())) {
            throw new IllegalArgumentException("the noise floor must come from a baseline of the same work (the warm-up "
                    + "rule aside): " + own.identity() + " against " + floor.identity());
        }
        List<BaselineEntry> raised = new ArrayList<>();
        for (BaselineEntry entry : own.entries()) {
            RunNoise.Cell cell = entry.noise();
            if (cell == null || entry.falseAlarmPct() == null) {
                throw new IllegalArgumentException(entry.key() + " (" + entry.metric() + "): no measured noise to "
                        + "raise (a baseline of one run)");
            }
            Optional<BaselineEntry> other = RatioMetric.ofColumn(entry.metric())
                    .flatMap(metric -> floor.entry(entry.key(), metric))
                    .filter(BaselineEntry::hasNoise);
            if (other.isEmpty()) {
                raised.add(entry); // nothing to borrow: the cell keeps its own noise
                continue;
            }
            BaselineEntry from = other.get();
            double sd = Math.max(cell.sd(), from.noisePct() / 100);
            double df = Math.min(cell.degreesOfFreedom(), from.noiseDf());
            RunNoise.Cell floored = new RunNoise.Cell(cell.key(), cell.centre(), cell.runs(), cell.cellSd(), sd, df,
                    cell.betweenSd());
            double tolerancePct = Baseline.tolerancePct(floored, entry.falseAlarmPct() / 100, k, floorPct);
            raised.add(entry.withNoise(tolerancePct, sd * 100, df, smaller(entry.tailDf(), from.tailDf()), from.noisePct()));
        }
        return new BaselineFile(raised, own.identity(), own.machine());
    }

    /** The smaller of two optional degrees of freedom (null: not known). */
    private static Double smaller(Double a, Double b) {
        return a == null ? b : b == null ? a : Double.valueOf(Math.min(a, b));
    }

    /** Whether any entry of the file had its noise floored (the gate says so beside its false-alarm statement). */
    public static boolean used(BaselineFile file) {
        return file.entries().stream().map(BaselineEntry::noiseFloorPct).anyMatch(Objects::nonNull);
    }
}
