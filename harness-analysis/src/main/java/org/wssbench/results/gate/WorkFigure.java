package org.wssbench.results.gate;

import java.util.Arrays;
import java.util.Optional;

/**
 * One figure of a cell's work per request, as summary.csv records it. None of them depends on how fast the host
 * is: they count what the client and the server did, not how long it took.
 */
public enum WorkFigure {
    /** Heap bytes the client's calling thread allocated over one call, median of the measured requests. */
    CLIENT_ALLOCATION("client_alloc_bytes_median", "the client allocates", " per request"),
    /** Heap bytes the server's request thread allocated over one request, median of the measured requests. */
    SERVER_ALLOCATION("server_alloc_bytes_median", "the server allocates", " per request"),
    /** Bytes of the request on the wire, mean of the measured requests. */
    REQUEST_BYTES("request_bytes_mean", "the request size changes", ""),
    /** Bytes of the response on the wire, mean of the measured requests. */
    RESPONSE_BYTES("response_bytes_mean", "the response size changes", "");

    private final String column;
    private final String subject;
    private final String unit;

    WorkFigure(String column, String subject, String unit) {
        this.column = column;
        this.subject = subject;
        this.unit = unit;
    }

    /** The summary.csv column, also the figure's name in a work reference. */
    public String column() {
        return column;
    }

    /** The start of the figure's line, e.g. "the server allocates". */
    public String subject() {
        return subject;
    }

    /** What follows the change, e.g. " per request"; empty for message sizes. */
    public String unit() {
        return unit;
    }

    /** The figure named by a summary.csv column, if it is one. */
    public static Optional<WorkFigure> ofColumn(String column) {
        return Arrays.stream(values()).filter(f -> f.column.equals(column)).findFirst();
    }
}
