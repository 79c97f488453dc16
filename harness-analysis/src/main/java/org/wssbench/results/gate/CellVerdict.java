package org.wssbench.results.gate;

import java.util.Collection;
import java.util.Locale;
import org.wssbench.results.ScenarioSequence;

/**
 * The gate's line for one figure: what was measured, what the baseline holds, the raw change and the tolerance.
 *
 * @param key          the cell, or {@code message-security/<sequence>}
 * @param measured     the run's figure (the geometric mean when several runs are judged together)
 * @param baseline     the baseline's figure (geometric mean of its runs); NaN when there is none
 * @param tolerancePct the largest rise unchanged runs reach at the stated false-alarm rate; NaN when not judged
 * @param outcome      what the gate concluded
 * @param model        the noise model behind the tolerance (null when not judged), for --explain
 */
public record CellVerdict(ScenarioSequence key, double measured, double baseline, double tolerancePct,
                          Outcome outcome, NoiseModel model) {

    /** What the gate concluded about one figure. */
    public enum Outcome {
        /** Within the tolerance. */
        PASS("pass"),
        /** Dearer than the tolerance allows: fails the gate. */
        SLOWER("SLOWER"),
        /** Cheaper than the tolerance allows, mirrored: noted, never a failure. */
        FASTER("faster"),
        /** Shown for information: no baseline of this machine to judge against. */
        INFORMATION("info");

        private final String word;

        Outcome(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }

    /** The raw change against the baseline, in %. */
    public double changePct() {
        return (measured / baseline - 1) * 100;
    }

    /**
     * The width of a table's first column: its longest name, and at least its header "cell", so that
     * "secureconversation-vs-peers/large" does not push the numbers of its line out of their columns.
     */
    public static int nameWidth(Collection<?> names) {
        return names.stream().mapToInt(name -> name.toString().length()).reduce("cell".length(), Math::max);
    }

    /** One table line: cell (padded to {@code width}), measured, baseline, change, tolerance, verdict. */
    public String line(int width) {
        String change = Double.isNaN(baseline) ? "" : String.format(Locale.ROOT, "%+.1f%%", changePct());
        String tolerance = Double.isNaN(tolerancePct) ? "" : String.format(Locale.ROOT, "%+.1f%%", tolerancePct);
        return String.format(Locale.ROOT, "  %-" + width + "s %9.3f %9s %8s %9s  %s", key, measured,
                Double.isNaN(baseline) ? "" : String.format(Locale.ROOT, "%.3f", baseline), change, tolerance,
                outcome.word());
    }

    /** The header of {@link #line(int)}. */
    public static String header(int width) {
        return String.format(Locale.ROOT, "  %-" + width + "s %9s %9s %8s %9s  %s", "cell", "measured", "baseline",
                "change", "tolerance", "verdict");
    }
}
