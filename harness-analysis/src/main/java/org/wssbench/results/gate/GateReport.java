package org.wssbench.results.gate;

import java.io.PrintWriter;
import java.util.List;

/**
 * What the gate decided, in the order a reader needs it: the verdict first, then one line per figure, then
 * what failed, then notes. The noise model behind each tolerance is printed only with --explain.
 *
 * @param verdict    the outcome
 * @param headline   the first line after the verdict word: what was judged against what
 * @param cells      one line per judged (or, without a baseline, shown) figure
 * @param failures   checks that failed (the gate fails on any)
 * @param notes      information: no baseline for this machine, improvements, model caveats, the evidence line
 * @param runProblem requests failed or the matrix is unfinished (exit 1, before any judgement)
 */
public record GateReport(Verdict verdict, String headline, List<CellVerdict> cells, List<String> failures,
                         List<String> notes, List<String> runProblem) {

    /** The gate's outcome and its exit status. */
    public enum Verdict {
        PASS(0), NOT_JUDGED(0), FAIL(3), RUN_FAILED(1);

        private final int exitCode;

        Verdict(int exitCode) {
            this.exitCode = exitCode;
        }

        public int exitCode() {
            return exitCode;
        }
    }

    public GateReport {
        cells = List.copyOf(cells);
        failures = List.copyOf(failures);
        notes = List.copyOf(notes);
        runProblem = List.copyOf(runProblem);
    }

    public boolean passed() {
        return verdict.exitCode() == 0;
    }

    /** Prints the report; with {@code explain}, each figure's noise model under its line. */
    public void print(PrintWriter out, boolean explain, double falseAlarmPerRun, int runsJudged) {
        print(out, "gate", explain, falseAlarmPerRun, runsJudged);
    }

    /** Prints the report with its first line starting {@code <label>: } ("time" when it is one arm of the gate). */
    public void print(PrintWriter out, String label, boolean explain, double falseAlarmPerRun, int runsJudged) {
        String word = label + ": " + switch (verdict) {
            case PASS -> "PASS";
            case NOT_JUDGED -> "PASS (ratios not judged)";
            case FAIL -> "FAIL";
            case RUN_FAILED -> "FAIL (the run itself failed)";
        };
        out.println(word + ": " + headline);
        runProblem.forEach(problem -> out.println("  run problem: " + problem));
        failures.forEach(failure -> out.println("  failed: " + failure));
        if (!cells.isEmpty()) {
            int width = CellVerdict.nameWidth(cells.stream().map(CellVerdict::key).toList());
            out.println(CellVerdict.header(width));
            for (CellVerdict cell : cells) {
                out.println(cell.line(width));
                if (explain && cell.model() != null) {
                    out.println("      " + cell.model().explain(runsJudged, falseAlarmPerRun / Math.max(1, judgedCount())));
                }
            }
        }
        notes.forEach(note -> out.println("note: " + note));
        out.flush();
    }

    /** How many figures were judged against a tolerance (the false-alarm rate is shared among them). */
    public int judgedCount() {
        return (int) cells.stream().filter(c -> c.model() != null).count();
    }
}
