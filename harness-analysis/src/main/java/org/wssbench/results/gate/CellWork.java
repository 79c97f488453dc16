package org.wssbench.results.gate;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;

/**
 * The work of one cell of a run, per request: bytes allocated by the client and by the server, and the sizes of
 * request and response. A null component was not recorded (runs before allocation was measured, a JVM that cannot
 * tell).
 *
 * @param cell              scenario and sequence
 * @param clientAllocBytes  summary.csv {@code client_alloc_bytes_median}
 * @param serverAllocBytes  summary.csv {@code server_alloc_bytes_median}
 * @param requestBytes      summary.csv {@code request_bytes_mean}
 * @param responseBytes     summary.csv {@code response_bytes_mean}
 */
public record CellWork(ScenarioSequence cell, Double clientAllocBytes, Double serverAllocBytes, Double requestBytes,
                       Double responseBytes) {

    /** The work of one summary row. */
    public static CellWork of(SummaryRow row) {
        return new CellWork(row.key(), row.design().clientAllocBytesMedian(), row.design().serverAllocBytesMedian(),
                row.requestBytesMean(), row.responseBytesMean());
    }

    /** One figure, if recorded as a positive, finite number. */
    public Optional<Double> value(WorkFigure figure) {
        Double value = switch (figure) {
            case CLIENT_ALLOCATION -> clientAllocBytes;
            case SERVER_ALLOCATION -> serverAllocBytes;
            case REQUEST_BYTES -> requestBytes;
            case RESPONSE_BYTES -> responseBytes;
        };
        return value != null && value > 0 && Double.isFinite(value) ? Optional.of(value) : Optional.empty();
    }

    /** The recorded figures, in {@link WorkFigure} order. */
    public Map<WorkFigure, Double> figures() {
        Map<WorkFigure, Double> figures = new EnumMap<>(WorkFigure.class);
        for (WorkFigure figure : WorkFigure.values()) {
            value(figure).ifPresent(v -> figures.put(figure, v));
        }
        return figures;
    }

    /** Whether the cell records allocation on either side. */
    public boolean recordsAllocation() {
        return value(WorkFigure.CLIENT_ALLOCATION).isPresent() || value(WorkFigure.SERVER_ALLOCATION).isPresent();
    }
}
