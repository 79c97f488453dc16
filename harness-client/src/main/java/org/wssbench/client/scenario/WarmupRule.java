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
 * @param untilSteady false: the old fixed-count warm-up (exactly the cap, no steady-state test)
 */
public record WarmupRule(boolean untilSteady, int window, double cv, double trend) {

    public static final WarmupRule DEFAULT = new WarmupRule(true, 6, 0.05, 0.05);

    public String name() {
        return untilSteady ? "steady" : "count";
    }
}
