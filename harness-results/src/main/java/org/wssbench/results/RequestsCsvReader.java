package org.wssbench.results;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads requests.csv back into {@link RequestRecord}s, rejecting bad rows with a located message. */
public final class RequestsCsvReader {

    private RequestsCsvReader() {
    }

    /**
     * @throws ResultFileException naming file, line and column of the first bad value
     */
    public static List<RequestRecord> read(Path file) throws IOException {
        List<RequestRecord> records = new ArrayList<>();
        for (CsvRow row : CsvFiles.readRows(file, RequestsCsvFormat.REQUIRED)) {
            records.add(RequestsCsvFormat.fromRow(row));
        }
        return records;
    }
}
