package org.wssbench.results;

/**
 * How one cell's warm-up ended (a row of warmup.csv).
 *
 * @param requests      warm-up requests sent
 * @param rounds        warm-up rounds the cell took part in
 * @param roundRequests requests per warm-up round
 * @param capRequests   the most it was allowed to send
 * @param steadyState   true if the steady-state test passed, false if the cap stopped it,
 *                      null if no test was made (rule {@code count}: fixed-length warm-up)
 * @param finalCv       coefficient of variation of the round medians over the last window; null if too few rounds
 * @param finalTrend    relative trend over the last window (negative: still getting faster); null if too few rounds
 * @param rule          {@code steady} or {@code count}
 */
public record WarmupOutcome(String scenario, String sequence, int requests, int rounds, int roundRequests,
                            int capRequests, Boolean steadyState, Double finalCv, Double finalTrend, String rule) {

    public ScenarioSequence key() {
        return new ScenarioSequence(scenario, sequence);
    }
}
