package org.wssbench.client.scenario;

import org.wssbench.results.stats.SteadyStateRule;

/**
 * When a cell (scenario x sequence) has warmed up. Warm-up runs in rounds; after each round the
 * cell's round median of the client time is added to a window of the last {@code window} rounds.
 * The cell is steady when that window passes the {@link SteadyStateRule} with these limits
 * ({@code cv}, {@code trend}); JMH leaves the iteration count to the user instead. The sequence's
 * warm-up count caps it.
 *
 * <p>{@code settleRounds} rounds in the measured design follow (every cell's chunk, in shuffled order,
 * primed), recorded as phase settle and never measured. Why: a cell is steady in its own warm-up
 * rounds, long runs of one scenario, but measured in short chunks among all the others, and the
 * JVMs need rounds of that mix before plain and the secured cells stop drifting against each other
 * (docs/methodology.md, "Warm-up and settling").
 *
 * @param untilSteady false: the old fixed-count warm-up (exactly the cap, no steady-state test)
 * @param settleRounds rounds in the measured design after the warm-up, before measuring (0: none)
 */
public record WarmupRule(boolean untilSteady, int window, double cv, double trend, int settleRounds) {

    public static final WarmupRule DEFAULT = new WarmupRule(true, SteadyStateRule.DEFAULT.window(),
            SteadyStateRule.DEFAULT.maxCv(), SteadyStateRule.DEFAULT.maxTrend());

    public WarmupRule {
        if (settleRounds < 0) {
            throw new IllegalArgumentException("settleRounds must not be negative: " + settleRounds);
        }
    }

    /** A rule without settling rounds. */
    public WarmupRule(boolean untilSteady, int window, double cv, double trend) {
        this(untilSteady, window, cv, trend, 0);
    }

    /** The steady-state rule with this rule's window and limits. */
    public SteadyStateRule steadyStateRule() {
        return new SteadyStateRule(window, cv, trend);
    }

    public String name() {
        return untilSteady ? "steady" : "count";
    }
}
