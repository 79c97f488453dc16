package org.wssbench.results.gate;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.analysis.Holm;
import org.wssbench.results.stats.ConfidenceInterval;
import org.wssbench.results.stats.GeometricMean;
import org.wssbench.results.stats.MeanDifference;

/**
 * A/B on one machine: runs of A and B taken alternately (A1 B1 A2 B2 ...), each a fresh Tomcat and client JVM,
 * judged per figure on the pairs. Pair {@code i} is {@code (A_i, B_i)}, measured minutes apart, so what the host
 * did in that stretch hits both; the change of a figure is the mean over the pairs of {@code ln(B_i / A_i)}, tested
 * against 0 with a paired t-test, Holm's adjustment across the figures (family-wise error {@code alpha}).
 * No baseline is involved: it works on any machine and for any two builds or configurations.
 *
 * @param pairs   number of pairs
 * @param figures one result per figure, in the order of the table
 * @param alpha   family-wise error rate across the figures
 */
public record AbJudgement(int pairs, List<Figure> figures, double alpha) {

    /** The smallest number of pairs a paired t-test has any power with. */
    public static final int MIN_PAIRS = 3;

    /**
     * One figure's paired result.
     *
     * @param key        the cell or message-security row
     * @param a          geometric mean of A's figures
     * @param b          geometric mean of B's figures
     * @param change     the paired test of ln(B_i) against ln(A_i)
     * @param pAdjusted  the p-value after Holm's adjustment across the figures
     * @param verdict    slower, faster or no change
     */
    public record Figure(ScenarioSequence key, double a, double b, MeanDifference change, double pAdjusted,
                         String verdict) {

        /** Mean of ln(B_i/A_i). */
        public double meanLog() {
            return change.estimate();
        }

        /** SD of ln(B_i/A_i) over the pairs. */
        public double sdLog() {
            return change.pairedSd();
        }

        /** Two-sided p-value of the paired t-test. */
        public double p() {
            return change.pValue();
        }

        public double changePct() {
            return Math.expm1(meanLog()) * 100;
        }
    }

    /** Judges pairs {@code (a[i], b[i])}; both lists the same length, at least {@link #MIN_PAIRS}. */
    public static AbJudgement judge(List<RunFolder> a, List<RunFolder> b, double alpha) {
        if (a.size() != b.size()) {
            throw new IllegalArgumentException("A/B pairs runs by position: got " + a.size() + " A run(s) and " + b.size()
                    + " B run(s)");
        }
        if (a.size() < MIN_PAIRS) {
            throw new IllegalArgumentException("A/B needs at least " + MIN_PAIRS + " pairs, got " + a.size());
        }
        List<Map<ScenarioSequence, Double>> figuresA = a.stream().map(GatedFigure::withAggregates).toList();
        List<Map<ScenarioSequence, Double>> figuresB = b.stream().map(GatedFigure::withAggregates).toList();
        Set<ScenarioSequence> keys = new TreeSet<>(figuresA.get(0).keySet());
        figuresA.forEach(f -> keys.retainAll(f.keySet()));
        figuresB.forEach(f -> keys.retainAll(f.keySet()));
        List<Figure> raw = new ArrayList<>();
        for (ScenarioSequence key : keys) {
            double[] valuesA = figuresA.stream().mapToDouble(f -> f.get(key)).toArray();
            double[] valuesB = figuresB.stream().mapToDouble(f -> f.get(key)).toArray();
            MeanDifference change = MeanDifference.paired(GeometricMean.logs(valuesA), GeometricMean.logs(valuesB));
            raw.add(new Figure(key, GeometricMean.of(valuesA), GeometricMean.of(valuesB), change, 0, ""));
        }
        double[] adjusted = Holm.adjust(raw.stream().mapToDouble(Figure::p).toArray());
        List<Figure> ordered = new ArrayList<>();
        for (int i = 0; i < raw.size(); i++) {
            Figure f = raw.get(i);
            String verdict = adjusted[i] >= alpha ? "no change" : f.meanLog() > 0 ? "SLOWER" : "faster";
            ordered.add(new Figure(f.key(), f.a(), f.b(), f.change(), adjusted[i], verdict));
        }
        return new AbJudgement(a.size(), ordered, alpha);
    }

    /**
     * The smallest true change (in %) this design detects with probability {@code power} for a figure whose pair
     * differences have SD {@code sdLog}, with {@code pairs} pairs, at a two-sided level of {@code alpha / figures}
     * (the first step of Holm's procedure, i.e. Bonferroni: conservative).
     */
    public static double minimumDetectablePct(double sdLog, int pairs, double alpha, int figures, double power) {
        return Math.expm1(MeanDifference.pairedMinimumDetectable(sdLog, pairs, alpha / figures, power)) * 100;
    }

    public boolean anySlower() {
        return figures.stream().anyMatch(f -> f.verdict().equals("SLOWER"));
    }

    /** The verdict first, then one line per figure: A, B, change, its 95% interval, p, Holm's limit, verdict. */
    public void print(PrintWriter out, String nameA, String nameB) {
        long slower = figures.stream().filter(f -> f.verdict().equals("SLOWER")).count();
        long faster = figures.stream().filter(f -> f.verdict().equals("faster")).count();
        out.println(String.format(Locale.ROOT, "ab: %s: %d of %d figures slower, %d faster (B = %s against A = %s, %d "
                        + "pairs, paired t-test, Holm at %.0f%% family-wise)", slower > 0 ? "B IS SLOWER" : "no slowdown found",
                slower, figures.size(), faster, nameB, nameA, pairs, alpha * 100));
        String name = "  %-" + CellVerdict.nameWidth(figures.stream().map(Figure::key).toList()) + "s";
        out.println(String.format(Locale.ROOT, name + " %9s %9s %8s %19s %9s %9s  %s", "cell", "A", "B", "change",
                "95% interval", "p", "p (Holm)", "verdict"));
        for (Figure f : figures) {
            ConfidenceInterval interval = f.change().relativeChange(0.95);
            out.println(String.format(Locale.ROOT, name + " %9.3f %9.3f %+7.1f%% [%+7.1f%%, %+7.1f%%] %9.2g %9.2g  %s",
                    f.key(), f.a(), f.b(), f.changePct(), interval.low() * 100, interval.high() * 100, f.p(),
                    f.pAdjusted(), f.verdict()));
        }
        out.println(String.format(Locale.ROOT, "note: smallest change detected 4 times in 5 with %d pairs (from these "
                + "pairs' spread): %s", pairs, detectableSummary()));
        out.flush();
    }

    private String detectableSummary() {
        List<String> parts = new ArrayList<>();
        for (Figure f : figures) {
            parts.add(String.format(Locale.ROOT, "%s %.1f%%", f.key(),
                    minimumDetectablePct(f.sdLog(), pairs, alpha, figures.size(), 0.8)));
        }
        return String.join(", ", parts);
    }
}
