package org.wssbench.client.run;

import org.wssbench.results.CsvAppender;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * heap-samples.csv: the server's heap after a full GC every N requests (option
 * --heap-sample-every), to see whether a long run (e.g. a secure conversation soak) leaks.
 * Sampling happens between requests, never inside a timed call, and the sampler keeps its forced
 * GCs out of the scenarios' resource use.
 */
final class HeapSampleLog implements AutoCloseable {

    private final long every;
    private final ResourceSampler sampler;
    private final AtomicLong sent = new AtomicLong();
    private final CsvAppender<List<?>> samples;

    HeapSampleLog(Path file, long every, ResourceSampler sampler) {
        this.every = every;
        this.sampler = sampler;
        try {
            Files.deleteIfExists(file); // a new log, never a continued one
            samples = CsvAppender.open(file, List.of("epoch_ms", "scenario", "sequence", "requests_sent",
                    "server_heap_after_gc_mb", "client_heap_after_gc_mb"), row -> row);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + file + ": " + e.getMessage(), e);
        }
    }

    /** Counts one request; every N-th one takes a sample. */
    void requestSent(String scenario, String sequence) {
        long count = sent.incrementAndGet();
        if (count % every != 0) {
            return;
        }
        Double server = sampler.serverHeapAfterGc();
        double client = sampler.clientHeapAfterGc();
        try {
            samples.append(Arrays.asList(System.currentTimeMillis(), scenario, sequence, count, server == null ? "" : server,
                    client));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append to " + samples.file() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() throws IOException {
        samples.close();
    }
}
