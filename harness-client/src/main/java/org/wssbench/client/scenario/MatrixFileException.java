package org.wssbench.client.scenario;

import java.nio.file.Path;

/** A problem in a scenario or workload file, naming the file and the key. */
public class MatrixFileException extends IllegalArgumentException {

    public MatrixFileException(Path file, String key, String problem) {
        super(file + (key == null ? "" : ": " + key) + " " + problem);
    }
}
