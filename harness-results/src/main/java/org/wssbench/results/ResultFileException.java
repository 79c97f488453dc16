package org.wssbench.results;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Bad content in a result file. The message always names the file and, when known, the line and
 * column, so a user can open the file and fix it without a stack trace.
 */
public class ResultFileException extends IOException {

    private final Path file;
    private final long line;
    private final String column;

    public ResultFileException(Path file, long line, String column, String problem) {
        super(describe(file, line, column, problem));
        this.file = file;
        this.line = line;
        this.column = column;
    }

    public ResultFileException(Path file, String problem) {
        this(file, 0, null, problem);
    }

    public Path file() {
        return file;
    }

    /** 1-based line number, 0 when the problem is not tied to a line. */
    public long line() {
        return line;
    }

    /** Column name, or null when the problem is not tied to a column. */
    public String column() {
        return column;
    }

    private static String describe(Path file, long line, String column, String problem) {
        StringBuilder where = new StringBuilder(String.valueOf(file));
        if (line > 0) {
            where.append(", line ").append(line);
        }
        if (column != null) {
            where.append(", column ").append(column);
        }
        return where + ": " + problem;
    }
}
