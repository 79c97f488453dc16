package org.wssbench.results.stats;

import java.util.List;
import org.wssbench.results.ScenarioSequence;

/**
 * A cell's ratio to plain per block of consecutive rounds: the median of the cell's request times
 * in the block over the median of plain's in the same rounds. The samples of
 * {@link RatioMetric#BLOCK}.
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

    /** The block ratios of the cell, in round order; empty without paired rounds. */
    public static double[] of(CellRounds rounds, ScenarioSequence key) {
        List<Integer> paired = rounds.pairedRounds(key);
        if (paired.isEmpty()) {
            return new double[0];
        }
        int perBlock = roundsPerBlock(rounds.rounds(key).get(paired.get(0)).requests(), paired.size());
        int blocks = Math.max(1, paired.size() / perBlock);
        double[] ratios = new double[blocks];
        for (int b = 0; b < blocks; b++) {
            List<Integer> block = paired.subList(b * perBlock, b == blocks - 1 ? paired.size() : (b + 1) * perBlock);
            ratios[b] = Quantiles.median(rounds.requestTimes(key, block))
                    / Quantiles.median(rounds.requestTimes(key.plainReference(), block));
        }
        return ratios;
    }
}
