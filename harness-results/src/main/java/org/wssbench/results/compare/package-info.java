/**
 * Runs against each other and against a committed baseline.
 *
 * <ul>
 *   <li>{@link org.wssbench.results.compare.RunComparator} compares the ratios to plain of several
 *       runs and produces a {@link org.wssbench.results.compare.Comparison} (one
 *       {@link org.wssbench.results.compare.ComparisonRow} per metric, cell and run, with a
 *       {@link org.wssbench.results.compare.Verdict}) plus matrix mismatches.</li>
 *   <li>{@link org.wssbench.results.compare.Baseline} builds a baseline from several runs;
 *       {@link org.wssbench.results.compare.BaselineFile} reads and writes it (one
 *       {@link org.wssbench.results.compare.BaselineEntry} per cell).</li>
 *   <li>{@link org.wssbench.results.compare.Gate} checks a run against a baseline and returns a
 *       {@link org.wssbench.results.compare.GateResult}.</li>
 * </ul>
 * Rendering these for people lives in {@code report}; the commands in {@code cli}.
 */
package org.wssbench.results.compare;
