package org.wssbench.client.crypto;

import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.results.FloorCost;
import org.wssbench.results.RunFiles;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.floor.FloorCosts;
import org.wssbench.results.floor.FloorSummary;
import org.wssbench.results.floor.MessageProtection;
import org.wssbench.results.floor.PolicyProtection;
import org.wssbench.security.PolicyLoader;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Prices each scenario's floor with the costs the crypto-floor command measured for the run's provider. Loaded
 * before the run, so that summary.csv is written once, with its floor columns filled; without costs for the
 * provider the run says so before it starts and the columns stay empty.
 */
public final class FloorPricing {

    /** No pricing: the floor columns stay empty (tests, tools). */
    public static final FloorPricing NONE = new FloorPricing(List.of(), null, Map.of(), System.out);

    private final List<FloorCost> all;
    private final FloorCosts costs;
    private final Map<String, MessageProtection> protections;
    private final PrintStream out;

    private FloorPricing(List<FloorCost> all, FloorCosts costs, Map<String, MessageProtection> protections,
                         PrintStream out) {
        this.all = List.copyOf(all);
        this.costs = costs;
        this.protections = Map.copyOf(protections);
        this.out = out;
    }

    /**
     * The costs of {@code provider} in {@code floorCostsFile}, and each scenario's protection read from its policy.
     * Prints why the columns will stay empty when the file holds no costs for the provider.
     */
    public static FloorPricing load(Path floorCostsFile, String provider, List<ScenarioDefinition> scenarios,
                                    PrintStream out) throws IOException {
        List<FloorCost> all = RunFiles.FLOOR_COSTS.read(floorCostsFile);
        Optional<FloorCosts> costs = FloorCosts.of(all, provider);
        if (costs.isEmpty()) {
            out.println("Crypto floor: no costs for provider " + provider + " in " + floorCostsFile.toAbsolutePath()
                    + "; the floor columns of summary.csv stay empty (measure them: crypto-floor/README.md)");
            return new FloorPricing(all, null, Map.of(), out);
        }
        Map<String, MessageProtection> protections = new LinkedHashMap<>();
        for (ScenarioDefinition scenario : scenarios) {
            MessageProtection protection = scenario.policy() == null ? MessageProtection.PLAIN
                    : PolicyProtection.of(PolicyLoader.parseXml(scenario.policy().toString(),
                            Files.readString(scenario.policy(), StandardCharsets.UTF_8)));
            protections.put(scenario.name(), protection.withTls("https".equals(scenario.transport())));
        }
        out.println("Crypto floor: " + provider + " costs from " + floorCostsFile + " price summary.csv's floor columns");
        return new FloorPricing(all, costs.get(), protections, out);
    }

    /** Whether the run's rows will get floor columns. */
    public boolean prices() {
        return costs != null;
    }

    /**
     * The rows with their floor columns; writes the costs used (floor-costs.csv) and the same messages priced under
     * every measured provider (crypto-floor.csv) into the run folder. Rows come back unchanged without costs.
     */
    public List<SummaryRow> price(List<SummaryRow> rows, RunFiles files) throws IOException {
        if (costs == null) {
            return rows;
        }
        List<SummaryRow> priced;
        try {
            priced = FloorSummary.fill(rows, protections, costs);
        } catch (IllegalArgumentException incomplete) {
            // e.g. the XML part of the crypto-floor command was never run: the run is recorded without floor columns.
            out.println("Crypto floor: not computed: " + incomplete.getMessage());
            return rows;
        }
        files.write(RunFiles.FLOOR_COSTS, all);
        files.write(RunFiles.PROVIDER_FLOORS, FloorSummary.byProvider(priced, protections, FloorCosts.all(all)));
        return priced;
    }
}
