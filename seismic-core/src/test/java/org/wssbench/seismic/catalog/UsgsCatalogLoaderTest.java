package org.wssbench.seismic.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.seismic.SharedData;
import org.wssbench.seismic.model.Quake;
import org.wssbench.seismic.model.Region;
import org.wssbench.seismic.model.SeismicAreas;

class UsgsCatalogLoaderTest {

    /** Stand-in locator so the format tests run without the Flinn-Engdahl tables. */
    private static final Region EVERYWHERE = new Region(1, "TEST REGION", SeismicAreas.byNumber(1));
    private static final UsgsCatalogLoader LOADER = new UsgsCatalogLoader((latitude, longitude) -> EVERYWHERE);

    @Test
    void readsComCatExport() throws Exception {
        UsgsLoadResult result = LOADER.load(resource("comcat-sample.csv"));

        assertEquals(UsgsFormat.COMCAT, result.format());
        assertEquals(5, result.dataRows());
        assertEquals(1, result.skippedNonEarthquakes());
        assertEquals(1, result.skippedWithoutMagnitude());
        List<Quake> quakes = result.catalog().quakes();
        assertEquals(3, quakes.size());
        Quake first = quakes.get(0); // sorted by time: the file is newest first
        assertEquals(Instant.parse("2016-12-26T01:02:03Z").toEpochMilli(), first.millis());
        assertEquals(-1.1, first.depthKm());
        assertEquals("", first.magnitudeMethod());
        Quake last = quakes.get(2);
        assertEquals(Instant.parse("2016-12-30T20:08:28.920Z").toEpochMilli(), last.millis());
        assertEquals(-6.21, last.latitude());
        assertEquals(154.54, last.longitude());
        assertEquals(5.3, last.magnitude());
        assertEquals("mb", last.magnitudeMethod());
        assertTrue(result.catalog().identity().startsWith("usgs file="));
    }

    @Test
    void handlesTheSignificantEarthquakesQuirks() throws Exception {
        UsgsLoadResult result = LOADER.load(resource("significant-quirks.csv"));

        assertEquals(UsgsFormat.SIGNIFICANT_1965_2016, result.format());
        assertEquals(6, result.dataRows());
        assertEquals(3, result.skippedNonEarthquakes());
        List<Quake> quakes = result.catalog().quakes();
        assertEquals(3, quakes.size());
        assertEquals(Instant.parse("1965-01-02T13:44:18Z").toEpochMilli(), quakes.get(0).millis());
        assertEquals(Instant.parse("1975-02-23T02:58:41Z").toEpochMilli(), quakes.get(1).millis()); // ISO row
        assertEquals("MB", quakes.get(1).magnitudeMethod());
        assertEquals("", quakes.get(2).magnitudeMethod()); // blank Magnitude Type
    }

    @Test
    void malformedLineNamesFileLineAndField(@TempDir Path directory) throws IOException {
        Path csv = directory.resolve("bad.csv");
        Files.writeString(csv, String.join("\n",
                "time,latitude,longitude,depth,mag,magType,type",
                "2016-12-30T20:08:28.920Z,1,2,3,5.0,mb,earthquake",
                "2016-12-30T20:08:28.920Z,north,2,3,5.0,mb,earthquake"));

        MalformedDataException e = assertThrows(MalformedDataException.class, () -> LOADER.load(csv));
        assertEquals(3, e.lineNumber());
        assertEquals("latitude", e.field());
        assertTrue(e.getMessage().contains(csv.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("line 3"), e.getMessage());
        assertTrue(e.getMessage().contains("latitude"), e.getMessage());
    }

    @Test
    void rejectsBadDatesOutOfRangeValuesAndShortLines(@TempDir Path directory) throws IOException {
        String header = "Date,Time,Latitude,Longitude,Type,Depth,Magnitude,Magnitude Type";
        assertField(directory, header + "\n13/45/1970,10:00:00,1,2,Earthquake,3,6,MW", "Date", 2);
        assertField(directory, header + "\n01/02/1970,25:99:00,1,2,Earthquake,3,6,MW", "Time", 2);
        assertField(directory, header + "\n01/02/1970,10:00:00,1,200,Earthquake,3,6,MW", "Longitude", 2);
        assertField(directory, header + "\n\n01/02/1970,10:00:00,1,2,Earthquake,3,NaN,MW", "Magnitude", 3);
        assertField(directory, header + "\n01/02/1970,10:00:00,1,2,Earthquake", "(line)", 2);
        assertField(directory, "id,when,where\n1,2,3", "header", 1);
    }

    @Test
    void missingFileNamesThePath(@TempDir Path directory) {
        Path missing = directory.resolve("no-such-catalogue.csv");
        DataFileException e = assertThrows(DataFileException.class, () -> LOADER.load(missing));
        assertTrue(e.getMessage().contains(missing.toString()), e.getMessage());
    }

    @Test
    void loadsTheRealSignificantEarthquakesFile() {
        Path csv = SharedData.significantEarthquakesCsv();
        UsgsLoadResult result = new UsgsCatalogLoader(FlinnEngdahlTest.sharedTables()).load(csv);

        assertEquals(23_412, result.dataRows());
        assertEquals(180, result.skippedNonEarthquakes());
        assertEquals(0, result.skippedWithoutMagnitude());
        assertEquals(23_232, result.catalog().size());
        assertEquals(Instant.parse("1965-01-02T13:44:18Z").toEpochMilli(), result.catalog().quake(0).millis());
        // The 2011 Tohoku mainshock: M9.1, off the east coast of Honshu, seismic area 19.
        Quake tohoku = result.catalog().quakes().stream().filter(q -> q.magnitude() >= 9.1
                && q.millis() > Instant.parse("2011-01-01T00:00:00Z").toEpochMilli()).findFirst().orElseThrow();
        assertEquals(19, tohoku.area().number());
        assertEquals("NEAR EAST COAST OF HONSHU, JAPAN", tohoku.region().name());
    }

    private static void assertField(Path directory, String content, String field, long line) throws IOException {
        Path csv = Files.createTempFile(directory, "case", ".csv");
        Files.writeString(csv, content);
        MalformedDataException e = assertThrows(MalformedDataException.class, () -> LOADER.load(csv), content);
        assertEquals(field, e.field(), e.getMessage());
        assertEquals(line, e.lineNumber(), e.getMessage());
    }

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(UsgsCatalogLoaderTest.class.getResource(name).toURI());
    }
}
