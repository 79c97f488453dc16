package org.wssbench.results.compare;

import org.wssbench.results.RunInfo;

import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.stats.ConfidenceInterval;
import org.wssbench.results.stats.RatioChangeBootstrap;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;

/** Compares two or more runs, each against the first, on overhead ratios vs plain. */
public final class RunComparator {

    private final RatioChangeBootstrap bootstrap;
    private final long seed;

    public RunComparator() {
        this(RatioChangeBootstrap.DEFAULT_RESAMPLES, RatioChangeBootstrap.DEFAULT_SEED);
    }

    public RunComparator(int resamples, long seed) {
        this.bootstrap = new RatioChangeBootstrap(resamples);
        this.seed = seed;
    }

    public Comparison compare(List<RunFolder> runs) {
        if (runs.size() < 2) {
            throw new IllegalArgumentException("compare needs at least two runs, got " + runs.size());
        }
        TreeSet<ScenarioSequence> keys = new TreeSet<>();
        runs.forEach(run -> run.summary().forEach(row -> keys.add(row.key())));

        List<String> mismatches = new ArrayList<>();
        mismatches.addAll(runInfoMismatches(runs));
        mismatches.addAll(cellMismatches(runs, keys));

        List<ComparisonRow> rows = new ArrayList<>();
        for (ScenarioSequence key : keys) {
            for (int i = 0; i < runs.size(); i++) {
                rows.add(compareCell(key, runs.get(0), runs.get(i), i));
            }
        }
        return new Comparison(runs.stream().map(RunFolder::runId).toList(), rows, mismatches,
                bootstrap.resamples(), seed);
    }

    private ComparisonRow compareCell(ScenarioSequence key, RunFolder first, RunFolder run, int runIndex) {
        Optional<SummaryRow> row = run.row(key);
        if (row.isEmpty()) {
            return new ComparisonRow(key, run.runId(), runIndex, null, null, null, null, null, null,
                    Verdict.MISSING, key + " not measured in " + run.runId());
        }
        SummaryRow summary = row.get();
        Double medianRatio = medianRatio(run, key);
        if (runIndex == 0 || key.isPlain() || summary.timeRatioVsPlain() == null) {
            Verdict verdict = key.isPlain() ? Verdict.REFERENCE
                    : summary.timeRatioVsPlain() == null ? Verdict.NO_PLAIN : Verdict.FIRST_RUN;
            return new ComparisonRow(key, run.runId(), runIndex, summary.timeRatioVsPlain(), null,
                    summary.requestSizeRatioVsPlain(), summary.responseSizeRatioVsPlain(), medianRatio, null,
                    verdict, "");
        }
        Double firstRatio = first.row(key).map(SummaryRow::timeRatioVsPlain).orElse(null);
        Double changePct = firstRatio == null ? null : (summary.timeRatioVsPlain() / firstRatio - 1) * 100;
        ConfidenceInterval interval = medianRatioChange(first, run, key);
        return new ComparisonRow(key, run.runId(), runIndex, summary.timeRatioVsPlain(), changePct,
                summary.requestSizeRatioVsPlain(), summary.responseSizeRatioVsPlain(), medianRatio, interval,
                verdictOf(first, key, interval), "");
    }

    private static Verdict verdictOf(RunFolder first, ScenarioSequence key, ConfidenceInterval interval) {
        if (interval == null) {
            return first.row(key).isEmpty() ? Verdict.MISSING : Verdict.NO_REQUEST_DATA;
        }
        if (interval.entirelyAbove(0)) {
            return Verdict.SLOWER;
        }
        if (interval.entirelyBelow(0)) {
            return Verdict.FASTER;
        }
        return Verdict.NO_SIGNIFICANT_CHANGE;
    }

    private ConfidenceInterval medianRatioChange(RunFolder first, RunFolder run, ScenarioSequence key) {
        long[] baseScenario = first.measuredClientNs(key);
        long[] basePlain = first.measuredClientNs(key.plainReference());
        long[] newScenario = run.measuredClientNs(key);
        long[] newPlain = run.measuredClientNs(key.plainReference());
        if (baseScenario.length == 0 || basePlain.length == 0 || newScenario.length == 0 || newPlain.length == 0) {
            return null;
        }
        // Seed derived from the cell, so a cell's interval does not depend on which other cells exist.
        long cellSeed = seed * 31 + Objects.hash(key.scenario(), key.sequence(), run.runId());
        return bootstrap.changeOfMedianRatio(baseScenario, basePlain, newScenario, newPlain, cellSeed);
    }

    private static Double medianRatio(RunFolder run, ScenarioSequence key) {
        long[] scenario = run.measuredClientNs(key);
        long[] plain = run.measuredClientNs(key.plainReference());
        return scenario.length == 0 || plain.length == 0 ? null : RatioChangeBootstrap.medianRatio(scenario, plain);
    }

    private static List<String> cellMismatches(List<RunFolder> runs, TreeSet<ScenarioSequence> keys) {
        List<String> mismatches = new ArrayList<>();
        for (ScenarioSequence key : keys) {
            List<String> missingIn = runs.stream().filter(r -> r.row(key).isEmpty()).map(RunFolder::runId).toList();
            if (!missingIn.isEmpty()) {
                mismatches.add(key + " is missing in run(s) " + String.join(", ", missingIn)
                        + "; it is compared only where present");
            }
        }
        return mismatches;
    }

    private static List<String> runInfoMismatches(List<RunFolder> runs) {
        List<String> mismatches = new ArrayList<>();
        RunFolder first = runs.get(0);
        for (RunFolder run : runs.subList(1, runs.size())) {
            for (String field : RunInfo.COMPATIBILITY_FIELDS) {
                JsonNode a = first.info().field(field);
                JsonNode b = run.info().field(field);
                if (!Objects.equals(a, b)) {
                    mismatches.add("run.json \"" + field + "\" differs: " + first.runId() + " has "
                            + abbreviate(a) + ", " + run.runId() + " has " + abbreviate(b)
                            + "; ratios may not measure the same work");
                }
            }
        }
        return mismatches;
    }

    private static String abbreviate(JsonNode node) {
        if (node == null) {
            return "nothing";
        }
        String text = node.toString();
        return text.length() <= 120 ? text : text.substring(0, 117) + "...";
    }
}
