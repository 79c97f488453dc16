package org.wssbench.results.compare;

import java.util.List;
import java.util.Locale;
import org.wssbench.results.gate.GatedFigure;

/**
 * The result of compare: one row per cell and side, the mismatches found between the runs, and where the
 * run-to-run noise came from.
 *
 * @param noiseNote where the run-to-run noise of one-run sides came from, for the output
 */
public record Comparison(List<String> runIds, List<ComparisonRow> rows, List<String> mismatches, String noiseNote) {

    public static final String METHOD_NOTE = "Runs are compared on ratios vs plain measured inside each run "
            + "(same sequence), never on raw milliseconds, so different machines or days do not masquerade "
            + "as changes.";

    /** Family-wise error rate of the verdicts of one side's comparison (Holm). */
    public static final double ALPHA = 0.05;

    public boolean hasMismatches() {
        return !mismatches.isEmpty();
    }

    public String methodDescription() {
        return METHOD_NOTE + String.format(Locale.ROOT, " Compared figure: %s per cell, and per sequence the "
                + "geometric mean of the message-security cells (docs/methodology.md). The unit of replication is the "
                + "run (a fresh Tomcat and client JVM pair): sides of two or more runs are compared with Welch's t-test "
                + "on the log figure; a side of one run takes its run-to-run noise from the baseline of its machine. "
                + "Verdict slower/faster when the Holm-adjusted p-value over the cells of one comparison is below %.2f. "
                + "For runs taken alternately on one machine, the ab command (paired) is the sharper test. %s",
                GatedFigure.COLUMN, ALPHA, noiseNote);
    }
}
