package org.wssbench.results;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/**
 * Reads and writes floor-costs.csv, the output of the crypto-floor command (crypto-floor/README.md)
 * that the floor model and the report read. Columns are matched by name.
 */
final class FloorCostsCsv {

    static final List<String> HEADER = List.of("provider", "provider_version", "operation", "bytes", "ms_per_op",
            "ms_error_999", "samples", "source");

    private FloorCostsCsv() {
    }

    static void write(Path file, Collection<FloorCost> costs) throws IOException {
        CsvFiles.writeAll(file, HEADER, costs.stream().map(FloorCostsCsv::toCells).toList());
    }

    static List<FloorCost> read(Path file) throws IOException {
        List<FloorCost> costs = new ArrayList<>();
        for (CsvRow row : CsvFiles.readRows(file, HEADER)) {
            costs.add(new FloorCost(row.requireText("provider"), row.requireText("provider_version"),
                    row.requireText("operation"), row.requireLong("bytes"), row.requireDouble("ms_per_op"),
                    row.optionalDouble("ms_error_999"), row.requireLong("samples"), row.requireText("source")));
        }
        return costs;
    }

    private static List<String> toCells(FloorCost c) {
        return Arrays.asList(c.provider(), c.providerVersion(), c.operation(), String.valueOf(c.bytes()),
                String.valueOf(c.msPerOp()), c.msError() == null || c.msError().isNaN() ? "" : String.valueOf(c.msError()),
                String.valueOf(c.samples()), c.source());
    }
}
