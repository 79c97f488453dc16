package org.wssbench.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * One run's results: requests.csv, summary.csv and run.json, loaded together.
 *
 * <p>Either file may be missing: without summary.csv the folder has no summary rows until the analysis
 * ({@code results.analysis.SummarizedRun} in harness-analysis) derives them from requests.csv (a crashed run
 * still gets statistics, marked incomplete unless run.json says otherwise); without requests.csv, per-request
 * analyses (confidence intervals, latency plots) are skipped.
 */
public final class RunFolder {

    private final Path directory;
    private final String runId;
    private final List<RequestRecord> requests;
    private final List<SummaryRow> summary;
    private final RunManifest manifest;
    private final boolean hasRequests;
    private final boolean hasSummary;

    private RunFolder(Path directory, String runId, List<RequestRecord> requests, boolean hasRequests,
                      List<SummaryRow> summary, boolean hasSummary, RunManifest manifest) {
        this.directory = directory;
        this.runId = runId;
        this.requests = List.copyOf(requests);
        this.hasRequests = hasRequests;
        this.summary = List.copyOf(summary);
        this.hasSummary = hasSummary;
        this.manifest = manifest;
    }

    public static Path requestsCsv(Path directory) {
        return RunFiles.REQUESTS.in(directory);
    }

    public static Path summaryCsv(Path directory) {
        return RunFiles.SUMMARY.in(directory);
    }

    public static Path runJson(Path directory) {
        return RunFiles.MANIFEST.in(directory);
    }

    /** Loads a run folder. */
    public static RunFolder open(Path directory) throws IOException {
        if (!Files.isDirectory(directory)) {
            throw new ResultFileException(directory, "not a run folder (no such directory)");
        }
        return open(summaryCsv(directory), requestsCsv(directory), runJson(directory), directory);
    }

    /** Loads a run from explicit files; run.json is looked for beside the summary. */
    public static RunFolder open(Path summaryCsv, Path requestsCsv) throws IOException {
        Path directory = summaryCsv.toAbsolutePath().getParent();
        return open(summaryCsv, requestsCsv, runJson(directory), directory);
    }

    private static RunFolder open(Path summaryFile, Path requestsFile, Path runJsonFile, Path directory)
            throws IOException {
        boolean hasSummary = summaryFile != null && Files.exists(summaryFile);
        boolean hasRequests = requestsFile != null && Files.exists(requestsFile);
        if (!hasSummary && !hasRequests) {
            throw new ResultFileException(directory, "neither " + RunFiles.SUMMARY.fileName() + " nor "
                    + RunFiles.REQUESTS.fileName() + " found");
        }
        RunManifest manifest = RunFiles.MANIFEST.read(runJsonFile);
        List<RequestRecord> requests = hasRequests ? RunFiles.REQUESTS.read(requestsFile) : List.of();
        List<SummaryRow> summary = hasSummary ? RunFiles.SUMMARY.read(summaryFile) : List.of();
        String runId = manifest == null ? null : manifest.runId();
        if (runId == null) {
            runId = !summary.isEmpty() ? summary.get(0).runId()
                    : !requests.isEmpty() ? requests.get(0).runId()
                    : String.valueOf(directory.getFileName());
        }
        return new RunFolder(directory, runId, requests, hasRequests, summary, hasSummary, manifest);
    }

    /** This run with summary rows derived from its requests (it had no summary.csv). */
    public RunFolder withDerivedSummary(List<SummaryRow> derived) {
        return new RunFolder(directory, runId, requests, hasRequests, derived, true, manifest);
    }

    /** Whether the run has summary rows: from its summary.csv, or derived from its requests. */
    public boolean hasSummary() {
        return hasSummary;
    }

    public Path directory() {
        return directory;
    }

    public String runId() {
        return runId;
    }

    public List<RequestRecord> requests() {
        return requests;
    }

    public boolean hasRequests() {
        return hasRequests;
    }

    public List<SummaryRow> summary() {
        return summary;
    }

    /** The run's run.json, if it has one. */
    public Optional<RunManifest> manifest() {
        return Optional.ofNullable(manifest);
    }

    /**
     * The run's matrix order: scenarios and sequences as run.json lists them, then any others in
     * the order summary.csv has them (runs without run.json, cells added by hand).
     */
    public MatrixOrder order() {
        MatrixOrder ofSummary = MatrixOrder.ofAppearance(summary.stream().map(SummaryRow::key).toList());
        if (manifest == null || manifest.matrix() == null) {
            return ofSummary;
        }
        return new MatrixOrder(manifest.matrix().scenarioNames(), manifest.matrix().sequenceNames()).then(ofSummary);
    }

    /** The order of several runs together: the first run's, then what only later runs have. */
    public static MatrixOrder order(List<RunFolder> runs) {
        MatrixOrder order = new MatrixOrder(List.of(), List.of());
        for (RunFolder run : runs) {
            order = order.then(run.order());
        }
        return order;
    }

    public Optional<SummaryRow> row(ScenarioSequence key) {
        return summary.stream().filter(r -> r.key().equals(key)).findFirst();
    }

    /** Client times (ns) of the measured successful requests of one cell: the raw sample. */
    public long[] measuredClientNs(ScenarioSequence key) {
        return requests.stream().filter(r -> r.isMeasuredOk() && r.key().equals(key))
                .mapToLong(RequestRecord::clientNs).toArray();
    }
}
