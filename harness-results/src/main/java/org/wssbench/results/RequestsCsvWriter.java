package org.wssbench.results;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.apache.commons.csv.CSVPrinter;

/**
 * Appends request rows to requests.csv while a run is in progress.
 *
 * <p>Every {@link #append} is flushed to the operating system before it returns, so a run that
 * crashes or is killed keeps every request it measured. Safe to share between driver threads.
 * An existing non-empty file is continued (its header must match), never truncated.
 */
public final class RequestsCsvWriter implements Closeable {

    private final Path file;
    private final BufferedWriter out;
    private final CSVPrinter printer;
    private boolean closed;

    private RequestsCsvWriter(Path file, BufferedWriter out, CSVPrinter printer) {
        this.file = file;
        this.out = out;
        this.printer = printer;
    }

    /** Opens (creating file and parent folders as needed) and writes the header if the file is new. */
    public static RequestsCsvWriter open(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        boolean continuing = Files.exists(file) && Files.size(file) > 0;
        if (continuing) {
            CsvFiles.readRows(file, RequestsCsvFormat.HEADER);
        }
        BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
        CSVPrinter printer = new CSVPrinter(out, CsvFiles.WRITE_FORMAT);
        if (!continuing) {
            printer.printRecord(RequestsCsvFormat.HEADER);
            printer.flush();
        }
        return new RequestsCsvWriter(file, out, printer);
    }

    public Path file() {
        return file;
    }

    /** Writes one row and flushes it. */
    public synchronized void append(RequestRecord record) throws IOException {
        if (closed) {
            throw new IOException(file + ": writer already closed");
        }
        printer.printRecord(RequestsCsvFormat.toRow(record));
        printer.flush();
    }

    public synchronized void appendAll(List<RequestRecord> records) throws IOException {
        for (RequestRecord record : records) {
            append(record);
        }
    }

    @Override
    public synchronized void close() throws IOException {
        if (!closed) {
            closed = true;
            printer.close(true);
            out.close();
        }
    }
}
