package org.wssbench.client.run;

import org.wssbench.client.scenario.CallResult;
import org.wssbench.wire.ServerTiming;
import org.wssbench.wire.ServerTimingMetric;
import org.wssbench.results.Phase;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.CsvAppender;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.LongAdder;

/**
 * Turns measured calls into requests.csv rows on its own thread, so a request thread only hands
 * over the numbers (the driver's time between calls stays a small fraction of a plain request).
 * The hand-over is a lock-free queue that the writer polls every millisecond: waking a blocked
 * thread for every request cost tens of microseconds here. Each row is appended and flushed
 * within about a millisecond: a failing server loses nothing; only a killed client JVM can lose
 * the rows of its last millisecond.
 */
final class RequestRecorder implements AutoCloseable {

    /**
     * Where a call sat in the run.
     *
     * @param round      measured round 1..R (also for the priming call of that round), 0 for warm-up
     * @param repetition complete pass over the sequence this request belongs to (0-based; 0 outside measuring)
     * @param index      position in the sequence (measured), running warm-up number (warm-up), 0 (prime)
     * @param visit      which of the cell's passes over the same requests in this round (0-based; 0 outside measuring)
     */
    record Position(String scenario, String sequence, Phase phase, int round, int repetition, int index, int thread,
                    int visit) {

        /** A position in a round the cell visits once (warm-up, and most cells). */
        Position(String scenario, String sequence, Phase phase, int round, int repetition, int index, int thread) {
            this(scenario, sequence, phase, round, repetition, index, thread, 0);
        }
    }

    private record Measurement(Position position, long startEpochMillis, CallResult result, long clientCpuNanos,
                               long clientAllocatedBytes) {
    }


    private final String runId;
    private final CsvAppender<RequestRecord> writer;
    private final TimingLog timingLog;
    private final Queue<Measurement> queue = new ConcurrentLinkedQueue<>();
    private volatile boolean closing;
    private final LongAdder handedOver = new LongAdder();
    private volatile long written;
    private final List<RequestRecord> records = Collections.synchronizedList(new ArrayList<>());
    private final Thread thread;
    private volatile IOException failure;

    RequestRecorder(String runId, CsvAppender<RequestRecord> writer, TimingLog timingLog) {
        this.runId = runId;
        this.writer = writer;
        this.timingLog = timingLog;
        this.thread = new Thread(this::writeRows, "requests.csv writer");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * @param clientCpuNanos       CPU time of the calling thread over the call, -1 if unknown
     * @param clientAllocatedBytes heap bytes the calling thread allocated over the call, -1 if unknown
     */
    void record(Position position, long startEpochMillis, CallResult result, long clientCpuNanos,
                long clientAllocatedBytes) {
        if (failure != null) {
            throwIfFailed();
        }
        handedOver.increment();
        queue.offer(new Measurement(position, startEpochMillis, result, clientCpuNanos, clientAllocatedBytes));
    }

    /** Waits until every handed-over row is written (end of a pass). */
    void drain() {
        try {
            while (written < handedOver.sum() && failure == null && thread.isAlive()) {
                Thread.sleep(1);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        throwIfFailed();
    }

    List<RequestRecord> records() {
        return List.copyOf(records);
    }

    private void writeRows() {
        try {
            while (!closing || !queue.isEmpty()) {
                Measurement m = queue.poll();
                if (m == null) {
                    Thread.sleep(1);
                    continue;
                }
                if (failure == null) {
                    write(m);
                }
                written++;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void write(Measurement m) {
        Position p = m.position();
        CallResult r = m.result();
        ServerTiming server = ServerTiming.parse(r.serverTimingHeader());
        RequestRecord row = new RequestRecord(runId, p.scenario(), p.sequence(), p.repetition(), p.index(),
                p.phase() != Phase.MEASURED, p.thread(), m.startEpochMillis(), r.clientNanos(), server.totalNanos(),
                server.securityInNanos(), server.appNanos(), server.securityOutNanos(), r.requestBytes(),
                r.responseBytes(), r.matches(), r.status(), r.error(), p.phase(), p.round(), m.clientCpuNanos(),
                server.nanos(ServerTimingMetric.CPU), r.reconnects(), r.tokenIssued(), p.visit(), m.clientAllocatedBytes(),
                server.allocatedBytes());
        try {
            writer.append(row);
            records.add(row);
            timingLog.record(p.scenario(), p.sequence(), m.startEpochMillis(), r.clientNanos(), r.status().csvName());
        } catch (IOException e) {
            failure = new IOException("cannot append to " + writer.file() + ": " + e.getMessage(), e);
        }
    }

    private void throwIfFailed() {
        if (failure != null) {
            throw new IllegalStateException(failure.getMessage(), failure);
        }
    }

    @Override
    public void close() {
        closing = true;
        try {
            thread.join(60_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
