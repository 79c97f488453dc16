package org.wssbench.client.cli;

import org.wssbench.results.ReportGenerator;
import org.wssbench.results.RunFolder;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

/** Writes report.html beside a finished run; a report failure never loses the recorded data. */
final class ReportWriter {

    private ReportWriter() {
    }

    static void write(Path runFolder, PrintStream out) {
        try {
            Path report = ReportGenerator.generate(RunFolder.open(runFolder));
            out.println("Report: " + report);
        } catch (IOException | RuntimeException e) {
            out.println("Report not written (" + e.getMessage() + "); the CSV files are complete. Retry with: report " + runFolder);
        }
    }
}
