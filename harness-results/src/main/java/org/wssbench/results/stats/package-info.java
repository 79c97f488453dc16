/**
 * Statistics derived from the raw per-request rows; nothing here reads or writes files.
 *
 * <ul>
 *   <li>{@link org.wssbench.results.stats.SummaryCalculator} turns requests into summary.csv rows
 *       (best repetition, mean/median/percentiles, start-up cost, convergence, ratios to plain).
 *       Its helpers are package-private: {@code BestRepetition}, {@code RepetitionTotal},
 *       {@code StartOrder}, {@code Quantiles}, {@code LatencyStatistics}.</li>
 *   <li>{@link org.wssbench.results.stats.LatencyHistograms} builds the HdrHistogram used for
 *       percentiles and latency plots.</li>
 *   <li>Per-round figures: {@link org.wssbench.results.stats.CellRounds} groups a run's requests by cell
 *       and round, {@link org.wssbench.results.stats.PairedRatios} pairs each round with plain's in the same
 *       round, {@link org.wssbench.results.stats.BlockRatios} pairs blocks of rounds or single rounds (on each
 *       block's median, fast end or mean) and {@link org.wssbench.results.stats.RunStatistic} says how a run's
 *       samples reduce to its figure; {@link org.wssbench.results.stats.RatioMetric} names the figures of
 *       summary.csv. How runs are judged against each other lives in harness-analysis.</li>
 *   <li>The statistics kernel every module uses, on commons-math3: {@link org.wssbench.results.stats.Quantiles}
 *       (quantiles, mean, SD), {@link org.wssbench.results.stats.GeometricMean},
 *       {@link org.wssbench.results.stats.CoefficientOfVariation}, {@link org.wssbench.results.stats.MeanDifference}
 *       (Welch's and the paired t-test with their {@link org.wssbench.results.stats.ConfidenceInterval}s) and
 *       {@link org.wssbench.results.stats.SteadyStateRule} (the warm-up's and the SEI report's steady state).</li>
 * </ul>
 */
package org.wssbench.results.stats;
