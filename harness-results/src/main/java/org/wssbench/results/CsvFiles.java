package org.wssbench.results;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/** Shared CSV dialect of all result files and a reader that keeps track of line numbers. */
public final class CsvFiles {

    /** RFC 4180 with '\n' line ends, so files diff cleanly in git. */
    public static final CSVFormat WRITE_FORMAT = CSVFormat.RFC4180.builder().setRecordSeparator('\n').build();

    private static final CSVFormat READ_FORMAT = CSVFormat.RFC4180.builder()
            .setHeader()
            .setSkipHeaderRecord(true)
            .setIgnoreEmptyLines(true)
            .build();

    private CsvFiles() {
    }

    /** Writes a whole file (parent folders created), replacing any earlier one: the header, then one record per row. */
    public static void writeAll(Path file, List<String> header, List<? extends List<?>> records) throws IOException {
        Files.deleteIfExists(file);
        try (CsvAppender<List<?>> out = CsvAppender.open(file, header, record -> record)) {
            out.appendAll(List.copyOf(records));
        }
    }

    /** An optional number with a fixed count of decimals; empty when unknown. */
    static String fixed(Double value, int decimals) {
        return value == null ? "" : String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** Reads every data row; fails with a located message if required columns are missing. */
    public static List<CsvRow> readRows(Path file, List<String> requiredColumns) throws IOException {
        List<CsvRow> rows = new ArrayList<>();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
             CSVParser parser = CSVParser.parse(reader, READ_FORMAT)) {
            Map<String, Integer> header = parser.getHeaderMap();
            if (header == null || header.isEmpty()) {
                throw new ResultFileException(file, 1, null, "file is empty, expected a header line");
            }
            List<String> missing = requiredColumns.stream().filter(c -> !header.containsKey(c)).toList();
            if (!missing.isEmpty()) {
                throw new ResultFileException(file, 1, null, "header lacks column(s) " + String.join(", ", missing));
            }
            Iterator<CSVRecord> records = parser.iterator();
            while (true) {
                // The parser's line counter still points at the end of the previous record here.
                long line = parser.getCurrentLineNumber() + 1;
                if (!records.hasNext()) {
                    break;
                }
                rows.add(new CsvRow(file, line, records.next(), header));
            }
        } catch (NoSuchFileException e) {
            throw new ResultFileException(file, "file not found");
        } catch (UncheckedIOException | IllegalArgumentException | IllegalStateException e) {
            // commons-csv reports malformed quoting and duplicate headers this way.
            String detail = e.getCause() != null ? e.getCause().getMessage() : e.getMessage();
            throw new ResultFileException(file, "malformed CSV: " + detail);
        }
        return rows;
    }
}
