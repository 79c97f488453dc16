package org.wssbench.results.gate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The work gate's rule: each figure a run measured and the reference holds fails when it rose above the reference
 * by more than the entry's tolerance ({@link WorkReferenceBuilder} sets it from the spread of unchanged runs). A
 * figure below every reference run by more than the tolerance is noted as less work, never failed: the
 * machine-independent checks ({@link MachineGate}) already fail a message that lost its security. Cells or figures
 * the reference lacks are not judged (a run of a subset of the matrix judges what it measured).
 */
public final class WorkRule {

    private WorkRule() {
    }

    /** The verdicts on a run's figures, in the run's cell order and {@link WorkFigure} order. */
    public static List<WorkVerdict> judge(WorkProfile run, WorkReference reference) {
        List<WorkVerdict> verdicts = new ArrayList<>();
        for (CellWork cell : run.cells()) {
            for (Map.Entry<WorkFigure, Double> figure : cell.figures().entrySet()) {
                reference.entry(run.workload(), run.catalogue(), cell.cell(), figure.getKey()).ifPresent(entry -> verdicts.add(
                        new WorkVerdict(run.runId(), cell.cell(), figure.getKey(), figure.getValue(), entry,
                                outcome(figure.getValue(), entry))));
            }
        }
        return verdicts;
    }

    static WorkVerdict.Outcome outcome(double measured, WorkReference.Entry entry) {
        if (measured > entry.ceiling()) {
            return WorkVerdict.Outcome.MORE_WORK;
        }
        if (measured < entry.lowest() / (1 + entry.tolerancePct() / 100)) {
            return WorkVerdict.Outcome.LESS_WORK;
        }
        return WorkVerdict.Outcome.PASS;
    }
}
