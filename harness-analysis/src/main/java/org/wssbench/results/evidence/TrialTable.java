package org.wssbench.results.evidence;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.HashMap;
import java.util.IntSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.wssbench.results.gate.CellVerdict;
import org.wssbench.results.gate.AbJudgement;
import org.wssbench.results.gate.GatedFigure;
import org.wssbench.results.gate.MachineBaseline;
import org.wssbench.results.gate.MachineBaselines;
import org.wssbench.results.gate.MachineGate;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunHealth;
import org.wssbench.results.RunManifest;
import org.wssbench.results.ScenarioSequence;

/**
 * What the gate and ab make of known slowdowns on one machine, recomputed from committed digests: the rows of
 * "What they catch, measured" in README.md and of the evidence block in docs/methodology.md ("What each arm catches").
 *
 * <p>Layout beside a machine's baseline: {@code trials/<workload>/<period>/<trial>/<run>/}. A trial is one
 * slowdown injected on the server ({@code -Dwssbench.test.slowdown}, read back from each run's run.json); its runs
 * were taken interleaved with the baseline's unchanged runs of the same period, run {@code X-i} of the trial in the
 * same round as unchanged run {@code Y-i}; ab pairs them by that round number, so a round whose unchanged run was
 * discarded leaves its trial runs unpaired. Per trial: the gate on each run alone, the gate on the mean of its runs
 * (each as the gate judges: without the runs whose host speed is outside the baseline's), and ab against that
 * period's unchanged runs, paired in order. The first row is the baseline's own unchanged runs,
 * each judged against the others, and how many of them worked outside the others' host speeds. A period whose
 * unchanged runs are not in the baseline keeps them as the trial {@value #UNCHANGED}: judged like any trial, its
 * failures are false alarms out of sample, and the period's other trials are paired with them.
 */
public final class TrialTable {

    /** Run ids in the order they were taken: "s-2" before "s-10". */
    private static final Comparator<Path> TAKEN = Comparator.comparing((Path p) -> p.getFileName().toString().length())
            .thenComparing(p -> p.getFileName().toString());

    /** The trial folder of a period's unchanged runs where they are not in the baseline (out of sample). */
    static final String UNCHANGED = "unchanged";

    private static final Pattern ROUND = Pattern.compile("-([0-9]+)$");

    private TrialTable() {
    }

    /**
     * @param baseline         the machine's baseline
     * @param runsDir          its digests, {@code runs/<workload>/} (the unchanged runs ab pairs with)
     * @param trialsDir        {@code trials/<workload>/}
     * @param falseAlarmPerRun the gate's false-alarm rate per run
     */
    public static String render(MachineBaseline baseline, Path runsDir, Path trialsDir, double falseAlarmPerRun)
            throws IOException {
        StringBuilder out = new StringBuilder();
        out.append("| runs | injected on the server | gate, each run alone | gate, mean of the runs | ab, paired with the "
                + "period's unchanged runs |\n|---|---|---|---|---|\n");
        Map<String, List<CellVerdict>> leftOut = MachineGate.judgedLeftOut(baseline, falseAlarmPerRun, false);
        List<String> unchangedFailed = new ArrayList<>();
        leftOut.forEach((runId, verdicts) -> {
            if (MachineGate.anySlower(verdicts)) {
                unchangedFailed.add(runId + ": " + slower(verdicts));
            }
        });
        int unchangedTried = leftOut.size();
        List<String> outside = baseline.runsOutsideTheOthersHostSpeeds();
        out.append(String.format(Locale.ROOT, "| %d unchanged (the baseline's, each against the others) | nothing | %s; "
                + "%d of %d outside the others' host speeds, so a run like them gets no ratio verdict%s | - | - |%n",
                unchangedTried, failedOf(unchangedFailed, unchangedTried), outside.size(), baseline.runs().size(),
                outside.isEmpty() ? "" : " (" + String.join(", ", outside) + ")"));
        for (Path period : children(trialsDir)) {
            List<RunFolder> unchanged = open(runsDir.resolve(period.getFileName()));
            if (unchanged.isEmpty()) {
                unchanged = open(period.resolve(UNCHANGED));
            }
            for (Path trial : children(period)) {
                List<RunFolder> runs = open(trial);
                if (runs.isEmpty()) {
                    continue;
                }
                boolean outOfSample = trial.getFileName().toString().equals(UNCHANGED);
                MachineGate.HostSpeeds speeds = MachineGate.HostSpeeds.of(runs, baseline);
                List<String> failed = new ArrayList<>();
                for (RunFolder run : speeds.kept()) {
                    String slower = slower(MachineGate.judgeFigures(MachineGate.meanFigures(List.of(run)), baseline, 1,
                            falseAlarmPerRun));
                    if (!slower.isEmpty()) {
                        failed.add(run.runId() + ": " + slower);
                    }
                }
                List<String> notJudged = runs.stream().filter(run -> !speeds.kept().contains(run))
                        .map(RunFolder::runId).toList();
                String injected = outOfSample ? "nothing (unchanged runs, not in the baseline)" : "`" + injected(runs) + "`";
                String eachRun = speeds.kept().isEmpty() ? "none judged: host speed outside the baseline's in every run ("
                        + messageSecurityShift(runs, baseline) + ")"
                        : failedOf(failed, speeds.kept().size()) + (notJudged.isEmpty() ? ""
                        : "; not judged, host speed outside the baseline's: " + String.join(", ", notJudged));
                out.append(String.format(Locale.ROOT, "| %d, %s | %s | %s | %s | %s |%n", runs.size(),
                        period.getFileName(), injected, eachRun,
                        meanVerdict(speeds.kept(), runs.size(), baseline, falseAlarmPerRun),
                        outOfSample ? "-" : ab(unchanged, runs)));
            }
        }
        return out.toString();
    }

    /**
     * The trial runs as the gate with a CI pool's history ({@code gate --history}) would have judged each one:
     * against the machine's quiet unchanged runs taken before it (the baseline's digests and the trials'
     * {@value #UNCHANGED} runs), one period per UTC day, once those are {@value MachineBaselines#HISTORY_MIN_RUNS}
     * runs from {@value MachineBaselines#HISTORY_MIN_PERIODS} days. Unlike a committed baseline, such a history
     * holds every host state the machine worked in. A trial none of whose runs had that history gets no row; with
     * no row at all the table is empty.
     */
    public static String renderHistory(Path runsDir, Path trialsDir, double falseAlarmPerRun) throws IOException {
        List<RunFolder> unchanged = new ArrayList<>();
        for (Path period : children(runsDir)) {
            unchanged.addAll(open(period));
        }
        for (Path period : children(trialsDir)) {
            unchanged.addAll(open(period.resolve(UNCHANGED)));
        }
        Map<RunFolder, Instant> kept = new LinkedHashMap<>();
        unchanged.stream().filter(run -> RunHealth.notQuiet(run).isEmpty())
                .forEach(run -> taken(run).ifPresent(when -> kept.put(run, when)));
        StringBuilder rows = new StringBuilder();
        for (Path period : children(trialsDir)) {
            for (Path trial : children(period)) {
                historyRow(period, trial, kept, falseAlarmPerRun).ifPresent(rows::append);
            }
        }
        return rows.isEmpty() ? "" : "| runs | injected on the server | history before each run | gate, each run alone "
                + "|\n|---|---|---|---|\n" + rows;
    }

    /** One trial's row of {@link #renderHistory}; empty where none of its runs had a ready history. */
    private static Optional<String> historyRow(Path period, Path trial, Map<RunFolder, Instant> unchanged,
                                               double falseAlarmPerRun) throws IOException {
        List<RunFolder> runs = open(trial);
        List<String> failed = new ArrayList<>();
        List<String> otherHost = new ArrayList<>();
        List<String> notReady = new ArrayList<>();
        IntSummaryStatistics historyRuns = new IntSummaryStatistics();
        Set<String> days = new TreeSet<>();
        for (RunFolder run : runs) {
            Optional<MachineBaseline> history = readyHistoryBefore(run, unchanged);
            if (history.isEmpty()) {
                notReady.add(run.runId());
                continue;
            }
            historyRuns.accept(history.get().runs().size());
            days.addAll(history.get().periods());
            if (MachineGate.HostSpeeds.of(List.of(run), history.get()).kept().isEmpty()) {
                otherHost.add(run.runId());
                continue;
            }
            String slower = slower(MachineGate.judgeFigures(MachineGate.meanFigures(List.of(run)), history.get(), 1,
                    falseAlarmPerRun));
            if (!slower.isEmpty()) {
                failed.add(run.runId() + ": " + slower);
            }
        }
        if (historyRuns.getCount() == 0) {
            return Optional.empty();
        }
        int judged = runs.size() - notReady.size() - otherHost.size();
        String injected = trial.getFileName().toString().equals(UNCHANGED) ? "nothing (unchanged runs)"
                : "`" + injected(runs) + "`";
        String history = historyRuns.getMin() == historyRuns.getMax() ? historyRuns.getMin() + " runs"
                : historyRuns.getMin() + "-" + historyRuns.getMax() + " runs";
        String eachRun = (judged == 0 ? "none judged" : failedOf(failed, judged))
                + (otherHost.isEmpty() ? "" : "; not judged, host speed outside the history's: "
                + String.join(", ", otherHost))
                + (notReady.isEmpty() ? "" : "; no history of " + MachineBaselines.HISTORY_MIN_RUNS + " runs from "
                + MachineBaselines.HISTORY_MIN_PERIODS + " days before: " + String.join(", ", notReady));
        return Optional.of(String.format(Locale.ROOT, "| %d, %s | %s | %s from %d days (%s) | %s |%n", runs.size(),
                period.getFileName(), injected, history, days.size(), String.join(", ", days), eachRun));
    }

    /**
     * The history a CI pool would have held when {@code run} was taken: the unchanged runs taken before it, one
     * period per UTC day, if it is large enough to judge ({@link MachineBaselines#historyReady}).
     */
    private static Optional<MachineBaseline> readyHistoryBefore(RunFolder run, Map<RunFolder, Instant> unchanged) {
        Optional<Instant> when = taken(run);
        if (when.isEmpty()) {
            return Optional.empty();
        }
        List<RunFolder> before = unchanged.entrySet().stream().filter(u -> u.getValue().isBefore(when.get()))
                .map(Map.Entry::getKey).toList();
        return before.isEmpty() ? Optional.empty()
                : Optional.of(MachineBaseline.of(before, TrialTable::day)).filter(MachineBaselines::historyReady);
    }

    /** When a run started, from its run.json. */
    private static Optional<Instant> taken(RunFolder run) {
        return run.manifest().map(RunManifest::date).filter(date -> !date.isBlank()).map(Instant::parse);
    }

    /** A history's period of the run ({@link MachineBaselines#historyPeriod}). */
    private static String day(RunFolder run) {
        return taken(run).map(MachineBaselines::historyPeriod).orElse("undated");
    }

    /**
     * How far the runs' message-security rows lay from the baseline's, per sequence: what a verdict in their host
     * state would have rested on.
     */
    private static String messageSecurityShift(List<RunFolder> runs, MachineBaseline baseline) {
        Map<ScenarioSequence, Double> reference = MachineGate.meanOfBaseline(baseline);
        Map<ScenarioSequence, DoubleSummaryStatistics> changes = new TreeMap<>();
        for (RunFolder run : runs) {
            GatedFigure.aggregates(MachineGate.meanFigures(List.of(run)), baseline.messageSecurityCells())
                    .forEach((key, value) -> {
                        if (key.scenario().equals(GatedFigure.MESSAGE_SECURITY) && reference.containsKey(key)) {
                            changes.computeIfAbsent(key, k -> new DoubleSummaryStatistics())
                                    .accept((value / reference.get(key) - 1) * 100);
                        }
                    });
        }
        return changes.entrySet().stream().map(e -> String.format(Locale.ROOT, "%s %+.1f%% to %+.1f%%", e.getKey(),
                e.getValue().getMin(), e.getValue().getMax())).collect(Collectors.joining(", "))
                + " against the baseline's";
    }

    /** The gate on the mean of the runs whose host speed is the baseline's. */
    private static String meanVerdict(List<RunFolder> kept, int runs, MachineBaseline baseline, double falseAlarmPerRun) {
        if (kept.isEmpty()) {
            return "ratios not judged (no run's host speed is the baseline's)";
        }
        String slower = slower(MachineGate.judgeFigures(MachineGate.meanFigures(kept), baseline, kept.size(),
                falseAlarmPerRun));
        String judged = kept.size() == 1 ? " [the 1 judged run]" : " [mean of " + kept.size() + " runs]";
        return (slower.isEmpty() ? "passed" : "failed: " + slower) + (kept.size() < runs ? judged : "");
    }

    private static String ab(List<RunFolder> unchanged, List<RunFolder> runs) {
        Map<String, RunFolder> unchangedByRound = new HashMap<>();
        unchanged.forEach(run -> round(run).ifPresent(r -> unchangedByRound.put(r, run)));
        List<RunFolder> a = new ArrayList<>();
        List<RunFolder> b = new ArrayList<>();
        for (RunFolder run : runs) {
            RunFolder partner = round(run).map(unchangedByRound::get).orElse(null);
            if (partner != null) {
                a.add(partner);
                b.add(run);
            }
        }
        if (a.size() < AbJudgement.MIN_PAIRS) {
            return "not paired (" + a.size() + " of " + runs.size() + " runs have an unchanged run of their round)";
        }
        AbJudgement judgement = AbJudgement.judge(a, b, EvidenceTable.AB_ALPHA);
        String slower = judgement.figures().stream().filter(f -> f.verdict().equals("SLOWER"))
                .map(f -> String.format(Locale.ROOT, "%s %+.1f%%", f.key(), f.changePct()))
                .collect(Collectors.joining(", "));
        String pairs = a.size() == runs.size() ? "" : " (" + a.size() + " pairs)";
        return (slower.isEmpty() ? "nothing found" : "slower: " + slower) + pairs;
    }

    /** The round a run was taken in: the number its id ends with ("s-3" and "u-3" share round 3). */
    private static Optional<String> round(RunFolder run) {
        Matcher number = ROUND.matcher(run.runId());
        return number.find() ? Optional.of(number.group(1)) : Optional.empty();
    }

    private static String slower(List<CellVerdict> verdicts) {
        return verdicts.stream().filter(v -> v.outcome() == CellVerdict.Outcome.SLOWER)
                .map(v -> String.format(Locale.ROOT, "%s %+.1f%% (tolerance %+.1f%%)", v.key(), v.changePct(),
                        v.tolerancePct()))
                .collect(Collectors.joining(", "));
    }

    private static String failedOf(List<String> failed, int tried) {
        return failed.size() + " of " + tried + " failed" + (failed.isEmpty() ? "" : " (" + String.join("; ", failed) + ")");
    }

    private static String injected(List<RunFolder> runs) {
        return runs.stream().map(run -> run.manifest().map(m -> m.build().get("test_slowdown")).orElse(null))
                .filter(Objects::nonNull).distinct().collect(Collectors.joining(" / "));
    }

    private static List<Path> children(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> inside = Files.list(dir)) {
            return inside.filter(Files::isDirectory).sorted(TAKEN).toList();
        }
    }

    private static List<RunFolder> open(Path dir) throws IOException {
        List<RunFolder> runs = new ArrayList<>();
        for (Path run : children(dir)) {
            runs.add(RunFolder.open(run));
        }
        return runs;
    }
}
