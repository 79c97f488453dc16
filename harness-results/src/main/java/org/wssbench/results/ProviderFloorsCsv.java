package org.wssbench.results;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads and writes crypto-floor.csv in a run folder: the run's scenarios priced with every
 * provider's floor costs (written by the driver with summary.csv; read by the report).
 */
final class ProviderFloorsCsv {

    static final List<String> HEADER = List.of("scenario", "sequence", "provider", "provider_version",
            "crypto_floor_ms", "xml_floor_ms");

    private ProviderFloorsCsv() {
    }

    static void write(Path file, List<ProviderFloor> floors) throws IOException {
        CsvFiles.writeAll(file, HEADER, floors.stream().map(f -> Arrays.asList(f.scenario(), f.sequence(), f.provider(),
                f.providerVersion(), CsvFiles.fixed(f.cryptoFloorMs(), 6), CsvFiles.fixed(f.xmlFloorMs(), 6))).toList());
    }

    static List<ProviderFloor> read(Path file) throws IOException {
        List<ProviderFloor> floors = new ArrayList<>();
        for (CsvRow row : CsvFiles.readRows(file, HEADER)) {
            floors.add(new ProviderFloor(row.requireText("scenario"), row.requireText("sequence"),
                    row.requireText("provider"), row.requireText("provider_version"),
                    row.optionalDouble("crypto_floor_ms"), row.optionalDouble("xml_floor_ms")));
        }
        return floors;
    }
}
