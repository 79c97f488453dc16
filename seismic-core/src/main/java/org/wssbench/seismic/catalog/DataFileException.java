package org.wssbench.seismic.catalog;

import java.nio.file.Path;

/** A reference data file (catalogue CSV, Flinn-Engdahl table) is missing or unreadable. */
public class DataFileException extends RuntimeException {

    private final transient Path file;

    public DataFileException(Path file, String message, Throwable cause) {
        super(message, cause);
        this.file = file;
    }

    public DataFileException(Path file, String message) {
        this(file, message, null);
    }

    public Path file() {
        return file;
    }
}
