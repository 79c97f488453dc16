package org.wssbench.results.compare;

import org.apache.commons.math3.distribution.TDistribution;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.stats.RunNoise;

/**
 * Expected overhead of one scenario+sequence and the run-to-run noise it was measured with.
 *
 * @param ratio expected value of {@code metric}: geometric mean over the baseline runs
 * @param tolerancePct how far above {@code ratio}, in percent, a single new run may be before the gate
 *                     fails; from the noise with false-alarm probability {@code falseAlarmPct}
 * @param runs number of independent runs the entry was derived from
 * @param spreadPct (max - min) / median of the runs' values, in percent (0 for one run)
 * @param metric summary column compared (see {@link org.wssbench.results.stats.RatioMetric})
 * @param noisePct standard deviation of ln(value) used for the tolerance, x100 (about the CV in percent);
 *                 null when built from one run
 * @param cellNoisePct this cell's own standard deviation of ln(value), x100; null for one run
 * @param betweenNoisePct run-to-run part of noisePct (within-run round noise taken out), x100
 * @param noiseDf degrees of freedom of the t distribution the tolerance uses: those of noisePct (moderated
 *                toward the cells of the sequence), or tailDf where that is smaller
 * @param falseAlarmPct one-sided probability, in percent, that an unchanged build exceeds the tolerance
 * @param requestSizeRatio median request size ratio vs plain (a collapse to 1 means security is off)
 * @param responseSizeRatio median response size ratio vs plain
 * @param commonFactorWeight how much of the run's common factor the gate takes out of this cell before
 *                           comparing: the cell's ratio is divided by the factor to this power (0 = none, 1 =
 *                           all; common-factor metrics only; fitted over the baseline runs,
 *                           {@code stats.CommonFactorWeight}; {@code stats.CommonFactor})
 * @param tailDf degrees of freedom of the heaviest run-to-run tail the baseline runs do not rule out
 *               ({@code stats.TailFit}, the same for every cell); null for a file from before it existed
 * @param noiseFloorPct this cell's noise in the baseline its noise was floored with ({@link NoiseFloor}), x100:
 *                      {@code noisePct} is the larger of it and the cell's own; null when none was used
 */
public record BaselineEntry(String scenario, String sequence, double ratio, double tolerancePct, int runs,
                            double spreadPct, String metric, Double noisePct, Double cellNoisePct,
                            Double betweenNoisePct, Double noiseDf, Double falseAlarmPct, Double requestSizeRatio,
                            Double responseSizeRatio, double commonFactorWeight, Double tailDf,
                            Double noiseFloorPct) {

    /** This entry with another noise and the tolerance that goes with it; everything measured stays. */
    public BaselineEntry withNoise(double newTolerancePct, double newNoisePct, double newNoiseDf, Double newTailDf,
                                   Double newNoiseFloorPct) {
        return new BaselineEntry(scenario, sequence, ratio, newTolerancePct, runs, spreadPct, metric, newNoisePct,
                cellNoisePct, betweenNoisePct, newNoiseDf, falseAlarmPct, requestSizeRatio, responseSizeRatio,
                commonFactorWeight, newTailDf, newNoiseFloorPct);
    }

    /**
     * This entry as it judges the geometric mean of {@code meanOf} new runs of one build: the tolerance is a t
     * prediction interval, {@code q * sd * sqrt(1 + 1/runs)} in log terms for one run, {@code q * sd * sqrt(1/m +
     * 1/runs)} for a mean of m, so the log tolerance shrinks by {@link RunNoise.Cell#meanOfRunsFactor} at the same
     * false-alarm probability. Never below {@link Baseline#FLOOR_PCT} (unless the entry already was). An entry
     * without measured noise (a one-run baseline) keeps its tolerance: there is nothing to scale.
     */
    public BaselineEntry forMeanOf(int meanOf) {
        if (meanOf < 1) {
            throw new IllegalArgumentException("a mean of " + meanOf + " runs");
        }
        if (meanOf == 1 || !hasNoise() || falseAlarmPct == null) {
            return this;
        }
        return scaledTolerance(noise().meanOfRunsFactor(meanOf));
    }

    /**
     * This entry as it judges the geometric mean of a run and its confirmation run, measured one after the other by
     * the same Tomcat and client JVMs: as {@link #forMeanOf} with 2, but only the within-run part of the noise
     * averages out ({@link RunNoise.Cell#sameServiceMeanFactor}), at the same false-alarm probability.
     */
    public BaselineEntry forConfirmation() {
        if (!hasNoise() || falseAlarmPct == null) {
            return this;
        }
        return scaledTolerance(noise().sameServiceMeanFactor(2));
    }

    /**
     * This entry with {@code multiple} times its false-alarm probability: the looser tolerance that screens a run
     * for a confirmation run ({@link GateConfirmation}). The log tolerance scales with the t quantile of the
     * entry's degrees of freedom, so a file's --k stays in it.
     */
    public BaselineEntry screening(double multiple) {
        if (!(multiple >= 1 && multiple * (falseAlarmPct == null ? 0 : falseAlarmPct) < 50)) {
            throw new IllegalArgumentException("a screen needs 1 to 50 % / false_alarm_pct times the false-alarm "
                    + "probability, got " + multiple);
        }
        if (!hasNoise() || falseAlarmPct == null || multiple == 1) {
            return this;
        }
        TDistribution t = new TDistribution(noiseDf);
        double quantile = t.inverseCumulativeProbability(1 - falseAlarmPct / 100);
        double looser = t.inverseCumulativeProbability(1 - multiple * falseAlarmPct / 100);
        return scaledTolerance(looser / quantile);
    }

    /** The log tolerance times {@code factor}, never below {@link Baseline#FLOOR_PCT} (unless the entry already was). */
    private BaselineEntry scaledTolerance(double factor) {
        double scaled = Math.expm1(Math.log1p(tolerancePct / 100) * factor) * 100;
        return withNoise(Math.max(Math.min(tolerancePct, Baseline.FLOOR_PCT), scaled), noisePct, noiseDf, tailDf,
                noiseFloorPct);
    }

    /**
     * Smallest regression, in percent, that the mean of {@code meanOf} new runs fails this entry's tolerance for
     * such a mean on with probability {@code power}; null without measured noise.
     */
    public Double detectablePct(int meanOf, double power) {
        RunNoise.Cell cell = noise();
        if (cell == null) {
            return null;
        }
        return cell.detectableAbove(forMeanOf(meanOf).tolerancePct() / 100, power, meanOf) * 100;
    }

    /** Whether the gate takes any of the run's common factor out of this cell. */
    public boolean commonFactorOut() {
        return commonFactorWeight > 0;
    }

    public ScenarioSequence key() {
        return new ScenarioSequence(scenario, sequence);
    }

    /** A run's value of this entry's figure as a change against the baseline ratio, in percent. */
    public double changePct(double value) {
        return (value / ratio - 1) * 100;
    }

    /** Highest value still accepted. */
    public double limit() {
        return ratio * (1 + tolerancePct / 100);
    }

    /** Lowest value before an improvement is worth a note. */
    public double lowerLimit() {
        return ratio / (1 + tolerancePct / 100);
    }

    public boolean hasNoise() {
        return noisePct != null && noiseDf != null && runs >= 2;
    }

    /** The noise as the statistics use it, or null for a one-run baseline. */
    public RunNoise.Cell noise() {
        if (!hasNoise()) {
            return null;
        }
        return new RunNoise.Cell(key(), ratio, runs, cellNoisePct == null ? noisePct / 100 : cellNoisePct / 100,
                noisePct / 100, noiseDf, betweenNoisePct == null ? noisePct / 100 : betweenNoisePct / 100);
    }
}
