package org.wssbench.seismic.catalog;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.wssbench.seismic.model.Region;
import org.wssbench.seismic.model.SeismicAreas;

/**
 * Flinn-Engdahl regionalization read from the USGS tables in a directory (names.asc, quadsidx.asc,
 * nesect/nwsect/sesect/swsect.asc, seisrdef.asc).
 *
 * <p>Lookup: truncate |latitude| and |longitude| to whole degrees, pick the quadrant by the signs
 * (zero counts as north/east; -180 is treated as +180), take that latitude band, and use the last
 * segment whose start longitude is &lt;= |longitude|.
 */
public final class FlinnEngdahl implements RegionLocator {

    private static final String[] QUADRANTS = {"ne", "nw", "se", "sw"};
    private static final int BANDS = 91;

    /** [quadrant][latitude band] -> segment start longitudes, ascending. */
    private final int[][][] segmentStarts = new int[4][BANDS][];
    /** [quadrant][latitude band] -> region number of each segment. */
    private final int[][][] segmentRegions = new int[4][BANDS][];
    /** Index = region number; element 0 unused. */
    private final Region[] regions;

    private FlinnEngdahl(Path directory) {
        List<String> names = readLines(directory.resolve("names.asc"));
        int[] areaOfRegion = readSeismicAreas(directory.resolve("seisrdef.asc"), names.size());
        regions = new Region[names.size() + 1];
        for (int number = 1; number <= names.size(); number++) {
            regions[number] = new Region(number, names.get(number - 1).trim(),
                    SeismicAreas.byNumber(areaOfRegion[number]));
        }
        int[] bandCounts = readInts(directory.resolve("quadsidx.asc"));
        if (bandCounts.length != 4 * BANDS) {
            throw new MalformedDataException(directory.resolve("quadsidx.asc"), 1, "counts",
                    "expected " + 4 * BANDS + " numbers, found " + bandCounts.length);
        }
        for (int q = 0; q < 4; q++) {
            readQuadrant(q, directory.resolve(QUADRANTS[q] + "sect.asc"), bandCounts);
        }
    }

    /**
     * Loads the tables from {@code directory}.
     *
     * @throws DataFileException when the directory or a table is missing or malformed
     */
    public static FlinnEngdahl load(Path directory) {
        if (!Files.isDirectory(directory)) {
            throw new DataFileException(directory, "Flinn-Engdahl directory not found: " + directory);
        }
        return new FlinnEngdahl(directory);
    }

    @Override
    public Region locate(double latitude, double longitude) {
        return regionByNumber(regionNumber(latitude, longitude));
    }

    /** FE geographic region number (1..{@link #regionCount()}) of a position. */
    public int regionNumber(double latitude, double longitude) {
        if (!(latitude >= -90 && latitude <= 90)) {
            throw new IllegalArgumentException("latitude must be within [-90, 90], was " + latitude);
        }
        if (!(longitude >= -180 && longitude <= 180)) {
            throw new IllegalArgumentException("longitude must be within [-180, 180], was " + longitude);
        }
        double lon = longitude == -180 ? 180 : longitude; // the FE tables put the antimeridian in the east
        int quadrant = (latitude >= 0 ? 0 : 2) + (lon >= 0 ? 0 : 1);
        int band = (int) Math.abs(latitude);
        int degree = (int) Math.abs(lon);
        int[] starts = segmentStarts[quadrant][band];
        int segment = 0;
        while (segment + 1 < starts.length && starts[segment + 1] <= degree) {
            segment++;
        }
        return segmentRegions[quadrant][band][segment];
    }

    public Region regionByNumber(int number) {
        if (number < 1 || number >= regions.length) {
            throw new IllegalArgumentException("no Flinn-Engdahl region " + number + " (expected 1.." + regionCount() + ")");
        }
        return regions[number];
    }

    public int regionCount() {
        return regions.length - 1;
    }

    private void readQuadrant(int quadrant, Path file, int[] bandCounts) {
        int[] numbers = readInts(file);
        int position = 0;
        for (int band = 0; band < BANDS; band++) {
            int segments = bandCounts[quadrant * BANDS + band];
            if (position + 2 * segments > numbers.length) {
                throw new DataFileException(file, file + ": quadsidx.asc announces more segments than the file holds (band " + band + ")");
            }
            int[] starts = new int[segments];
            int[] regionNumbers = new int[segments];
            for (int s = 0; s < segments; s++) {
                starts[s] = numbers[position++];
                regionNumbers[s] = numbers[position++];
                if (regionNumbers[s] < 1 || regionNumbers[s] >= regions.length) {
                    throw new DataFileException(file, file + ": band " + band + " refers to unknown region " + regionNumbers[s]);
                }
            }
            if (segments == 0 || starts[0] != 0) {
                throw new DataFileException(file, file + ": band " + band + " does not start at 0 degrees");
            }
            segmentStarts[quadrant][band] = starts;
            segmentRegions[quadrant][band] = regionNumbers;
        }
        if (position != numbers.length) {
            throw new DataFileException(file, file + ": " + (numbers.length - position) / 2 + " segments left over after the last band");
        }
    }

    /** seisrdef.asc: lines {@code seismic first [last]} map a range of geographic regions to a seismic area. */
    private static int[] readSeismicAreas(Path file, int regionCount) {
        int[] areaOfRegion = new int[regionCount + 1];
        List<String> lines = readLines(file);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty()) {
                continue;
            }
            String[] fields = line.split("\\s+");
            int area = parseInt(fields[0], file, i + 1, "seismic region");
            int first = fields.length > 1 ? parseInt(fields[1], file, i + 1, "first geographic region") : 0;
            int last = fields.length > 2 ? parseInt(fields[2], file, i + 1, "last geographic region") : first;
            if (area < 1 || area > SeismicAreas.COUNT || first < 1 || last < first || last > regionCount) {
                throw new MalformedDataException(file, i + 1, "range", "invalid line '" + line + "'");
            }
            for (int region = first; region <= last; region++) {
                areaOfRegion[region] = area;
            }
        }
        for (int region = 1; region <= regionCount; region++) {
            if (areaOfRegion[region] == 0) {
                throw new MalformedDataException(file, lines.size(), "range",
                        "geographic region " + region + " has no seismic region");
            }
        }
        return areaOfRegion;
    }

    private static int[] readInts(Path file) {
        List<String> lines = readLines(file);
        List<Integer> values = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            for (String token : lines.get(i).trim().split("\\s+")) {
                if (!token.isEmpty()) {
                    values.add(parseInt(token, file, i + 1, "number"));
                }
            }
        }
        return values.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int parseInt(String text, Path file, long line, String field) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new MalformedDataException(file, line, field, "not an integer: '" + text + "'", e);
        }
    }

    private static List<String> readLines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.ISO_8859_1);
        } catch (NoSuchFileException e) {
            throw new DataFileException(file, "Flinn-Engdahl table not found: " + file, e);
        } catch (IOException e) {
            throw new DataFileException(file, "cannot read Flinn-Engdahl table " + file + ": " + e, e);
        }
    }
}
