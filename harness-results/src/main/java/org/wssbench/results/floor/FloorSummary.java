package org.wssbench.results.floor;

import org.wssbench.results.FloorColumns;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Fills the floor columns of summary rows: the floor model priced with the run's provider's costs,
 * and the measured overhead beyond it. The measured overhead per request is the best repetition's
 * mean client time minus plain's, same sequence, same run.
 */
public final class FloorSummary {

    private FloorSummary() {
    }

    /**
     * @param protections each scenario's protection, by scenario name (scenarios without an entry get no floor)
     * @return the rows with floor columns; unchanged rows where a value is missing
     */
    public static List<SummaryRow> fill(List<SummaryRow> rows, Map<String, MessageProtection> protections,
                                        FloorCosts costs) {
        FloorModel model = new FloorModel(costs);
        List<SummaryRow> filled = new ArrayList<>(rows.size());
        for (SummaryRow row : rows) {
            SummaryRow plain = rows.stream().filter(r -> r.key().equals(new ScenarioSequence("plain", row.sequence())))
                    .findFirst().orElse(null);
            MessageProtection protection = protections.get(row.scenario());
            if (plain == null || protection == null || row.requestBytesMean() == null || row.responseBytesMean() == null
                    || plain.requestBytesMean() == null || plain.responseBytesMean() == null) {
                filled.add(row);
                continue;
            }
            FloorEstimate floor = model.roundTrip(protection, row.requestBytesMean(), row.responseBytesMean(),
                    plain.requestBytesMean(), plain.responseBytesMean());
            Double mine = row.bestRepetitionMeanMs();
            Double plains = plain.bestRepetitionMeanMs();
            Double beyond = floor.cryptoMs() == null || mine == null || plains == null ? null
                    : mine - plains - floor.cryptoMs();
            filled.add(row.withFloor(new FloorColumns(floor.cryptoMs(), floor.xmlMs(), beyond)));
        }
        return filled;
    }
}
