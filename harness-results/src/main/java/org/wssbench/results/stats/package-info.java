/**
 * Statistics derived from the raw per-request rows; nothing here reads or writes files.
 *
 * <ul>
 *   <li>{@link org.wssbench.results.stats.SummaryCalculator} turns requests into summary.csv rows
 *       (best repetition, mean/median/percentiles, start-up cost, convergence, ratios to plain).
 *       Its helpers are package-private: {@code BestRepetition}, {@code RepetitionTotal},
 *       {@code StartOrder}, {@code SampleStatistics}, {@code LatencyStatistics}.</li>
 *   <li>{@link org.wssbench.results.stats.LatencyHistograms} builds the HdrHistogram used for
 *       percentiles and latency plots.</li>
 *   <li>{@link org.wssbench.results.stats.RatioChangeBootstrap} gives the bootstrap
 *       {@link org.wssbench.results.stats.ConfidenceInterval} for the change of a ratio between runs.</li>
 * </ul>
 */
package org.wssbench.results.stats;
