package org.wssbench.seismic.catalog;

import java.nio.file.Path;

/** A line of a data file cannot be understood; the message names file, line number and field. */
public class MalformedDataException extends DataFileException {

    private final long lineNumber;
    private final String field;

    public MalformedDataException(Path file, long lineNumber, String field, String problem) {
        this(file, lineNumber, field, problem, null);
    }

    public MalformedDataException(Path file, long lineNumber, String field, String problem, Throwable cause) {
        super(file, file + " line " + lineNumber + ", field " + field + ": " + problem, cause);
        this.lineNumber = lineNumber;
        this.field = field;
    }

    /** 1-based line number in the file. */
    public long lineNumber() {
        return lineNumber;
    }

    public String field() {
        return field;
    }
}
