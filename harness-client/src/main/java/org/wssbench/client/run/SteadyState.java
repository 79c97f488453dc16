package org.wssbench.client.run;

import org.wssbench.client.scenario.WarmupRule;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Online steady-state test of one cell's warm-up (see {@link WarmupRule}): the last {@code window}
 * round statistics (round medians of the client time) must show a spread (coefficient of
 * variation) of at most {@code cv} and a least-squares trend that changes the level by at most
 * {@code trend} (relative) across the window. A round without a usable statistic (all requests
 * failed) empties the window.
 */
final class SteadyState {

    private final WarmupRule rule;
    private final Deque<Double> window = new ArrayDeque<>();

    SteadyState(WarmupRule rule) {
        this.rule = rule;
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
        Double cv = cv();
        Double trend = trend();
        return cv != null && trend != null && cv <= rule.cv() && Math.abs(trend) <= rule.trend();
    }

    /** Coefficient of variation (sample standard deviation / mean) over a full window; null before. */
    Double cv() {
        if (window.size() < rule.window()) {
            return null;
        }
        double mean = mean();
        double sum = 0;
        for (double v : window) {
            sum += (v - mean) * (v - mean);
        }
        return Math.sqrt(sum / (window.size() - 1)) / mean;
    }

    /** Least-squares slope x (n - 1) / mean over a full window: the relative drift; null before. */
    Double trend() {
        if (window.size() < rule.window()) {
            return null;
        }
        int n = window.size();
        double meanX = (n - 1) / 2.0;
        double meanY = mean();
        double sxy = 0;
        double sxx = 0;
        int x = 0;
        for (double y : window) {
            sxy += (x - meanX) * (y - meanY);
            sxx += (x - meanX) * (x - meanX);
            x++;
        }
        return sxy / sxx * (n - 1) / meanY;
    }

    private double mean() {
        double sum = 0;
        for (double v : window) {
            sum += v;
        }
        return sum / window.size();
    }
}
