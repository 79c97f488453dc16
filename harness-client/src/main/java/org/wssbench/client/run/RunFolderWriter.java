package org.wssbench.client.run;

import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.scenario.SequenceDefinition;
import org.wssbench.results.MatrixOrder;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.CsvAppender;
import org.wssbench.results.ResourceUsage;
import org.wssbench.results.RunFiles;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.WarmupOutcome;
import org.wssbench.results.stats.SummaryCalculator;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * Writes the files of one run folder while the run is in progress, each once and in its final form, through
 * {@link RunFiles}: requests.csv (through the {@link RequestRecorder}), the Perf4J log and statistics,
 * heap-samples.csv, warmup.csv, summary.csv with its floor columns (and the floor files beside it) and run.json.
 * The runner only measures and hands rows over; everything that touches a file is here.
 */
final class RunFolderWriter implements AutoCloseable {

    private final RunSettings settings;
    private final RunFiles files;
    private final RunJsonWriter manifest;
    private final CsvAppender<RequestRecord> csv;
    private final TimingLog timingLog = new TimingLog();
    private final RequestRecorder recorder;
    private final HeapSampleLog heapSamples;

    /** Writes a first run.json (complete=false) and opens requests.csv. */
    RunFolderWriter(RunSettings settings, RunDesign design, Properties serverStatus, ResourceSampler sampler)
            throws IOException {
        this.settings = settings;
        this.files = RunFiles.in(settings.runFolder());
        Files.createDirectories(files.folder());
        this.manifest = new RunJsonWriter(settings, design, serverStatus);
        manifest.write(files, false, null);
        this.csv = files.appendRequests();
        this.recorder = new RequestRecorder(settings.runId(), csv, timingLog);
        long every = settings.behaviour().heapSampleEvery();
        this.heapSamples = every > 0 ? new HeapSampleLog(files.heapSamples(), every, sampler)
                : null;
    }

    RequestRecorder recorder() {
        return recorder;
    }

    /** The heap sample log, or null without --heap-sample-every. */
    HeapSampleLog heapSamples() {
        return heapSamples;
    }

    /** End of a pass: every handed-over row is on disk, Perf4J stop watches are logged. */
    void passEnded() {
        recorder.drain();
        timingLog.logPending();
    }

    /**
     * Closes requests.csv and writes warmup.csv, summary.csv (priced with the run's floor costs first), the
     * Perf4J statistics and the final run.json. Called also when the run stopped early; complete then says so.
     */
    List<SummaryRow> finish(boolean complete, List<WarmupOutcome> warmups, Map<ScenarioSequence, ResourceUsage> client,
                            Map<ScenarioSequence, ResourceUsage> server, RunJsonWriter.Outcome outcome)
            throws IOException {
        recorder.close();
        List<RequestRecord> records = recorder.records();
        csv.close();
        if (heapSamples != null) {
            heapSamples.close();
        }
        if (!warmups.isEmpty()) {
            files.write(RunFiles.WARMUP, warmups);
        }
        // cells first appear in the shuffled order of the first round: rows follow the run's matrix instead
        MatrixOrder order = new MatrixOrder(settings.scenarios().stream().map(ScenarioDefinition::name).toList(),
                settings.workload().sequences().stream().map(SequenceDefinition::name).toList());
        List<SummaryRow> summary = SummaryCalculator.summarize(settings.runId(), records, client, server, warmups,
                complete).stream().sorted(Comparator.comparing(SummaryRow::key, order.cellOrder())).toList();
        summary = settings.output().floor().price(summary, files);
        files.write(RunFiles.SUMMARY, summary);
        timingLog.writeStatistics(files.perf4jStatistics());
        manifest.write(files, complete, outcome);
        return summary;
    }

    int recordedRows() {
        return recorder.records().size();
    }

    List<RequestRecord> records() {
        return recorder.records();
    }

    @Override
    public void close() throws IOException {
        recorder.close();
        csv.close();
        if (heapSamples != null) {
            heapSamples.close();
        }
    }
}
