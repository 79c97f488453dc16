package org.wssbench.results.gate;

import java.io.PrintWriter;
import java.util.List;

/**
 * The gate's verdict over its arms: the work arm ({@link WorkArm}, judged on every run on every machine) and the
 * time arm ({@link MachineGate}'s report, judged where a baseline, a history or {@code ab} can). The arms add up:
 * the gate fails when either fails, and the first line says which arms judged and which did not, and why.
 *
 * @param runIds   the runs judged
 * @param time     the time arm's report (it also holds the machine-independent checks)
 * @param timeArm  the time arm's part of the first line: {@code time: judged against ...} or
 *                 {@code time: not judged (why)}
 * @param work     the work arm
 */
public record GateOutcome(List<String> runIds, GateReport time, String timeArm, WorkArm work) {

    public GateOutcome {
        runIds = List.copyOf(runIds);
    }

    /** The combined verdict: a failed run first (exit 1), then any failing arm (exit 3). */
    public GateReport.Verdict verdict() {
        if (time.verdict() == GateReport.Verdict.RUN_FAILED) {
            return GateReport.Verdict.RUN_FAILED;
        }
        return time.verdict() == GateReport.Verdict.FAIL || !work.passed() ? GateReport.Verdict.FAIL
                : GateReport.Verdict.PASS;
    }

    public int exitCode() {
        return verdict().exitCode();
    }

    /** Whether the time arm judged figures against a tolerance. */
    public boolean timeJudged() {
        return time.judgedCount() > 0;
    }

    /** The first line: the verdict and which arms judged, e.g. {@code gate: PASS: work: judged ...; time: ...}. */
    public String firstLine() {
        String word = switch (verdict()) {
            case PASS, NOT_JUDGED -> "PASS";
            case FAIL -> "FAIL";
            case RUN_FAILED -> "FAIL (the run itself failed)";
        };
        return "gate: " + word + ": " + work.summary() + "; " + timeArm;
    }

    /** Prints the first line, then the time arm's report, then the work arm's lines (every figure with explain). */
    public void print(PrintWriter out, boolean explain, double falseAlarmPerRun) {
        out.println(firstLine());
        time.print(out, "time", explain, falseAlarmPerRun, runIds.size());
        work.print(out, explain, runIds.size() > 1);
        out.flush();
    }
}
