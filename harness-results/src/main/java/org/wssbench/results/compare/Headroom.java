package org.wssbench.results.compare;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * How much of its tolerance each figure of a gated run used: the figure's change against the baseline, in log
 * terms, as a share of the tolerance's (a share above 1 fails the gate).
 *
 * <p>Why: "gate passed" alone cannot tell a run that passed with room to spare from one a hair below a
 * tolerance. A CI owner needs the closeness to judge a near miss, and the A/A evidence
 * (results/baseline/README.md) needs it to show how near unchanged runs come to a false alarm.
 */
final class Headroom {

    /** How many of the closest figures the note names. */
    static final int SHOWN = 3;
    /** Prefix of the gate's note. */
    static final String NOTE = "headroom: ";

    private final List<Figure> figures = new ArrayList<>();

    /**
     * One figure as judged.
     *
     * @param name      cell and figure, as the gate names them
     * @param changePct the judged value's change against the baseline ratio, in percent
     * @param tolerancePct the figure's tolerance, in percent
     */
    record Figure(String name, double changePct, double tolerancePct) {

        /** Share of the tolerance used, in log terms: 1 is exactly at the tolerance. */
        double share() {
            return Math.log1p(changePct / 100) / Math.log1p(tolerancePct / 100);
        }
    }

    void add(String name, double judged, BaselineEntry entry) {
        figures.add(new Figure(name, entry.changePct(judged), entry.tolerancePct()));
    }

    List<Figure> closestFirst() {
        return figures.stream().sorted(Comparator.comparingDouble(Figure::share).reversed()).toList();
    }

    /** The gate's note: how many figures were judged and the closest ones to their tolerance; empty if none. */
    String note() {
        List<Figure> closest = closestFirst();
        if (closest.isEmpty()) {
            return "";
        }
        List<String> shown = new ArrayList<>();
        for (Figure f : closest.subList(0, Math.min(SHOWN, closest.size()))) {
            shown.add(String.format(Locale.ROOT, "%s %+.1f%% of +%.1f%% (%.0f%%)", f.name(), f.changePct(),
                    f.tolerancePct(), f.share() * 100));
        }
        return NOTE + closest.size() + " figures judged; closest to their tolerance (change of tolerance, share used): "
                + String.join("; ", shown);
    }
}
