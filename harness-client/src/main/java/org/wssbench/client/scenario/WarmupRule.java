package org.wssbench.client.scenario;

/**
 * When a cell (scenario x sequence) has warmed up. Warm-up runs in rounds; after each round the
 * cell's round median of the client time is added to a window of the last {@code window} rounds.
 * The cell is steady when, over that window, the coefficient of variation is at most {@code cv}
 * and the least-squares trend (slope x (window - 1) / mean, i.e. the relative change the trend
 * predicts across the window) lies within +-{@code trend}. This is the "no trend, small
 * spread" criterion of Kalibera and Jones (2013) applied online; JMH leaves the iteration count
 * to the user instead. The sequence's warm-up count caps it.
 *
 * <p>{@code settleRounds} rounds in the measured design follow (every cell's chunk, in shuffled order,
 * primed), recorded as phase settle and never measured. Why: a cell is steady in its own warm-up
 * rounds, long runs of one scenario, but measured in short chunks among all the others. Without
 * settling, unchanged quick runs measured plain/small about a quarter slower in the first six
 * measured rounds than in the last thirty, and the secured ratios took about 50 rounds to stop
 * climbing (docs/methodology.md, "Warm-up and settling").
 *
 * @param untilSteady false: the old fixed-count warm-up (exactly the cap, no steady-state test)
 * @param settleRounds rounds in the measured design after the warm-up, before measuring (0: none)
 */
public record WarmupRule(boolean untilSteady, int window, double cv, double trend, int settleRounds) {

    public static final WarmupRule DEFAULT = new WarmupRule(true, 6, 0.05, 0.05);

    public WarmupRule {
        if (settleRounds < 0) {
            throw new IllegalArgumentException("settleRounds must not be negative: " + settleRounds);
        }
    }

    /** A rule without settling rounds. */
    public WarmupRule(boolean untilSteady, int window, double cv, double trend) {
        this(untilSteady, window, cv, trend, 0);
    }

    public String name() {
        return untilSteady ? "steady" : "count";
    }
}
