package org.wssbench.client.run;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
    private final CSVPrinter printer;

    HeapSampleLog(Path file, long every, ResourceSampler sampler) {
        this.every = every;
        this.sampler = sampler;
        try {
            printer = new CSVPrinter(Files.newBufferedWriter(file, StandardCharsets.UTF_8), CSVFormat.DEFAULT.builder()
                    .setHeader("epoch_ms", "scenario", "sequence", "requests_sent", "server_heap_after_gc_mb",
                            "client_heap_after_gc_mb").setRecordSeparator('\n').build());
            printer.flush();
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
        synchronized (printer) {
            try {
                printer.printRecord(System.currentTimeMillis(), scenario, sequence, count, server == null ? "" : server, client);
                printer.flush();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot append to heap-samples.csv: " + e.getMessage(), e);
            }
        }
    }

    @Override
    public void close() throws IOException {
        printer.close();
    }
}
