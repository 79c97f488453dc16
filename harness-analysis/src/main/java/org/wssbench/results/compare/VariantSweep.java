package org.wssbench.results.compare;

import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.stats.ConfidenceInterval;
import org.wssbench.results.stats.GeometricMean;
import org.wssbench.results.stats.MeanDifference;
import org.wssbench.results.stats.PairedRatios;
import org.wssbench.results.stats.Quantiles;
import org.wssbench.results.analysis.RunMetrics;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One configuration axis swept inside one run: every variant of the axis ran in the same rounds
 * as plain and as the axis's control (the base policy's own value), so each variant is read as
 * its overhead ratio to plain and as its change against the control, with a 95% interval over the
 * run's rounds (Student's t on the log of the per-round ratios, paired by round where both were measured in the
 * same rounds). One run only sees round-to-round noise, so the interval says nothing about
 * run-to-run variation; the control's own row against itself is 0 by construction, and a sweep
 * of an axis that changes nothing on the wire (an A/A sweep) shows what "no change" looks like.
 *
 * @param scenarios the swept scenarios, the control first
 */
public record VariantSweep(RunFolder run, List<String> scenarios, List<Row> rows) {

    /**
     * @param timeRatio       best total / plain's best total (Sosnoski's measure, summary.csv)
     * @param roundRatio      median over rounds of the per-round total / plain's total in that round
     * @param changeVsControl change of the per-round ratio against the control variant; null for the control
     */
    public record Row(String scenario, String sequence, long requests, long errors, Double timeRatio, Double roundRatio,
                      Double medianMs, Double requestBytes, Double responseBytes, Double serverSecurityMs,
                      ConfidenceInterval changeVsControl, Verdict verdict) {
    }

    public static VariantSweep of(RunFolder run, List<String> scenarios) {
        if (scenarios.isEmpty()) {
            throw new IllegalArgumentException("a sweep needs at least one scenario");
        }
        RunMetrics metrics = RunMetrics.of(run);
        String control = scenarios.get(0);
        Set<String> sequences = new LinkedHashSet<>();
        run.summary().forEach(r -> sequences.add(r.sequence()));
        List<Row> rows = new ArrayList<>();
        for (String sequence : sequences) {
            PairedRatios controlRounds = metrics.paired(new ScenarioSequence(control, sequence));
            for (String scenario : scenarios) {
                ScenarioSequence key = new ScenarioSequence(scenario, sequence);
                Optional<SummaryRow> summary = run.row(key);
                if (summary.isEmpty()) {
                    continue;
                }
                SummaryRow s = summary.get();
                PairedRatios rounds = metrics.paired(key);
                ConfidenceInterval change = null;
                Verdict verdict = null;
                if (!scenario.equals(control) && rounds.rounds() > 0 && controlRounds.rounds() > 0) {
                    change = change(controlRounds.time(), rounds.time());
                    verdict = change.low() > 0 ? Verdict.SLOWER : change.high() < 0 ? Verdict.FASTER : Verdict.NO_SIGNIFICANT_CHANGE;
                }
                rows.add(new Row(scenario, sequence, s.requests(), s.errors(), s.timeRatioVsPlain(), rounds.timeMedian(),
                        s.medianMs(), s.requestBytesMean(), s.responseBytesMean(), s.serverSecurityMsMean(), change, verdict));
            }
        }
        return new VariantSweep(run, List.copyOf(scenarios), List.copyOf(rows));
    }

    /**
     * The change of {@code next} against {@code base} (per-round ratios), with a 95% interval over the rounds: paired
     * by round where both sides have the same rounds, Welch's where each has two or more, and no interval else.
     */
    static ConfidenceInterval change(double[] base, double[] next) {
        double[] a = GeometricMean.logs(base);
        double[] b = GeometricMean.logs(next);
        MeanDifference change = a.length == b.length ? MeanDifference.paired(a, b)
                : a.length >= 2 && b.length >= 2 ? MeanDifference.welch(a, b)
                : new MeanDifference(Quantiles.mean(b) - Quantiles.mean(a), Double.NaN, Double.NaN);
        return change.relativeChange(0.95);
    }

    public String control() {
        return scenarios.get(0);
    }
}
