package org.wssbench.client.run;

import org.wssbench.client.scenario.WarmupRule;
import org.wssbench.results.stats.Quantiles;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * The online steady-state test of one cell's warm-up: the window of its last round statistics (round medians of
 * the client time), judged by the {@link org.wssbench.results.stats.SteadyStateRule} of its {@link WarmupRule}. A
 * round without a usable statistic (all requests failed) empties the window.
 */
final class SteadyState {

    private final WarmupRule rule;
    private final Deque<Double> window = new ArrayDeque<>();

    SteadyState(WarmupRule rule) {
        this.rule = rule;
    }

    /** Adds one round by the median of its client times; a round without times empties the window. */
    void addRound(long[] clientTimes) {
        add(clientTimes.length == 0 ? Double.NaN
                : Quantiles.median(Arrays.stream(clientTimes).asDoubleStream().toArray()));
    }

    void add(double roundStatistic) {
        if (!Double.isFinite(roundStatistic) || roundStatistic <= 0) {
            window.clear();
            return;
        }
        window.addLast(roundStatistic);
        while (window.size() > rule.window()) {
            window.removeFirst();
        }
    }

    boolean steady() {
        return full() && rule.steadyStateRule().steady(values());
    }

    /** Coefficient of variation (sample standard deviation / mean) over a full window; null before. */
    Double cv() {
        return full() ? rule.steadyStateRule().cv(values()) : null;
    }

    /** Least-squares slope x (n - 1) / mean over a full window: the relative drift; null before. */
    Double trend() {
        return full() ? rule.steadyStateRule().trend(values()) : null;
    }

    private boolean full() {
        return window.size() == rule.window();
    }

    private double[] values() {
        return window.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
