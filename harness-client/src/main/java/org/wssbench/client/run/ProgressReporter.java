package org.wssbench.client.run;

import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

import java.io.PrintStream;

/**
 * Progress of one scenario: a progress bar with rate and ETA on a terminal, and plain lines
 * every 10% (or 15 s) otherwise, so CI logs stay readable.
 */
final class ProgressReporter implements AutoCloseable {

    private static final long LINE_INTERVAL_NANOS = 15_000_000_000L;

    private final ProgressBar bar;
    private final PrintStream out;
    private final String task;
    private final long total;
    private final long started = System.nanoTime();
    private long done;
    private long lastLineAt = started;
    private long lastLineDone;

    ProgressReporter(String task, long total, boolean terminal, PrintStream out) {
        this.task = task;
        this.total = total;
        this.out = out;
        this.bar = terminal ? new ProgressBarBuilder().setTaskName(task).setInitialMax(total)
                .setStyle(ProgressBarStyle.ASCII).showSpeed().setUpdateIntervalMillis(500).build() : null;
        if (bar == null) {
            out.printf("%s: %d requests%n", task, total);
        }
    }

    synchronized void step() {
        done++;
        if (bar != null) {
            bar.step();
            return;
        }
        long now = System.nanoTime();
        if (done * 10 / total > lastLineDone * 10 / total || now - lastLineAt > LINE_INTERVAL_NANOS) {
            double seconds = (now - started) / 1e9;
            double rate = done / Math.max(seconds, 1e-9);
            long etaSeconds = Math.round((total - done) / Math.max(rate, 1e-9));
            out.printf("%s: %d/%d (%.0f%%) %.1f req/s, ETA %ds%n", task, done, total, 100.0 * done / total, rate, etaSeconds);
            lastLineAt = now;
            lastLineDone = done;
        }
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
    }
}
