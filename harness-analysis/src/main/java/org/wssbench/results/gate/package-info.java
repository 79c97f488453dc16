/**
 * Judging runs: the CI gate, its baselines and the A/B test. The gate has two arms, added up by
 * {@link org.wssbench.results.gate.GateOutcome}: work ({@link org.wssbench.results.gate.WorkArm}), judged on every
 * run, and time ({@link org.wssbench.results.gate.MachineGate}), judged where a baseline can.
 *
 * <ul>
 *   <li>{@link org.wssbench.results.gate.WorkProfile}: a run's work per cell ({@link org.wssbench.results.gate.CellWork},
 *       {@link org.wssbench.results.gate.WorkFigure}); {@link org.wssbench.results.gate.WorkReference} (file:
 *       {@link org.wssbench.results.gate.WorkReferenceCsv}): the committed work of a JDK, made by
 *       {@link org.wssbench.results.gate.WorkReferenceBuilder} and picked by
 *       {@link org.wssbench.results.gate.WorkReferences}; {@link org.wssbench.results.gate.WorkRule} returns
 *       {@link org.wssbench.results.gate.WorkVerdict} records.</li>
 *   <li>Renderers of a {@link org.wssbench.results.gate.GateOutcome}: {@link org.wssbench.results.gate.GateJunitXml},
 *       {@link org.wssbench.results.gate.GateMarkdown}, {@link org.wssbench.results.gate.GateJson}, written by
 *       {@link org.wssbench.results.gate.GateFiles}.</li>
 *   <li>{@link org.wssbench.results.gate.GatedFigure}: the one figure judged per cell,
 *       {@code round_low_ratio_vs_plain}, the message-security mean per sequence, and each message-security cell
 *       against its peers.</li>
 *   <li>{@link org.wssbench.results.gate.HostSpeed}: how fast a run's host worked, which decides whether a
 *       baseline can judge it.</li>
 *   <li>{@link org.wssbench.results.gate.MachineKey}: which machine a run's ratios belong to (CPU, cores, JDK,
 *       provider); {@link org.wssbench.results.gate.MachineBaselines}: where each machine's baseline and kept
 *       runs live.</li>
 *   <li>{@link org.wssbench.results.gate.MachineBaseline}: the baseline file, the figures of every unchanged run
 *       with its measuring period; {@link org.wssbench.results.gate.NoiseModel}: the random-effects model (runs
 *       within periods, periods, with one period share for all figures of a baseline) derived from it, which
 *       gives every tolerance.</li>
 *   <li>{@link org.wssbench.results.gate.MachineGate} judges a run into a
 *       {@link org.wssbench.results.gate.GateReport} of {@link org.wssbench.results.gate.CellVerdict} lines.</li>
 *   <li>{@link org.wssbench.results.gate.AbJudgement}: B against A from alternated runs on one machine, paired.</li>
 * </ul>
 */
package org.wssbench.results.gate;
