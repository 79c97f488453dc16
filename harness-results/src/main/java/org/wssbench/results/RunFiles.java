package org.wssbench.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * The layout of one run folder: the name of every file in it, and the one place each is read and written. Each
 * file read back has a {@link RunFileFormat} here, owned by the class that knows its columns or keys; the driver
 * writes each file once, in its final form, through this class, and the report and the gate read through it
 * ({@link RunFolder#open} loads a whole run with it).
 */
public final class RunFiles {

    /** One row per request, appended while the run is in progress ({@link #appendRequests}). */
    public static final RunFileFormat<List<RequestRecord>> REQUESTS =
            RunFileFormat.of("requests.csv", RequestsCsv::read, RequestsCsv::write);
    public static final RunFileFormat<List<SummaryRow>> SUMMARY =
            RunFileFormat.of("summary.csv", SummaryCsv::read, SummaryCsv::write);
    /** run.json: what ran, on what, and how it ended; a folder without one reads as null. */
    public static final RunFileFormat<RunManifest> MANIFEST =
            RunFileFormat.optional("run.json", null, RunManifestJson::read, RunManifestJson::write);
    public static final RunFileFormat<List<WarmupOutcome>> WARMUP =
            RunFileFormat.optional("warmup.csv", List.of(), WarmupCsv::read, WarmupCsv::write);
    /** The operation costs the run's floor columns were priced with (a copy of the crypto-floor command's output). */
    public static final RunFileFormat<List<FloorCost>> FLOOR_COSTS =
            RunFileFormat.optional("floor-costs.csv", List.of(), FloorCostsCsv::read, FloorCostsCsv::write);
    /** crypto-floor.csv: the run's cells priced with every provider's floor costs. */
    public static final RunFileFormat<List<ProviderFloor>> PROVIDER_FLOORS =
            RunFileFormat.optional("crypto-floor.csv", List.of(), ProviderFloorsCsv::read, ProviderFloorsCsv::write);

    /** What the gate, baseline, compare and ab read of a run. */
    private static final List<RunFileFormat<?>> DIGEST = List.of(SUMMARY, MANIFEST, WARMUP);

    private final Path folder;

    private RunFiles(Path folder) {
        this.folder = folder;
    }

    public static RunFiles in(Path folder) {
        return new RunFiles(folder);
    }

    public Path folder() {
        return folder;
    }

    public Path file(RunFileFormat<?> format) {
        return format.in(folder);
    }

    public <T> T read(RunFileFormat<T> format) throws IOException {
        return format.read(file(format));
    }

    public <T> void write(RunFileFormat<T> format, T content) throws IOException {
        format.write(file(format), content);
    }

    /** Opens requests.csv for the rows of a run in progress, continuing a file that has some. */
    public CsvAppender<RequestRecord> appendRequests() throws IOException {
        return RequestsCsv.append(file(REQUESTS));
    }

    /** The server's heap sampled every N requests, written by the driver only (harness-client HeapSampleLog). */
    public Path heapSamples() {
        return folder.resolve("heap-samples.csv");
    }

    public Path perf4jStatistics() {
        return folder.resolve("perf4j-statistics.txt");
    }

    public Path report() {
        return folder.resolve("report.html");
    }

    public Path charts() {
        return folder.resolve("charts");
    }

    /** The SEI-definition columns, written with the report (harness-analysis SeiSection). */
    public Path seiCsv() {
        return folder.resolve("sei.csv");
    }

    /** The SOAP stacks side by side (stacks command). */
    public Path stacksMarkdown() {
        return folder.resolve("stacks.md");
    }

    /** A variant sweep's table (sweep command), as Markdown and as CSV, written by harness-analysis SweepReport. */
    public Path sweepMarkdown() {
        return folder.resolve("sweep.md");
    }

    public Path sweepCsv() {
        return folder.resolve("sweep.csv");
    }

    /** Policies generated for variant scenarios, kept with the run that used them. */
    public Path policies() {
        return folder.resolve("policies");
    }

    /** Whether a run has already been recorded here (a run folder is never reused). */
    public boolean holdsRun() {
        return Files.exists(file(REQUESTS));
    }

    /**
     * Copies what the gate, baseline, compare and ab read of this run (summary.csv, run.json, warmup.csv) into
     * {@code target}: a digest, a few kilobytes instead of requests.csv's megabytes.
     */
    public void digestInto(Path target) throws IOException {
        Files.createDirectories(target);
        for (RunFileFormat<?> format : DIGEST) {
            if (Files.exists(file(format))) {
                Files.copy(file(format), format.in(target), StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }
}
