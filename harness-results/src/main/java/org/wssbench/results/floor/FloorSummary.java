package org.wssbench.results.floor;

import org.wssbench.results.FloorColumns;
import org.wssbench.results.ProviderFloor;
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
            FloorEstimate floor = estimate(model, protection, row, plain);
            Double mine = row.bestRepetitionMeanMs();
            Double plains = plain.bestRepetitionMeanMs();
            Double beyond = floor.cryptoMs() == null || mine == null || plains == null ? null
                    : mine - plains - floor.cryptoMs();
            filled.add(row.withFloor(new FloorColumns(floor.cryptoMs(), floor.xmlMs(), beyond)));
        }
        return filled;
    }

    /** Each row priced with each provider's costs: what the floor of the same messages is under jdk, bc, accp. */
    public static List<ProviderFloor> byProvider(List<SummaryRow> rows, Map<String, MessageProtection> protections,
                                                 List<FloorCosts> providers) {
        List<ProviderFloor> floors = new ArrayList<>();
        for (FloorCosts costs : providers) {
            FloorModel model = new FloorModel(costs);
            for (SummaryRow row : rows) {
                SummaryRow plain = plainOf(rows, row);
                MessageProtection protection = protections.get(row.scenario());
                if (plain == null || protection == null || !sized(row) || !sized(plain)) {
                    continue;
                }
                FloorEstimate floor = estimate(model, protection, row, plain);
                floors.add(new ProviderFloor(row.scenario(), row.sequence(), costs.provider(), costs.providerVersion(),
                        floor.cryptoMs(), floor.xmlMs()));
            }
        }
        return floors;
    }

    private static SummaryRow plainOf(List<SummaryRow> rows, SummaryRow row) {
        return rows.stream().filter(r -> r.key().equals(new ScenarioSequence("plain", row.sequence())))
                .findFirst().orElse(null);
    }

    private static boolean sized(SummaryRow row) {
        return row.requestBytesMean() != null && row.responseBytesMean() != null;
    }

    private static FloorEstimate estimate(FloorModel model, MessageProtection protection, SummaryRow row, SummaryRow plain) {
        return model.roundTrip(protection, row.requestBytesMean(), row.responseBytesMean(),
                plain.requestBytesMean(), plain.responseBytesMean());
    }
}
