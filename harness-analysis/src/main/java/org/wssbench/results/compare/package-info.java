/**
 * Comparing finished runs with each other.
 *
 * <ul>
 *   <li>{@link org.wssbench.results.compare.RunComparator} compares the gated figure of several runs, or sides of
 *       several runs, with the first and produces a {@link org.wssbench.results.compare.Comparison} (one
 *       {@link org.wssbench.results.compare.ComparisonRow} per cell and side, with a
 *       {@link org.wssbench.results.compare.Verdict}). Its noise model is the gate's
 *       ({@code results.gate.NoiseModel}).</li>
 *   <li>{@link org.wssbench.results.compare.VariantSweep} reads the variants of one axis swept inside one run.</li>
 * </ul>
 */
package org.wssbench.results.compare;
