package org.wssbench.results.gate;

import java.util.Locale;
import org.wssbench.results.ScenarioSequence;

/**
 * The work gate's verdict on one figure of one cell.
 *
 * @param runId     the run judged
 * @param cell      scenario and sequence
 * @param figure    what is counted
 * @param measured  the run's figure
 * @param entry     the reference's entry it was judged against
 * @param outcome   what the rule concluded
 */
public record WorkVerdict(String runId, ScenarioSequence cell, WorkFigure figure, double measured,
                          WorkReference.Entry entry, Outcome outcome) {

    /** What the rule concluded about one figure. */
    public enum Outcome {
        /** Within the tolerance. */
        PASS,
        /** More work than the tolerance allows: fails the gate. */
        MORE_WORK,
        /** Less work than any reference run by more than the tolerance: noted, never a failure. */
        LESS_WORK
    }

    /** The change against the reference figure, in %. */
    public double changePct() {
        return (measured / entry.reference() - 1) * 100;
    }

    public boolean failed() {
        return outcome == Outcome.MORE_WORK;
    }

    /** The figure's name in reports: {@code sign/small server_alloc_bytes_median}. */
    public String name() {
        return cell + " " + figure.column();
    }

    /**
     * One line for people, e.g.
     * {@code sign/small: the server allocates +12.4% per request (398,640 -> 448,100 B), tolerance 1.7%}.
     */
    public String line() {
        return String.format(Locale.ROOT, "%s: %s %+.1f%%%s (%,.0f -> %,.0f B), tolerance %.1f%%%s", cell,
                figure.subject(), changePct(), figure.unit(), entry.reference(), measured, entry.tolerancePct(),
                switch (outcome) {
                    case PASS, MORE_WORK -> "";
                    case LESS_WORK -> String.format(Locale.ROOT, ": less than every reference run (lowest %,.0f B); "
                            + "if intended, write the reference anew", entry.lowest());
                });
    }
}
