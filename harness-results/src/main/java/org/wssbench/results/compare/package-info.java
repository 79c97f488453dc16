/**
 * Runs against each other and against a committed baseline.
 *
 * <ul>
 *   <li>{@link org.wssbench.results.compare.RunComparator} compares the ratios to plain of several
 *       runs and produces a {@link org.wssbench.results.compare.Comparison} (one
 *       {@link org.wssbench.results.compare.ComparisonRow} per cell and run, with a
 *       {@link org.wssbench.results.compare.Verdict}, and a {@link org.wssbench.results.compare.FigureChange}
 *       where the noise baseline gates a second figure) plus matrix mismatches.</li>
 *   <li>{@link org.wssbench.results.compare.Baseline} builds a baseline from several runs;
 *       {@link org.wssbench.results.compare.BaselineFile} reads and writes it (one
 *       {@link org.wssbench.results.compare.BaselineEntry} per cell and gated figure).</li>
 *   <li>{@link org.wssbench.results.compare.Gate} checks a run (or several runs of one build, on the mean of
 *       their figures against {@link org.wssbench.results.compare.BaselineEntry#forMeanOf}'s narrower
 *       tolerance) against a baseline and returns a {@link org.wssbench.results.compare.GateResult}; {@link org.wssbench.results.compare.RunIdentity}
 *       is what a run measured (the gate refuses other work), {@link org.wssbench.results.compare.SteadyState}
 *       whether its cells reached steady state; {@link org.wssbench.results.compare.BaselineChoice}
 *       picks, among the baselines of several machines, the one measured on the run's;
 *       {@link org.wssbench.results.compare.GateConfirmation} screens a run for a confirmation run and
 *       judges the two together (each figure on their mean, or on the one run where its cell was steady);
 *       {@link org.wssbench.results.compare.Headroom} says how close the judged figures came to their
 *       tolerances (a note of every gate).</li>
 *   <li>{@link org.wssbench.results.compare.AaCheck} judges all of this on independent runs of one
 *       build (noise per metric, false verdicts of every pair, leave-one-out gate).</li>
 * </ul>
 * Rendering these for people lives in {@code report}; the commands in {@code cli}.
 */
package org.wssbench.results.compare;
