package org.wssbench.results.stats;

import java.util.Locale;
import java.util.Optional;

/**
 * The candidate overhead figures of a cell, each against plain of the same sequence in the same
 * run: ratios, and one difference ({@link #OVERHEAD_MS}). Their run-to-run spread decides which one
 * the gate and compare use (see results/baseline/README.md); the others stay summary.csv columns.
 */
public enum RatioMetric {
    /** Sosnoski's figure: best whole-pass total / plain's best whole-pass total. One number per run. */
    BEST_TOTAL("time_ratio_vs_plain", false),
    /** Median over rounds of (cell's round total / plain's round total in the same round). */
    ROUND_MEDIAN("round_ratio_median_vs_plain", true),
    /** Median over rounds of the same ratio on CPU time (client thread + server request). */
    CPU("cpu_ratio_vs_plain", true),
    /**
     * {@link #ROUND_MEDIAN}, judged after taking out the run's common factor: a cell's change against
     * a reference (the baseline, or compare's first side) minus the median change of the sequence's
     * other secured cells ({@link CommonFactor}). Gated together with the common factor itself, the
     * pseudo cell {@code all-secured}.
     */
    PEER_ADJUSTED("round_ratio_peer_adjusted", ROUND_MEDIAN),
    /**
     * Median over rounds of (cell's round time - plain's round time in the same round) per request, in
     * ms: the overhead as a cost, not a multiple. On a shared host whose slow spells inflate plain's
     * memory-bound work more than a crypto cell's, a ratio moves with plain; the difference does not
     * divide by it. A candidate; see results/baseline/README.md for its run-to-run spread.
     */
    OVERHEAD_MS("round_overhead_ms_median", true),
    /**
     * Ratio of the cell's median request time to plain's per block of consecutive rounds
     * ({@link BlockRatios}: 160 or more requests per block, or single rounds for a cell measured once
     * per round), summarised by the {@link RunStatistic#TRIMMED_GEOMETRIC_MEAN} of the blocks.
     */
    BLOCK("block_ratio_vs_plain", true),
    /**
     * {@link #BLOCK} judged after taking out the run's common factor, as {@link #PEER_ADJUSTED} does for
     * {@link #ROUND_MEDIAN}; the common-factor pseudo cell {@code all-secured} keeps its per-round
     * definition ({@link CommonFactor#perRound}), where pairing plain round by round measured quieter.
     */
    BLOCK_PEER_ADJUSTED("block_ratio_peer_adjusted", BLOCK),
    /**
     * {@link #BLOCK} on the fast end of each block instead of its median: per block, the
     * {@link BlockRatios#LOW_QUANTILE} quantile of the cell's request times over plain's (a cell
     * measured once per round has one request per block, so this equals {@link #BLOCK} there).
     */
    BLOCK_LOW("block_low_ratio_vs_plain", true),
    /**
     * {@link #BLOCK_LOW} judged with the run's common factor out, as {@link #BLOCK_PEER_ADJUSTED}: the
     * gated metric since 2026-11-26 (quieter from run to run, results/baseline/README.md).
     */
    BLOCK_LOW_PEER_ADJUSTED("block_low_ratio_peer_adjusted", BLOCK_LOW),
    /**
     * {@link #BLOCK} on the mean of each block's request times: a cost that hits only some requests moves
     * it in proportion, where the fast end of {@link #BLOCK_LOW} may not move at all. Noisier (every slow
     * request counts), so it gates beside {@link #GATED} as a second figure, not instead of it.
     */
    BLOCK_MEAN("block_mean_ratio_vs_plain", true),
    /**
     * {@link #BLOCK_MEAN} judged with the run's common factor out, as {@link #BLOCK_PEER_ADJUSTED}. It has no
     * common-factor pseudo cell of its own: {@code all-secured} is the same per-round figure for every
     * common-factor metric, and {@link #GATED} already checks it.
     */
    BLOCK_MEAN_PEER_ADJUSTED("block_mean_ratio_peer_adjusted", BLOCK_MEAN),
    /**
     * {@link #BLOCK_LOW} paired round by round instead of per block of rounds: per round, the fast end
     * of the cell's request times over the fast end of plain's in the same round, summarised by the
     * trimmed geometric mean over the rounds ({@link BlockRatios.Pairing#ROUND}). A fast end of 16 requests
     * is less precise than one of 160, but its plain was measured within the same second: on a host whose
     * speed changes within seconds that pairing matters more (results/baseline/README.md, "Evidence
     * (2026-11-27, fifth session)"). Equal to {@link #BLOCK_LOW} for a cell with one request per round.
     */
    ROUND_LOW("round_low_ratio_vs_plain", true),
    /** {@link #ROUND_LOW} judged with the run's common factor out, as {@link #BLOCK_LOW_PEER_ADJUSTED}. */
    ROUND_LOW_PEER_ADJUSTED("round_low_ratio_peer_adjusted", ROUND_LOW),
    /** {@link #BLOCK_MEAN} paired round by round, as {@link #ROUND_LOW} is {@link #BLOCK_LOW}. */
    ROUND_MEAN("round_mean_ratio_vs_plain", true),
    /**
     * {@link #ROUND_MEAN} judged with the run's common factor out: the second figure beside
     * {@link #ROUND_LOW_PEER_ADJUSTED}, as {@link #BLOCK_MEAN_PEER_ADJUSTED} is beside {@link #GATED}.
     */
    ROUND_MEAN_PEER_ADJUSTED("round_mean_ratio_peer_adjusted", ROUND_MEAN);

    /** What the gate and compare use, chosen on the A/A evidence in results/baseline/README.md. */
    public static final RatioMetric GATED = BLOCK_LOW_PEER_ADJUSTED;
    /**
     * The gate's second figure, for costs that spare the fast requests ({@link #BLOCK_MEAN}); the committed
     * baselines carry it beside {@link #GATED}, with a share of the false-alarm probability.
     */
    public static final RatioMetric GATED_MEAN = BLOCK_MEAN_PEER_ADJUSTED;

    private final String column;
    private final boolean perRound;
    /** For a common-factor metric, the figure it adjusts (its samples and statistic); null for the others. */
    private final RatioMetric adjusted;

    RatioMetric(String column, boolean perRound) {
        this.column = column;
        this.perRound = perRound;
        this.adjusted = null;
    }

    /** A common-factor metric: {@code adjusted}'s figure, judged with the run's common factor out. */
    RatioMetric(String column, RatioMetric adjusted) {
        this.column = column;
        this.perRound = adjusted.perRound;
        this.adjusted = adjusted;
    }

    /** The figure itself, without the common factor taken out: this metric unless it is a common-factor one. */
    public RatioMetric unadjusted() {
        return adjusted == null ? this : adjusted;
    }

    /** Name of the summary.csv column and of the baseline's metric field. */
    public String column() {
        return column;
    }

    /** Whether the metric summarises per-round (or per-block) samples, so they can be resampled. */
    public boolean perRound() {
        return perRound;
    }

    /** How a run's samples of a cell reduce to its figure. */
    public RunStatistic statistic() {
        return blockStatistic().isPresent() ? RunStatistic.TRIMMED_GEOMETRIC_MEAN : RunStatistic.MEDIAN;
    }

    /** For the block metrics, what they compare of each block's request times ({@link BlockRatios}). */
    public Optional<BlockRatios.Statistic> blockStatistic() {
        return switch (unadjusted()) {
            case BLOCK -> Optional.of(BlockRatios.Statistic.MEDIAN);
            case BLOCK_LOW, ROUND_LOW -> Optional.of(BlockRatios.Statistic.LOW);
            case BLOCK_MEAN, ROUND_MEAN -> Optional.of(BlockRatios.Statistic.MEAN);
            default -> Optional.empty();
        };
    }

    /** For the block metrics, whether plain is paired with the cell per block of rounds or per round. */
    public BlockRatios.Pairing pairing() {
        return switch (unadjusted()) {
            case ROUND_LOW, ROUND_MEAN -> BlockRatios.Pairing.ROUND;
            default -> BlockRatios.Pairing.BLOCK;
        };
    }

    /**
     * The second figure gated beside this one by default: the mean of the same blocks (or rounds) beside
     * their fast end, for costs that spare the fast requests; empty beside any other first figure.
     */
    public Optional<RatioMetric> secondFigure() {
        return switch (this) {
            case BLOCK_LOW_PEER_ADJUSTED -> Optional.of(BLOCK_MEAN_PEER_ADJUSTED);
            case ROUND_LOW_PEER_ADJUSTED -> Optional.of(ROUND_MEAN_PEER_ADJUSTED);
            default -> Optional.empty();
        };
    }

    /** Whether the metric is a difference to plain in ms (0 = no overhead) rather than a ratio (1 = none). */
    public boolean isDifference() {
        return this == OVERHEAD_MS;
    }

    /** Whether the metric also gates each sequence's common factor (the {@code all-secured} pseudo cell). */
    public boolean hasCommonFactor() {
        return adjusted != null;
    }

    /**
     * Whether the metric gates the common factor itself as a cell ({@code all-secured}): not the means, which
     * are second figures beside a first one that already gates it (see {@link #BLOCK_MEAN_PEER_ADJUSTED}).
     */
    public boolean gatesCommonFactorCell() {
        return hasCommonFactor() && blockStatistic().orElse(null) != BlockRatios.Statistic.MEAN;
    }

    public static Optional<RatioMetric> ofColumn(String column) {
        String wanted = column.trim().toLowerCase(Locale.ROOT);
        for (RatioMetric metric : values()) {
            if (metric.column.equals(wanted)) {
                return Optional.of(metric);
            }
        }
        return Optional.empty();
    }
}
