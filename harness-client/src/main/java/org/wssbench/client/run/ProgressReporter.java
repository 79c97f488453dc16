package org.wssbench.client.run;

import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Progress of one scenario: a progress bar with rate and ETA on a terminal, and plain lines
 * every 25% (or 15 s) otherwise, so CI logs stay readable.
 */
final class ProgressReporter implements AutoCloseable {

    private static final long LINE_INTERVAL_NANOS = 15_000_000_000L;

    private final ProgressBar bar;
    private final PrintStream out;
    private final String task;
    private final long total;
    private final long started = System.nanoTime();
    private final AtomicLong done = new AtomicLong();
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

    void step() {
        long count = done.incrementAndGet();
        if (bar != null) {
            bar.step();
        } else if ((count & 63) == 0 || count == total) {
            maybePrintLine(count);
        }
    }

    /** Plain progress lines; checked every 64 requests so the request loop stays cheap. */
    private synchronized void maybePrintLine(long done) {
        long now = System.nanoTime();
        if (done * 4 / total > lastLineDone * 4 / total || now - lastLineAt > LINE_INTERVAL_NANOS) {
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
