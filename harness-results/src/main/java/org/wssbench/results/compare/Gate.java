package org.wssbench.results.compare;

import org.wssbench.results.RunFolder;
import org.wssbench.results.SummaryRow;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Checks a run's overhead ratios against a committed baseline. Only higher overhead fails. */
public final class Gate {

    private Gate() {
    }

    public static GateResult check(RunFolder run, BaselineFile baseline) {
        List<String> violations = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (BaselineEntry entry : baseline.entries()) {
            Optional<SummaryRow> row = run.row(entry.key());
            if (row.isEmpty()) {
                notes.add(entry.key() + ": in the baseline but not in run " + run.runId() + " (not checked)");
                continue;
            }
            Double ratio = row.get().timeRatioVsPlain();
            if (ratio == null) {
                notes.add(entry.key() + ": run " + run.runId() + " has no time_ratio_vs_plain (no plain "
                        + entry.key().sequence() + " measured?); not checked");
                continue;
            }
            double changePct = (ratio / entry.ratio() - 1) * 100;
            if (ratio > entry.limit()) {
                violations.add(String.format(Locale.ROOT,
                        "%s/%s: overhead regressed: time ratio vs plain %.3f, baseline %.3f (+%.1f%%), "
                                + "tolerance %.1f%%", entry.scenario(), entry.sequence(), ratio, entry.ratio(),
                        changePct, entry.tolerancePct()));
            } else if (-changePct > entry.tolerancePct()) {
                notes.add(String.format(Locale.ROOT,
                        "%s/%s: overhead improved: time ratio vs plain %.3f, baseline %.3f (%.1f%%), "
                                + "beyond tolerance %.1f%%; consider refreshing the baseline",
                        entry.scenario(), entry.sequence(), ratio, entry.ratio(), changePct, entry.tolerancePct()));
            }
        }
        for (SummaryRow row : run.summary()) {
            if (!row.key().isPlain() && baseline.entry(row.key()).isEmpty()) {
                notes.add(row.key() + ": measured in run " + run.runId() + " but not in the baseline (not checked)");
            }
        }
        return new GateResult(violations, notes);
    }
}
