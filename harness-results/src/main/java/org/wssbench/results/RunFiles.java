package org.wssbench.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The layout of one run folder: the name of every file in it, and the one place each is read and written. The
 * driver writes each file once, in its final form, through this class; the report and the gate read through it
 * ({@link RunFolder#open} loads a whole run with it).
 */
public final class RunFiles {

    public static final String REQUESTS_CSV = "requests.csv";
    public static final String SUMMARY_CSV = "summary.csv";
    public static final String RUN_JSON = "run.json";
    public static final String WARMUP_CSV = "warmup.csv";
    /** The operation costs the run's floor columns were priced with (a copy of the crypto-floor command's output). */
    public static final String FLOOR_COSTS_CSV = "floor-costs.csv";
    /** The run's cells priced with every provider's floor costs. */
    public static final String PROVIDER_FLOORS_CSV = "crypto-floor.csv";
    public static final String HEAP_SAMPLES_CSV = "heap-samples.csv";
    public static final String PERF4J_STATISTICS = "perf4j-statistics.txt";
    public static final String REPORT_HTML = "report.html";
    public static final String CHARTS_DIR = "charts";
    /** A variant sweep's table (sweep command), as Markdown and as CSV. */
    public static final String SWEEP_MD = "sweep.md";
    public static final String SWEEP_CSV = "sweep.csv";
    /** Policies generated for variant scenarios, kept with the run that used them. */
    public static final String POLICIES_DIR = "policies";

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

    public Path requests() {
        return folder.resolve(REQUESTS_CSV);
    }

    public Path summary() {
        return folder.resolve(SUMMARY_CSV);
    }

    public Path runJson() {
        return folder.resolve(RUN_JSON);
    }

    public Path warmup() {
        return folder.resolve(WARMUP_CSV);
    }


    public Path floorCosts() {
        return folder.resolve(FLOOR_COSTS_CSV);
    }

    public Path providerFloors() {
        return folder.resolve(PROVIDER_FLOORS_CSV);
    }

    public Path heapSamples() {
        return folder.resolve(HEAP_SAMPLES_CSV);
    }

    public Path perf4jStatistics() {
        return folder.resolve(PERF4J_STATISTICS);
    }

    public Path report() {
        return folder.resolve(REPORT_HTML);
    }

    public Path charts() {
        return folder.resolve(CHARTS_DIR);
    }

    public Path sweepMarkdown() {
        return folder.resolve(SWEEP_MD);
    }

    public Path sweepCsv() {
        return folder.resolve(SWEEP_CSV);
    }

    public Path policies() {
        return folder.resolve(POLICIES_DIR);
    }

    /** Whether a run has already been recorded here (a run folder is never reused). */
    public boolean holdsRun() {
        return Files.exists(requests());
    }

    public void writeSummary(List<SummaryRow> rows) throws IOException {
        SummaryCsv.write(summary(), rows);
    }

    public List<SummaryRow> readSummary() throws IOException {
        return SummaryCsv.read(summary());
    }

    public void writeWarmup(List<WarmupOutcome> outcomes) throws IOException {
        WarmupCsv.write(warmup(), outcomes);
    }

    /** The warm-up outcomes, or none for a run without warm-up. */
    public List<WarmupOutcome> readWarmup() throws IOException {
        return WarmupCsv.readIfPresent(warmup());
    }

    /**
     * Copies what the gate, baseline, compare and ab read of this run (summary.csv, run.json, warmup.csv) into
     * {@code target}: a digest, a few kilobytes instead of requests.csv's megabytes.
     */
    public void digestInto(Path target) throws IOException {
        Files.createDirectories(target);
        RunFiles copy = in(target);
        for (Path[] file : new Path[][] {{summary(), copy.summary()}, {runJson(), copy.runJson()},
            {warmup(), copy.warmup()}}) {
            if (Files.exists(file[0])) {
                Files.copy(file[0], file[1], java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    public void writeFloorCosts(List<FloorCost> costs) throws IOException {
        FloorCostsCsv.write(floorCosts(), costs);
    }

    /** The costs the run was priced with, or none for a run without floor columns. */
    public List<FloorCost> readFloorCosts() throws IOException {
        return FloorCostsCsv.readIfPresent(floorCosts());
    }

    public void writeProviderFloors(List<ProviderFloor> floors) throws IOException {
        ProviderFloorsCsv.write(providerFloors(), floors);
    }

    /** The run's cells priced under every measured provider, or none. */
    public List<ProviderFloor> readProviderFloors() throws IOException {
        return ProviderFloorsCsv.readIfPresent(providerFloors());
    }

    /** The run's run.json, or null if it has none. */
    public RunManifest readManifest() throws IOException {
        return RunManifestJson.read(runJson());
    }
}
