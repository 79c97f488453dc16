package org.wssbench.client.scenario;

import org.wssbench.results.BadInputException;

import java.nio.file.Path;

/** A problem in a scenario or workload file, naming the file and the key. */
public class MatrixFileException extends BadInputException {

    public MatrixFileException(Path file, String key, String problem) {
        super(file + (key == null ? "" : ": " + key) + " " + problem);
    }
}
