package org.wssbench.seismic;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/** Locates the real reference data outside the repository; tests that need it skip when it is absent. */
public final class SharedData {

    /** Relative to the module directory (surefire's working directory): project root + "../shared/data". */
    private static final Path ROOT = Path.of("..", "..", "shared", "data");

    private SharedData() {
    }

    public static Path flinnEngdahlDirectory() {
        return require(ROOT.resolve("flinn-engdahl"));
    }

    public static Path significantEarthquakesCsv() {
        return require(ROOT.resolve("catalog").resolve("usgs_significant_earthquakes_1965-2016.csv"));
    }

    private static Path require(Path path) {
        assumeTrue(Files.exists(path), "reference data not found at " + path.toAbsolutePath().normalize()
                + " (see ../shared/data/README.md); skipping");
        return path;
    }
}
