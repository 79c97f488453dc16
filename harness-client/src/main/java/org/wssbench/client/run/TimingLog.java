package org.wssbench.client.run;

import org.perf4j.GroupedTimingStatistics;
import org.perf4j.StopWatch;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Perf4J view of the run: one StopWatch per request tagged {@code scenario.sequence}, logged
 * through SLF4J to the Log4j 2 file {@code perf4j-timing.log} in the run folder (see the client's
 * log4j2.xml), and Perf4J's grouped statistics written to {@code perf4j-statistics.txt} at the end.
 * Stop watches are built from the driver's own measurement after the call and logged after each
 * pass, so neither the timed region nor the gap between two requests pays for logging.
 */
final class TimingLog {

    static final String LOGGER = "org.perf4j.TimingLogger";
    private static final Logger LOG = LoggerFactory.getLogger(LOGGER);

    private final GroupedTimingStatistics statistics = new GroupedTimingStatistics();
    private final List<StopWatch> pending = new ArrayList<>();

    synchronized void record(String scenario, String sequence, long startEpochMillis, long clientNanos, String status) {
        pending.add(new StopWatch(startEpochMillis, clientNanos / 1_000_000, scenario + "." + sequence, status));
    }

    /** Logs and aggregates the stop watches recorded since the last call; runs between passes. */
    synchronized void logPending() {
        for (StopWatch watch : pending) {
            statistics.addStopWatch(watch);
            if (LOG.isInfoEnabled()) {
                LOG.info(watch.toString());
            }
        }
        pending.clear();
    }

    synchronized void writeStatistics(Path file) throws IOException {
        logPending();
        Files.writeString(file, statistics.toString(), StandardCharsets.UTF_8);
    }
}
