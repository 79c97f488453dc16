package org.wssbench.results;

import java.nio.file.Path;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;

/**
 * Typed, located access to one CSV record: every parse failure becomes a
 * {@link ResultFileException} naming file, line and column (position and header name).
 */
public final class CsvRow {

    private final Path file;
    private final long line;
    private final CSVRecord record;
    private final Map<String, Integer> header;

    CsvRow(Path file, long line, CSVRecord record, Map<String, Integer> header) {
        this.file = file;
        this.line = line;
        this.record = record;
        this.header = header;
    }

    public long line() {
        return line;
    }

    public String text(String column) throws ResultFileException {
        Integer position = header.get(column);
        if (position == null) {
            throw new ResultFileException(file, line, column, "column missing from header");
        }
        if (position >= record.size()) {
            throw fail(column, "row has " + record.size() + " fields, header has " + header.size());
        }
        return record.get(position);
    }

    /** Whether the file's header has this column. */
    public boolean hasColumn(String column) {
        return header.containsKey(column);
    }

    /** Text of an optional column: empty string when the header does not have it. */
    public String optionalText(String column) throws ResultFileException {
        return header.containsKey(column) ? text(column) : "";
    }

    public String requireText(String column) throws ResultFileException {
        String value = text(column);
        if (value.isEmpty()) {
            throw fail(column, "value is empty");
        }
        return value;
    }

    public long requireLong(String column) throws ResultFileException {
        String value = text(column);
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw fail(column, "'" + value + "' is not an integer");
        }
    }

    public int requireInt(String column) throws ResultFileException {
        long value = requireLong(column);
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw fail(column, value + " is out of range");
        }
        return (int) value;
    }

    public Long optionalLong(String column) throws ResultFileException {
        String value = optionalText(column).trim();
        if (value.isEmpty()) {
            return null;
        }
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw fail(column, "'" + value + "' is not an integer");
        }
    }

    public Integer optionalInt(String column) throws ResultFileException {
        Long value = optionalLong(column);
        return value == null ? null : Math.toIntExact(value);
    }

    public Double optionalDouble(String column) throws ResultFileException {
        String value = optionalText(column).trim();
        if (value.isEmpty()) {
            return null;
        }
        try {
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw fail(column, "'" + value + "' is not a number");
        }
    }

    public double requireDouble(String column) throws ResultFileException {
        Double value = optionalDouble(column);
        if (value == null) {
            throw fail(column, "value is empty");
        }
        return value;
    }

    public boolean requireBoolean(String column) throws ResultFileException {
        String value = text(column).trim();
        if (value.equalsIgnoreCase("true")) {
            return true;
        }
        if (value.equalsIgnoreCase("false")) {
            return false;
        }
        throw fail(column, "'" + value + "' is not true or false");
    }

    public ResultFileException fail(String column, String problem) {
        Integer position = header.get(column);
        String where = position == null ? column : (position + 1) + " (" + column + ")";
        return new ResultFileException(file, line, where, problem);
    }
}
