package org.wssbench.results;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** requests.csv's reader ({@link RunFiles#REQUESTS}) under the name the benchmark module's tests call. */
public final class RequestsCsvReader {

    private RequestsCsvReader() {
    }

    public static List<RequestRecord> read(Path file) throws IOException {
        return RunFiles.REQUESTS.read(file);
    }
}
