package org.wssbench.seismic.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.seismic.SharedData;
import org.wssbench.seismic.model.Region;

class FlinnEngdahlTest {

    private static FlinnEngdahl cached;

    /** The real tables, loaded once; skips the calling test when ../shared/data is absent. */
    static FlinnEngdahl sharedTables() {
        Path directory = SharedData.flinnEngdahlDirectory();
        if (cached == null) {
            cached = FlinnEngdahl.load(directory);
        }
        return cached;
    }

    @Test
    void reproducesAllReferenceTestPoints() throws IOException {
        FlinnEngdahl flinnEngdahl = sharedTables();
        List<String> lines = Files.readAllLines(SharedData.flinnEngdahlDirectory().resolve("testpoints.tsv"), StandardCharsets.ISO_8859_1);
        List<String> mismatches = new ArrayList<>();
        int points = 0;
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            String[] fields = line.split("\t");
            double longitude = Double.parseDouble(fields[0]);
            double latitude = Double.parseDouble(fields[1]);
            String actual = flinnEngdahl.locate(latitude, longitude).name();
            if (!actual.equals(fields[2].trim())) {
                mismatches.add(line + " -> " + actual);
            }
            points++;
        }
        assertEquals(7_200, points);
        assertEquals(List.of(), mismatches);
    }

    @Test
    void mapsRegionsToSeismicAreas() {
        FlinnEngdahl flinnEngdahl = sharedTables();
        assertEquals(757, flinnEngdahl.regionCount());
        Region tonga = flinnEngdahl.regionByNumber(173);
        assertEquals("TONGA ISLANDS", tonga.name());
        assertEquals(12, tonga.area().number());
        assertEquals(33, flinnEngdahl.regionByNumber(740).area().number()); // from the 1995 additions
        assertEquals("CENTRAL ALASKA", flinnEngdahl.locate(64, -150).name());
    }

    @Test
    void embeddedSyntheticRegionsAgreeWithTheTables() {
        FlinnEngdahl flinnEngdahl = sharedTables();
        for (SourceRegion source : SourceRegions.all()) {
            Region expected = flinnEngdahl.regionByNumber(source.region().id());
            assertEquals(expected, source.region(), "synthetic-regions.tsv entry " + source.region().id());
        }
    }

    @Test
    void rejectsPositionsOffTheGlobe() {
        FlinnEngdahl flinnEngdahl = sharedTables();
        assertThrows(IllegalArgumentException.class, () -> flinnEngdahl.locate(91, 0));
        assertThrows(IllegalArgumentException.class, () -> flinnEngdahl.locate(0, Double.NaN));
    }

    @Test
    void missingTableIsNamed(@TempDir Path empty) {
        DataFileException missingDirectory = assertThrows(DataFileException.class,
                () -> FlinnEngdahl.load(empty.resolve("nowhere")));
        assertTrue(missingDirectory.getMessage().contains("nowhere"));
        DataFileException missingFile = assertThrows(DataFileException.class, () -> FlinnEngdahl.load(empty));
        assertTrue(missingFile.getMessage().contains("names.asc"), missingFile.getMessage());
    }
}
