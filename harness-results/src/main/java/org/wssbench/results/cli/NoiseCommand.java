package org.wssbench.results.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.wssbench.results.RunFolder;
import org.wssbench.results.compare.AaCheck;
import org.wssbench.results.compare.Baseline;
import org.wssbench.results.stats.HierarchicalBootstrap;
import org.wssbench.results.stats.RatioMetric;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "noise", mixinStandardHelpOptions = true,
        description = {
            "A/A check: run-to-run noise of independent runs (fresh Tomcat and client JVM each) of ONE build, judged "
                    + "on both figures the baseline command would gate (--metric and --second-metric).",
            "",
            "Prints, as Markdown: per scenario and sequence the geometric mean and coefficient of variation over "
                    + "the runs of each candidate metric (time_ratio_vs_plain, round_ratio_median_vs_plain, "
                    + "cpu_ratio_vs_plain, the difference round_overhead_ms_median, block_ratio_vs_plain and "
                    + "block_low_ratio_vs_plain); the "
                    + "gate's tolerance "
                    + "and minimum detectable regression for the gated metric; every pair of runs compared (noise "
                    + "for each pair from a baseline of the OTHER runs) "
                    + "with its false slower/faster verdicts; and every run gated against a baseline of the other "
                    + "runs. Nothing changed between the runs, so every verdict other than 'no significant change' "
                    + "and every gate failure is a false alarm."},
        footer = {"", "Exit status: 0 printed, 2 unreadable input or fewer than three runs."})
public final class NoiseCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "3..*", paramLabel = "RUN", description = RunArguments.HELP)
    List<String> runs;

    @Option(names = "--metric", paramLabel = "COLUMN", description = "Gated metric (default: the chosen one).")
    String metric;

    @Option(names = "--second-metric", paramLabel = "COLUMN",
            description = "Second figure gated and compared beside --metric, as the baseline command builds it "
                    + "(default: block_mean_ratio_peer_adjusted beside the default metric, otherwise none; 'none').")
    String secondMetric;

    @Option(names = "--second-share", defaultValue = "" + Baseline.SECOND_FIGURE_SHARE, paramLabel = "S",
            description = "Share of --false-alarm-pct given to the second figure (default: ${DEFAULT-VALUE}).")
    double secondShare;

    @Option(names = "--false-alarm-pct", defaultValue = "" + Baseline.DEFAULT_FALSE_ALARM_PCT, paramLabel = "P",
            description = "Gate false-alarm probability per run, percent (default: ${DEFAULT-VALUE}).")
    double falseAlarmPct;

    @Option(names = "--power", defaultValue = "" + AaCheck.DEFAULT_POWER,
            description = "Detection probability for the minimum detectable regression (default: ${DEFAULT-VALUE}).")
    double power;

    @Option(names = "--resamples", defaultValue = "" + HierarchicalBootstrap.DEFAULT_RESAMPLES,
            description = "Bootstrap resamples (default: ${DEFAULT-VALUE}).")
    int resamples;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            RatioMetric gated = RunArguments.metric(metric);
            List<RunFolder> folders = RunArguments.open(runs);
            AaCheck.Result result = AaCheck.run(folders, gated, RunArguments.secondMetric(secondMetric, gated), secondShare,
                    falseAlarmPct, power, resamples, HierarchicalBootstrap.DEFAULT_SEED);
            out.print(markdown(result, folders));
            out.flush();
            return ExitCodes.OK;
        } catch (IOException | IllegalArgumentException e) {
            err.println("noise: " + e.getMessage());
            return ExitCodes.INPUT_ERROR;
        }
    }

    static String markdown(AaCheck.Result r, List<RunFolder> runs) {
        StringBuilder out = new StringBuilder();
        out.append("## A/A: ").append(r.runs()).append(" independent runs: ")
                .append(String.join(", ", runs.stream().map(RunFolder::runId).toList())).append("\n\n");
        out.append("### Coefficient of variation over the runs (geometric mean in brackets)\n\n");
        out.append("| scenario | sequence | time_ratio_vs_plain (best total) | round_ratio_median_vs_plain | "
                + "cpu_ratio_vs_plain | round_overhead_ms_median | block_ratio_vs_plain | block_low_ratio_vs_plain | "
                + "block_mean_ratio_vs_plain | round_low_ratio_vs_plain | round_mean_ratio_vs_plain | gated (")
                .append(r.metric().column())
                .append(") | gate tolerance")
                .append(" | min. detectable regression (power ").append(fmt(r.power() * 100, 0)).append("%)")
                .append(r.second() == null ? "" : " | second figure (" + r.second().column() + ") tolerance | its min. "
                        + "detectable regression").append(" |\n");
        out.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|").append(r.second() == null ? "" : "---|---|")
                .append('\n');
        for (AaCheck.CellSpread c : r.cells()) {
            out.append("| ").append(c.key().scenario()).append(" | ").append(c.key().sequence());
            for (RatioMetric m : List.of(RatioMetric.BEST_TOTAL, RatioMetric.ROUND_MEDIAN, RatioMetric.CPU,
                    RatioMetric.OVERHEAD_MS, RatioMetric.BLOCK, RatioMetric.BLOCK_LOW, RatioMetric.BLOCK_MEAN,
                    RatioMetric.ROUND_LOW, RatioMetric.ROUND_MEAN)) {
                Double cv = c.cvPct().get(m);
                out.append(" | ").append(cv == null ? "n/a" : fmt(cv, 2) + "% (" + fmt(c.mean().get(m), 2)
                        + (m.isDifference() ? " ms)" : "x)"));
            }
            out.append(" | ").append(c.gatedCvPct() == null ? "n/a" : fmt(c.gatedCvPct(), 2) + "%"
                    + (c.commonFactorWeight() > 0 ? " (common factor out, weight " + fmt(c.commonFactorWeight(), 2) + ")" : ""));
            out.append(" | ").append(c.tolerancePct() == null ? "n/a" : "+" + fmt(c.tolerancePct(), 1) + "%");
            out.append(" | ").append(c.detectablePct() == null ? "n/a" : "+" + fmt(c.detectablePct(), 1) + "%");
            if (r.second() != null) {
                out.append(" | ").append(c.secondTolerancePct() == null ? "n/a" : "+" + fmt(c.secondTolerancePct(), 1) + "%");
                out.append(" | ").append(c.secondDetectablePct() == null ? "n/a" : "+" + fmt(c.secondDetectablePct(), 1) + "%");
            }
            out.append(" |\n");
        }
        out.append(String.format(Locale.ROOT, "%nGate tolerances at %.2f%% false alarms per run (%d cells). "
                + "Minimum detectable regression: the true increase that one new run exceeds the tolerance with "
                + "probability %.0f%%. all-secured: each sequence's common factor, the geometric mean of its "
                + "secured cells' ratios to plain.%s%n%n", r.falseAlarmPct(), r.cells().size(), r.power() * 100,
                r.second() == null ? "" : " The second figure is gated and compared beside the first (n/a where its "
                        + "samples are the first's); a pair's false verdict marked (second figure) came from it alone."));
        out.append(roundsOrRuns(r));
        out.append("### compare, every pair (noise from a baseline of the other runs)\n\n");
        out.append(String.format(Locale.ROOT, "%d pairs, %d cell comparisons, %d false slower/faster verdicts "
                        + "(%.1f%%), at most %d in one pair.%n%n", r.pairs().size(), r.cellComparisons(),
                r.falseVerdicts(), r.cellComparisons() == 0 ? 0.0 : 100.0 * r.falseVerdicts() / r.cellComparisons(),
                r.maxFalseVerdictsInAPair()));
        for (AaCheck.Pair p : r.pairs()) {
            if (!p.falseVerdicts().isEmpty()) {
                out.append("- ").append(p.first()).append(" vs ").append(p.second()).append(": ")
                        .append(String.join(", ", p.falseVerdicts())).append('\n');
            }
        }
        out.append("\n### gate, every run against a baseline of the other runs\n\n");
        for (AaCheck.GateRun g : r.gates()) {
            out.append("- ").append(g.run()).append(": ").append(g.passed() ? "passed" : "FAILED: "
                    + String.join("; ", g.violations())).append('\n');
        }
        return out.toString();
    }

    /** Which level of the experiment the gated noise comes from, and what more rounds per run would buy. */
    private static String roundsOrRuns(AaCheck.Result r) {
        StringBuilder out = new StringBuilder("### Where the noise is: the rounds of a run, or the runs (a projection)\n\n");
        out.append("| scenario | sequence | gated CV | of which run to run | min. detectable regression | with 2x rounds "
                + "| with 4x rounds | with unlimited rounds |\n|---|---|---|---|---|---|---|---|\n");
        for (AaCheck.CellSpread c : r.cells()) {
            if (c.runLevelCvPct() == null || c.detectablePctWithRounds().size() != AaCheck.ROUND_FACTORS.size()) {
                continue;
            }
            out.append("| ").append(c.key().scenario()).append(" | ").append(c.key().sequence())
                    .append(" | ").append(fmt(c.gatedCvPct(), 2)).append("% | ")
                    .append(fmt(c.runLevelCvPct(), 2)).append(c.commonFactorWeight() > 0 ? "% (at least)" : "%")
                    .append(" | +").append(fmt(c.detectablePct(), 1)).append('%');
            c.detectablePctWithRounds().forEach(d -> out.append(" | +").append(fmt(d, 1)).append('%'));
            out.append(" |\n");
        }
        out.append("\nA run's rounds are its replicates: the gated noise is split into what the rounds of one run "
                + "already show (their bootstrap standard error, which more rounds per run average away) and "
                + "what is left between runs (each fresh JVM pair's own JIT and memory layout, which only more "
                + "runs average away). The last columns project the minimum detectable regression of one new "
                + "run if every run had that many times the rounds (same baseline runs, independent rounds "
                + "assumed); the unlimited column is the floor one run cannot beat on this machine. Where the "
                + "common factor is taken out, the rounds' noise is measured on the ratio before the factor is "
                + "taken out, which is larger; the run-to-run part is then a lower bound and the projection "
                + "optimistic.\n\n");
        return out.toString();
    }

    private static String fmt(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
}
