package org.wssbench.results.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunHealth;
import org.wssbench.results.compare.AaCheck;
import org.wssbench.results.compare.Baseline;
import org.wssbench.results.compare.BaselineEntry;
import org.wssbench.results.compare.BaselineFile;
import org.wssbench.results.compare.Gate;
import org.wssbench.results.compare.GateConfirmation;
import org.wssbench.results.compare.NoiseFloor;
import org.wssbench.results.stats.RatioMetric;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "baseline", mixinStandardHelpOptions = true,
        description = {
            "Write a gate baseline from independent runs (fresh Tomcat and client JVM each) of one build.",
            "",
            "Per scenario+sequence: ratio = geometric mean over the runs of the metric; noise_pct = standard "
                    + "deviation of ln(metric) over the runs (x100, about the CV in percent), moderated toward a "
                    + "prior from the cells of its sequence; tolerance_pct = one-sided Student-t prediction bound for one new run at a "
                    + "per-cell false-alarm probability of --false-alarm-pct / cells, so an unchanged build fails "
                    + "the gate in at most --false-alarm-pct percent of runs. With a second figure (--second-metric), "
                    + "each cell gets a row of each, and --second-share of that probability goes to the second. "
                    + "The file also records the metric, "
                    + "workload, catalogue, threads and rounds of the runs; the gate refuses a run that differs.",
            "Use five or more runs. One run has no measurable noise and gets a conservative "
                    + Baseline.SINGLE_RUN_TOLERANCE_PCT + "%% tolerance with no stated false-alarm probability."},
        footer = {"", "Exit status: 0 written, 2 unreadable input, runs of different work, or unwritable output."})
public final class BaselineCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "RUN", description = RunArguments.HELP)
    List<String> runs;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Baseline CSV to write (required with RUNs).")
    Path output;

    @Option(names = "--show", paramLabel = "FILE",
            description = "Instead of building a baseline: print what an existing one holds and what it catches (each "
                    + "cell's noise, tolerance, and the regression caught in 80%% of tries by one run, by the mean of 2 "
                    + "to 4 runs, and by CI's run with its confirmation run).")
    Path show;

    @Option(names = "--metric", paramLabel = "COLUMN",
            description = "Metric to gate on: block_low_ratio_peer_adjusted (default, chosen on the A/A evidence: "
                    + "per block of rounds, the 10%% quantile of the cell's request times over plain's, with the run's "
                    + "common factor taken out), block_ratio_peer_adjusted (the same on each block's median, the default "
                    + "until 2026-11-26), round_ratio_peer_adjusted (on per-round ratios, the default until 2026-11-25), "
                    + "block_ratio_vs_plain, block_low_ratio_vs_plain, "
                    + "round_ratio_median_vs_plain, time_ratio_vs_plain, cpu_ratio_vs_plain or round_overhead_ms_median.")
    String metric;

    @Option(names = "--second-metric", paramLabel = "COLUMN",
            description = "A second figure to gate each cell on, beside --metric: block_mean_ratio_peer_adjusted by default "
                    + "when --metric is the default (the mean of each block's request times: a cost that spares the fast "
                    + "requests moves it, not the fast end), otherwise none; 'none' for one figure.")
    String secondMetric;

    @Option(names = "--second-share", defaultValue = "" + Baseline.SECOND_FIGURE_SHARE, paramLabel = "S",
            description = "Share of --false-alarm-pct given to the second figure (default: ${DEFAULT-VALUE}).")
    double secondShare;

    @Option(names = "--false-alarm-pct", defaultValue = "" + Baseline.DEFAULT_FALSE_ALARM_PCT, paramLabel = "P",
            description = "Probability in percent that an unchanged build fails the gate, per run (default: ${DEFAULT-VALUE}).")
    double falseAlarmPct;

    @Option(names = "--k", defaultValue = "" + Baseline.K,
            description = "Extra multiplier on the statistical tolerance (default: ${DEFAULT-VALUE}).")
    double k;

    @Option(names = "--floor-pct", defaultValue = "" + Baseline.FLOOR_PCT,
            description = "Smallest tolerance in percent (default: ${DEFAULT-VALUE}).")
    double floorPct;

    @Option(names = "--noise-floor", paramLabel = "FILE",
            description = "A baseline of the same workload (e.g. another machine's, built from runs of several sittings; "
                    + "its warm-up rule may differ): "
                    + "each cell's noise is at least that cell's noise there, with tails at least as heavy, and the "
                    + "tolerances follow. For a machine whose runs all come from one sitting, which cannot measure how "
                    + "far the host shifts between sittings.")
    Path noiseFloor;

    /** Each entry's noise, tolerance and what it catches, and the false-alarm probability of the file. */
    static void describe(BaselineFile file, PrintWriter out) {
        double power = AaCheck.DEFAULT_POWER;
        double screenMultiple = file.screeningMultiple(GateConfirmation.SCREEN_FALSE_ALARM_PCT);
        for (BaselineEntry e : file.entries()) {
            // the regression one new run is caught with in 80 % of tries, and how the cell was judged
            String detectable = e.noise() == null ? "" : String.format(Locale.ROOT,
                    "  detectable +%.1f%% (2 runs +%.1f%%, 3 runs +%.1f%%, 4 runs +%.1f%%; CI +%.1f%%)",
                    e.detectablePct(1, power), e.detectablePct(2, power), e.detectablePct(3, power),
                    e.detectablePct(4, power), e.detectableConfirmedPct(screenMultiple, power));
            String weight = e.commonFactorOut() ? String.format(Locale.ROOT, "  common factor weight %.2f",
                    e.commonFactorWeight()) : "";
            String own = e.noiseFloorPct() == null ? "" : String.format(Locale.ROOT, " (own %.2f%%, floor %.2f%%)",
                    e.cellNoisePct(), e.noiseFloorPct());
            String ci = e.noise() == null || e.falseAlarmPct() == null ? "" : String.format(Locale.ROOT,
                    " (screen +%.1f%%, with its confirmation run +%.1f%%)", e.screening(screenMultiple).tolerancePct(),
                    e.forConfirmation().tolerancePct());
            out.println(String.format(Locale.ROOT, "  %-28s %-32s ratio %8.3f  noise %s%s  tolerance +%.1f%%%s%s%s",
                    e.key(), e.metric(), e.ratio(), e.noisePct() == null ? "unknown" : String.format(Locale.ROOT, "%.2f%%",
                            e.noisePct()), own, e.tolerancePct(), ci, detectable, weight));
        }
        if (file.entries().stream().anyMatch(e -> e.noise() != null)) {
            out.println(String.format(Locale.ROOT, "detectable: the smallest regression of a cell one new run fails "
                    + "the gate on in %.0f%% of tries (in brackets: the mean of that many runs judged together, "
                    + "gate RUN RUN...; CI: mvn verify's run, screened at %.0f%% false alarms per run, then judged with "
                    + "its confirmation run, a normal-model estimate)", power * 100,
                    GateConfirmation.SCREEN_FALSE_ALARM_PCT));
        }
        out.println(file.runFalseAlarmPct().isEmpty() ? "one run: the noise is unknown, no false-alarm probability can "
                + "be stated" : Gate.falseAlarmStatement(file) + ", if the baseline runs' noise holds");
    }

    private BaselineFile withFloor(BaselineFile built, BaselineFile floor) {
        try {
            return NoiseFloor.apply(built, floor, k, floorPct);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--noise-floor " + noiseFloor + ": " + e.getMessage(), e);
        }
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            if (show != null) {
                if (runs != null && !runs.isEmpty() || output != null) {
                    err.println("baseline: --show prints an existing baseline; give no RUN and no --output with it");
                    return ExitCodes.INPUT_ERROR;
                }
                BaselineFile shown = BaselineFile.read(show);
                out.println("baseline " + show + " (" + shown.entries().size() + " entries of "
                        + shown.metrics().stream().map(RatioMetric::column).toList() + "; " + shown.identity() + ")");
                describe(shown, out);
                out.flush();
                return ExitCodes.OK;
            }
            if (runs == null || runs.isEmpty() || output == null) {
                err.println("baseline: give the RUNs and --output FILE (or --show FILE)");
                return ExitCodes.INPUT_ERROR;
            }
            RatioMetric chosen = RunArguments.metric(metric);
            BaselineFile floor = noiseFloor == null ? null : BaselineFile.read(noiseFloor); // before the runs: fail fast
            List<RunFolder> folders = RunArguments.open(runs);
            List<String> unhealthy = folders.stream().flatMap(run -> RunHealth.problems(run).stream()).toList();
            unhealthy.forEach(problem -> err.println("baseline: warning: " + problem));
            err.flush();
            RatioMetric second = RunArguments.secondMetric(secondMetric, chosen);
            BaselineFile built = second == null ? Baseline.fromRuns(folders, chosen, falseAlarmPct, k, floorPct)
                    : Baseline.fromRuns(folders, chosen, second, secondShare, falseAlarmPct, k, floorPct);
            BaselineFile file = floor == null ? built : withFloor(built, floor);
            file.write(output);
            out.println("baseline written: " + output + " (" + file.entries().size() + " entries of "
                    + file.metrics().stream().map(RatioMetric::column).toList() + " from " + folders.size() + " run(s); "
                    + file.identity() + ")");
            describe(file, out);
            out.flush();
            return ExitCodes.OK;
        } catch (IOException | IllegalArgumentException e) {
            err.println("baseline: " + e.getMessage());
            return ExitCodes.INPUT_ERROR;
        }
    }
}
