/**
 * The evidence for the gate's and ab's claims, recomputed from committed baselines and digests; nothing here
 * judges a run for CI.
 *
 * <ul>
 *   <li>{@link org.wssbench.results.evidence.EvidenceTable}: the Markdown block docs/methodology.md quotes per
 *       committed baseline ({@code baseline --show FILE --markdown}, benchmark/evidence.sh).</li>
 *   <li>{@link org.wssbench.results.evidence.TrialTable}: what the gate and ab made of the slowdown trials kept
 *       beside a machine's baseline, and the gate with a CI pool's history.</li>
 * </ul>
 *
 * <p>Both use the gate package's rule ({@code MachineGate}, {@code AbJudgement}) as the gate does, so the evidence
 * is of the code that judges.
 */
package org.wssbench.results.evidence;
