package org.wssbench.results;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.function.Function;
import org.apache.commons.csv.CSVPrinter;

/**
 * Appends rows to a CSV file of a run in progress (requests.csv, heap-samples.csv), in the dialect of
 * {@link CsvFiles}; the file's owner supplies the header and the cells of a row.
 *
 * <p>Every {@link #append} is flushed to the operating system before it returns, so a run that
 * crashes or is killed keeps every row it recorded. Safe to share between driver threads.
 * An existing non-empty file is continued (its header must match), never truncated.
 *
 * @param <T> one row
 */
public final class CsvAppender<T> implements Closeable {

    private final Path file;
    private final BufferedWriter out;
    private final CSVPrinter printer;
    private final Function<T, List<?>> cells;
    private boolean closed;

    private CsvAppender(Path file, BufferedWriter out, CSVPrinter printer, Function<T, List<?>> cells) {
        this.file = file;
        this.out = out;
        this.printer = printer;
        this.cells = cells;
    }

    /** Opens (creating file and parent folders as needed) and writes the header if the file is new. */
    public static <T> CsvAppender<T> open(Path file, List<String> header, Function<T, List<?>> cells) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        boolean continuing = Files.exists(file) && Files.size(file) > 0;
        if (continuing) {
            CsvFiles.readRows(file, header);
        }
        BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
        CSVPrinter printer = new CSVPrinter(out, CsvFiles.WRITE_FORMAT);
        if (!continuing) {
            printer.printRecord(header);
            printer.flush();
        }
        return new CsvAppender<>(file, out, printer, cells);
    }

    public Path file() {
        return file;
    }

    /** Writes one row and flushes it. */
    public synchronized void append(T row) throws IOException {
        if (closed) {
            throw new IOException(file + ": writer already closed");
        }
        printer.printRecord(cells.apply(row));
        printer.flush();
    }

    public synchronized void appendAll(List<T> rows) throws IOException {
        for (T row : rows) {
            append(row);
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
