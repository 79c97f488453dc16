package org.wssbench.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads and writes crypto-floor.csv in a run folder: the run's scenarios priced with every
 * provider's floor costs (written by the driver with summary.csv; read by the report).
 */
public final class ProviderFloorsCsv {

    static final List<String> HEADER = List.of("scenario", "sequence", "provider", "provider_version",
            "crypto_floor_ms", "xml_floor_ms");

    private ProviderFloorsCsv() {
    }

    public static void write(Path file, List<ProviderFloor> floors) throws IOException {
        CsvFiles.writeAll(file, HEADER, floors.stream().map(f -> Arrays.asList(f.scenario(), f.sequence(), f.provider(),
                f.providerVersion(), cell(f.cryptoFloorMs()), cell(f.xmlFloorMs()))).toList());
    }

    /** The rows of {@code file}, or none if the run has no such file. */
    public static List<ProviderFloor> readIfPresent(Path file) throws IOException {
        List<ProviderFloor> floors = new ArrayList<>();
        if (!Files.isRegularFile(file)) {
            return floors;
        }
        for (CsvRow row : CsvFiles.readRows(file, HEADER)) {
            floors.add(new ProviderFloor(row.requireText("scenario"), row.requireText("sequence"),
                    row.requireText("provider"), row.requireText("provider_version"),
                    row.optionalDouble("crypto_floor_ms"), row.optionalDouble("xml_floor_ms")));
        }
        return floors;
    }

    private static String cell(Double value) {
        return value == null ? "" : String.format(java.util.Locale.ROOT, "%.6f", value);
    }
}
