package org.wssbench.client.crypto;

import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.results.FloorCostsCsv;
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
        Optional<FloorCosts> costs = FloorCosts.of(FloorCostsCsv.readIfPresent(floorCostsFile), provider);
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
        List<SummaryRow> rows = FloorSummary.fill(SummaryCsv.read(summaryFile), protections, costs.get());
        SummaryCsv.write(summaryFile, rows);
        out.println("Crypto floor: " + provider + " costs from " + floorCostsFile + " written to summary.csv");
    }
}
