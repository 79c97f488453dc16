/**
 * A finished run opened for analysis, and the statistics only the analysis needs; nothing here writes a run.
 *
 * <ul>
 *   <li>{@link org.wssbench.results.analysis.SummarizedRun} opens a run folder for every analysis, deriving the
 *       summary from requests.csv (with harness-results' {@code stats.SummaryCalculator}) where the run wrote
 *       none.</li>
 *   <li>{@link org.wssbench.results.analysis.RunMetrics} gives a run's per-round ratio samples per cell (the
 *       variant sweep); {@link org.wssbench.results.analysis.SeiMetrics} the figures of the SEI report's
 *       tables.</li>
 *   <li>{@link org.wssbench.results.analysis.Holm} adjusts the p-values of compare and ab together (commons-math3
 *       has no such procedure); the tests themselves and their intervals are harness-results'
 *       {@code stats.MeanDifference}.</li>
 * </ul>
 *
 * <p>Start here when an analysis needs a run: the other packages of this module ({@code gate}, {@code compare},
 * {@code report}, {@code cli}) take the {@code RunFolder} it returns.
 */
package org.wssbench.results.analysis;
