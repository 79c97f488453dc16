package org.wssbench.results.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.wssbench.results.RoundsCsv;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.WarmupCsv;
import org.wssbench.results.stats.RatioMetric;
import org.wssbench.results.stats.RunMetrics;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "digest", mixinStandardHelpOptions = true,
        description = {
            "Keep what a baseline needs of each run, small enough to commit beside it: summary.csv, run.json, "
                    + "warmup.csv and rounds.csv (each cell's per-round samples of the figures, as requests.csv "
                    + "gives them) in OUT/<run id>/, without requests.csv.",
            "",
            "baseline, gate and compare read such a folder as the run itself for these figures (a baseline built "
                    + "from the digests equals one built from the runs), so the runs of several sittings can be "
                    + "pooled after their raw files are gone."},
        footer = {"", "Exit status: 0 written, 2 unreadable input or unwritable output."})
final class DigestCommand implements Callable<Integer> {

    /** The figures kept by default: the fast end and the mean, per block of rounds and per round. */
    static final List<RatioMetric> DEFAULT_FIGURES = List.of(RatioMetric.BLOCK_LOW, RatioMetric.BLOCK_MEAN,
            RatioMetric.ROUND_LOW, RatioMetric.ROUND_MEAN);

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "RUN", description = RunArguments.HELP)
    List<String> runs;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT", description = "Folder to write the digests into.")
    Path output;

    @Option(names = "--metric", paramLabel = "COLUMN",
            description = "A figure to keep (repeatable; its peer-adjusted twin shares its samples). Default: "
                    + "block_low_ratio_vs_plain, block_mean_ratio_vs_plain, round_low_ratio_vs_plain, "
                    + "round_mean_ratio_vs_plain.")
    List<String> metrics;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            List<RatioMetric> figures = new ArrayList<>();
            for (String column : metrics == null ? List.<String>of() : metrics) {
                RatioMetric metric = RunArguments.metric(column);
                if (!metric.perRound()) {
                    throw new IllegalArgumentException("--metric " + column + " has no per-round samples to keep");
                }
                figures.add(metric);
            }
            if (figures.isEmpty()) {
                figures.addAll(DEFAULT_FIGURES);
            }
            for (String argument : runs) {
                RunFolder run = RunArguments.open(argument);
                if (!run.hasRequests()) {
                    err.println("digest: " + argument + ": no requests.csv (a digest already?): nothing to keep");
                    return ExitCodes.INPUT_ERROR;
                }
                Path folder = output.resolve(run.runId());
                Files.createDirectories(folder);
                RoundsCsv.write(RoundsCsv.in(folder), samples(run, figures));
                for (Path file : List.of(RunFolder.summaryCsv(run.directory()), RunFolder.runJson(run.directory()),
                        WarmupCsv.in(run.directory()))) {
                    if (Files.exists(file)) {
                        Files.copy(file, folder.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
                    }
                }
                out.println("digest written: " + folder + " (" + Files.size(RoundsCsv.in(folder)) + " bytes of rounds, "
                        + "from " + Files.size(RunFolder.requestsCsv(run.directory())) + " bytes of requests)");
            }
            out.flush();
            return ExitCodes.OK;
        } catch (IOException | IllegalArgumentException e) {
            err.println("digest: " + e.getMessage());
            return ExitCodes.INPUT_ERROR;
        }
    }

    /** Every secured cell's samples of each figure, and each sequence's common factor. */
    static List<RoundsCsv.Samples> samples(RunFolder run, List<RatioMetric> figures) {
        RunMetrics metrics = RunMetrics.of(run);
        Set<ScenarioSequence> cells = new LinkedHashSet<>();
        run.summary().stream().map(SummaryRow::key).filter(key -> !key.isPlain()).forEach(cells::add);
        run.summary().stream().map(row -> ScenarioSequence.allSecured(row.sequence())).forEach(cells::add);
        List<RoundsCsv.Samples> rows = new ArrayList<>();
        for (ScenarioSequence cell : cells) {
            Set<String> sources = new LinkedHashSet<>();
            for (RatioMetric figure : figures) {
                RatioMetric metric = cell.isAllSecured() ? RatioMetric.GATED : figure;
                if (sources.add(RunMetrics.sampleSource(cell, metric))) {
                    rows.add(new RoundsCsv.Samples(cell, RunMetrics.sampleSource(cell, metric),
                            metrics.rounds(cell, metric)));
                }
            }
        }
        return rows;
    }
}
