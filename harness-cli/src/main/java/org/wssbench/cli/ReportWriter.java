package org.wssbench.cli;

import org.wssbench.results.analysis.SummarizedRun;
import org.wssbench.results.report.ReportGenerator;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Writes report.html beside a finished run. A failing or hanging chart library must never lose
 * the recorded data or stall a build: the report gets a bounded time, on a daemon thread.
 */
final class ReportWriter {

    private static final long TIME_LIMIT_SECONDS = 180;

    private ReportWriter() {
    }

    static void write(Path runFolder, PrintStream out) {
        FutureTask<Path> task = new FutureTask<>(() -> ReportGenerator.generate(SummarizedRun.open(runFolder)));
        Thread thread = new Thread(task, "report");
        thread.setDaemon(true);
        thread.start();
        try {
            out.println("Report: " + task.get(TIME_LIMIT_SECONDS, TimeUnit.SECONDS));
        } catch (ExecutionException e) {
            out.println("Report not written (" + e.getCause().getMessage() + "); the CSV files are complete. Retry with: report " + runFolder);
        } catch (TimeoutException e) {
            out.println("Report not written within " + TIME_LIMIT_SECONDS + " s; the CSV files are complete. Retry with: report " + runFolder);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
