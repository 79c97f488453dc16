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
 *   <li>Comparing runs: {@link org.wssbench.results.stats.CellRounds} groups a run's requests by cell
 *       and round (the unit of replication inside a run, never the single request);
 *       {@link org.wssbench.results.stats.PairedRatios} pairs each round with plain's in the same
 *       round, {@link org.wssbench.results.stats.BlockRatios} pairs blocks of rounds (the gated figure's
 *       samples, on each block's median, fast end or mean) and {@link org.wssbench.results.stats.RunStatistic} says how a run's samples reduce to
 *       its figure; {@link org.wssbench.results.stats.RatioMetric} names the candidate overhead figures and
 *       {@link org.wssbench.results.stats.RunMetrics} computes them for a run;
 *       {@link org.wssbench.results.stats.HierarchicalBootstrap} estimates a change between runs
 *       (runs, and rounds where runs are few) as a {@link org.wssbench.results.stats.ChangeEstimate};
 *       {@link org.wssbench.results.stats.Holm} adjusts the cells' p-values together;
 *       {@link org.wssbench.results.stats.RunNoise} models run-to-run noise for the gate's tolerances,
 *       {@link org.wssbench.results.stats.ModeratedVariance} pools it over a sequence's cells and
 *       {@link org.wssbench.results.stats.TailFit} measures how heavy its tails are;
 *       {@link org.wssbench.results.stats.CommonFactor} is the shift a run's secured cells share, and
 *       {@link org.wssbench.results.stats.CommonFactorWeight} how much of it each cell follows;
 *       {@link org.wssbench.results.stats.MeasuringPeriods} groups a baseline's runs by when they ran,
 *       so that a cell's shift between states of the host counts as noise.</li>
 * </ul>
 */
package org.wssbench.results.stats;
