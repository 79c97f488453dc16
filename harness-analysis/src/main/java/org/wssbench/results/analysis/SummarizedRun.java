package org.wssbench.results.analysis;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;
import org.wssbench.results.stats.SummaryCalculator;

/**
 * A run folder with its summary rows, derived from requests.csv where the run wrote no summary.csv (a run that
 * crashed before its end). Every analysis of finished runs opens them here; the results model only reads files.
 */
public final class SummarizedRun {

    private SummarizedRun() {
    }

    /** Opens a run folder. */
    public static RunFolder open(Path directory) throws IOException {
        return summarized(RunFolder.open(directory));
    }

    /** Opens a run from explicit files; run.json is looked for beside the summary. */
    public static RunFolder open(Path summaryCsv, Path requestsCsv) throws IOException {
        return summarized(RunFolder.open(summaryCsv, requestsCsv));
    }

    /** The run itself when it has a summary, otherwise the run with one derived from its requests. */
    public static RunFolder summarized(RunFolder run) throws IOException {
        if (run.hasSummary()) {
            return run;
        }
        boolean complete = run.manifest().map(m -> m.complete()).orElse(false);
        return run.withDerivedSummary(SummaryCalculator.summarize(run.runId(), run.requests(), Map.of(), Map.of(),
                RunFiles.in(run.directory()).read(RunFiles.WARMUP), complete));
    }
}
