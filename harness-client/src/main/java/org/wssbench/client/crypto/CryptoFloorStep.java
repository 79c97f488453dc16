package org.wssbench.client.crypto;

import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.results.FloorCost;
import org.wssbench.results.FloorCostsCsv;
import org.wssbench.results.ProviderFloorsCsv;
import org.wssbench.results.RunFolder;
import org.wssbench.results.SummaryCsv;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.floor.FloorCosts;
import org.wssbench.results.floor.FloorSummary;
import org.wssbench.results.floor.MessageProtection;
import org.wssbench.results.floor.PolicyProtection;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * After a run: prices each scenario's floor with the costs the crypto-floor command measured for the
 * run's provider, and rewrites summary.csv with the floor columns. Without costs for that provider
 * the columns stay empty and the console says how to measure them.
 */
public final class CryptoFloorStep {

    private CryptoFloorStep() {
    }

    public static void apply(Path runFolder, List<ScenarioDefinition> scenarios, Path floorCostsFile, String provider,
                             PrintStream out) throws IOException {
        List<FloorCost> all = FloorCostsCsv.readIfPresent(floorCostsFile);
        Optional<FloorCosts> costs = FloorCosts.of(all, provider);
        if (costs.isEmpty()) {
            out.println("Crypto floor: no costs for provider " + provider + " in " + floorCostsFile
                    + "; floor columns left empty (measure them: crypto-floor/README.md)");
            return;
        }
        Map<String, MessageProtection> protections = new LinkedHashMap<>();
        for (ScenarioDefinition scenario : scenarios) {
            MessageProtection protection = scenario.policy() == null ? MessageProtection.PLAIN
                    : PolicyProtection.read(scenario.policy());
            protections.put(scenario.name(), protection.withTls("https".equals(scenario.transport())));
        }
        Path summaryFile = RunFolder.summaryCsv(runFolder);
        List<SummaryRow> rows;
        try {
            rows = FloorSummary.fill(SummaryCsv.read(summaryFile), protections, costs.get());
        } catch (IllegalArgumentException incomplete) {
            // e.g. the XML part of the crypto-floor command was never run: the recorded run stays as it is.
            out.println("Crypto floor: not computed: " + incomplete.getMessage());
            return;
        }
        SummaryCsv.write(summaryFile, rows);
        // The run keeps the costs it was priced with, and the same messages priced with every provider measured.
        FloorCostsCsv.write(runFolder.resolve("floor-costs.csv"), all);
        ProviderFloorsCsv.write(ProviderFloorsCsv.file(runFolder), FloorSummary.byProvider(rows, protections, FloorCosts.all(all)));
        out.println("Crypto floor: " + provider + " costs from " + floorCostsFile + " written to summary.csv");
    }
}
