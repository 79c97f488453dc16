package org.wssbench.results.stats;

import java.util.List;
import java.util.function.ToDoubleFunction;
import org.wssbench.results.ScenarioSequence;

/**
 * A cell's ratio to plain per block of consecutive rounds: a statistic of the cell's request times
 * in the block ({@link Statistic}) over the same statistic of plain's in the same rounds. With the
 * median, the samples of {@link RatioMetric#BLOCK}; with the low quantile {@link #LOW_QUANTILE}, those
 * of {@link RatioMetric#BLOCK_LOW}; with the mean, those of {@link RatioMetric#BLOCK_MEAN}.
 *
 * <p>Why blocks: in the quick workload a round holds 16 small requests per cell, and a median of 16
 * is a poor estimate, so per-round ratios scatter widely; a block of 10 rounds (160 requests) has a
 * precise median, and plain is still measured in the same few seconds, interleaved with the cell.
 * On the 14 A/A runs of 2026-11-25, with the common factor out, it cut the run-to-run spread of
 * the small message-security cells from 0.9-1.5% to 0.55-0.85% (results/baseline/README.md). A
 * cell measured once per round (the quick workload's large sequence) keeps round-by-round pairing:
 * its requests take 8-60 ms, each one is a precise sample, and pooling them across rounds measured
 * noisier, not quieter.
 *
 * <p>Only the cell's paired rounds ({@link CellRounds#pairedRounds}) take part; the rounds left
 * over after the last whole block join it. The rule was chosen on the quick workload (16 small
 * requests per round, 90 rounds); for the full workload it measured mixed (results/baseline/README.md).
 */
public final class BlockRatios {

    /** Requests of the cell a block should hold at least (when its rounds hold more than one). */
    public static final int MIN_BLOCK_REQUESTS = 160;
    /**
     * Blocks a run should have at least, so that the trimmed mean has ends to trim and the rounds
     * bootstrap of compare has samples to draw: this caps the block in short runs (the full workload's
     * 30 rounds of 10 large requests get blocks of 3 rounds, not one block of all 30).
     */
    public static final int MIN_BLOCKS = 9;
    /**
     * The quantile of {@link RatioMetric#BLOCK_LOW}: the 16th fastest of a block's 160 requests. A
     * request is slowed by whatever else the two shared cores are doing (the other JVM's GC, the
     * host); the fast end of a block is the request's own cost with least of that on top, so it moves
     * less from run to run than the median (docs/methodology.md), while
     * a cost added to every request moves it as much as the median. A cost that hits only some
     * requests moves it less than the median: that is what it gives up.
     */
    public static final double LOW_QUANTILE = 0.1;
    /** The quantile of {@link RatioMetric#BLOCK}: the median. */
    public static final double MEDIAN = 0.5;

    /** What a block's request times reduce to before the cell's is divided by plain's. */
    public enum Statistic {
        /** The median: the typical request. */
        MEDIAN(times -> Quantiles.quantile(times, BlockRatios.MEDIAN)),
        /** The fast end ({@link #LOW_QUANTILE}): the request's own cost with least of the host's on top. */
        LOW(times -> Quantiles.quantile(times, LOW_QUANTILE)),
        /**
         * The mean: every request's cost counts, so a cost that hits only some requests moves it in proportion
         * (the fast end may not move at all, the median only when it hits more than half of them).
         */
        MEAN(Quantiles::mean);

        private final ToDoubleFunction<double[]> of;

        Statistic(ToDoubleFunction<double[]> of) {
            this.of = of;
        }

        double of(double[] times) {
            return of.applyAsDouble(times);
        }
    }

    /** How a cell's rounds are grouped before the cell's statistic is divided by plain's. */
    public enum Pairing {
        /** Blocks of consecutive rounds holding at least {@link #MIN_BLOCK_REQUESTS} requests ({@link #roundsPerBlock}). */
        BLOCK,
        /**
         * Every round on its own: plain's statistic from the same round, seconds from the cell's, at the price of
         * a statistic of the round's few requests (16 small ones in the quick workload).
         */
        ROUND
    }

    private BlockRatios() {
    }

    /** Rounds per block for a cell that sends this many requests per round in this many paired rounds. */
    public static int roundsPerBlock(int requestsPerRound, int rounds) {
        if (requestsPerRound <= 1) {
            return 1;
        }
        int forRequests = (MIN_BLOCK_REQUESTS + requestsPerRound - 1) / requestsPerRound;
        return Math.max(1, Math.min(forRequests, rounds / MIN_BLOCKS));
    }

    /** The block ratios of the cell's medians, in round order; empty without paired rounds. */
    public static double[] of(CellRounds rounds, ScenarioSequence key) {
        return of(rounds, key, Statistic.MEDIAN);
    }

    /** The block ratios of the cell's {@code statistic} of request times, in round order. */
    public static double[] of(CellRounds rounds, ScenarioSequence key, Statistic statistic) {
        return of(rounds, key, statistic, Pairing.BLOCK);
    }

    /** The ratios of the cell's {@code statistic} of request times per block or per round ({@code pairing}), in round order. */
    public static double[] of(CellRounds rounds, ScenarioSequence key, Statistic statistic, Pairing pairing) {
        List<Integer> paired = rounds.pairedRounds(key);
        if (paired.isEmpty()) {
            return new double[0];
        }
        int perBlock = pairing == Pairing.ROUND ? 1
                : roundsPerBlock(rounds.rounds(key).get(paired.get(0)).requests(), paired.size());
        int blocks = Math.max(1, paired.size() / perBlock);
        double[] ratios = new double[blocks];
        for (int b = 0; b < blocks; b++) {
            List<Integer> block = paired.subList(b * perBlock, b == blocks - 1 ? paired.size() : (b + 1) * perBlock);
            ratios[b] = statistic.of(rounds.requestTimes(key, block)) / statistic.of(rounds.requestTimes(key.plainReference(), block));
        }
        return ratios;
    }
}
