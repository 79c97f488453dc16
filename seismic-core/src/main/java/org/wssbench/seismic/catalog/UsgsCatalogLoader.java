package org.wssbench.seismic.catalog;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.wssbench.seismic.model.Catalog;
import org.wssbench.seismic.model.Quake;

/**
 * Loads a USGS earthquake CSV (ComCat export or "Significant Earthquakes 1965-2016", detected from the
 * header) and assigns each quake its region through a {@link RegionLocator}.
 *
 * <p>Quirks handled: non-earthquake rows are skipped and counted; in the 1965-2016 file dates are
 * MM/DD/YYYY but a few rows carry a full ISO-8601 timestamp in Date (and Time), and some Magnitude Type
 * cells are blank (kept as ""). Anything else unparseable throws {@link MalformedDataException}.
 */
public final class UsgsCatalogLoader {

    private static final DateTimeFormatter US_DATE = DateTimeFormatter.ofPattern("MM/dd/uuuu");

    private final RegionLocator regionLocator;

    public UsgsCatalogLoader(RegionLocator regionLocator) {
        this.regionLocator = Objects.requireNonNull(regionLocator, "regionLocator");
    }

    /**
     * @throws DataFileException      when the file is missing or unreadable (the message names the path)
     * @throws MalformedDataException when a line cannot be parsed (file, line number and field in the message)
     */
    public UsgsLoadResult load(Path csv) {
        try (BufferedReader reader = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
            return read(csv, reader);
        } catch (NoSuchFileException e) {
            throw new DataFileException(csv, "catalogue file not found: " + csv, e);
        } catch (IOException e) {
            throw new DataFileException(csv, "cannot read catalogue file " + csv + ": " + e, e);
        }
    }

    private UsgsLoadResult read(Path csv, BufferedReader reader) throws IOException {
        // USGS exports quote cells with commas (RFC 4180); blank lines are skipped, not counted as rows.
        CSVParser parser = CSVFormat.RFC4180.builder().setIgnoreEmptyLines(true).build().parse(reader);
        Iterator<CSVRecord> records = parser.iterator();
        List<String> header = next(csv, parser, records);
        if (header == null) {
            throw new MalformedDataException(csv, 1, "header", "file is empty");
        }
        header.set(0, stripByteOrderMark(header.get(0)));
        UsgsFormat format = UsgsFormat.detect(header);
        if (format == null) {
            throw new MalformedDataException(csv, 1, "header",
                    "neither a ComCat export nor the 1965-2016 significant-earthquakes file: " + String.join(",", header));
        }
        RowReader rows = new RowReader(csv, format, header);
        List<Quake> quakes = new ArrayList<>();
        int dataRows = 0;
        int nonEarthquakes = 0;
        int withoutMagnitude = 0;
        List<String> cells;
        while ((cells = next(csv, parser, records)) != null) {
            if (cells.size() == 1 && cells.get(0).isBlank()) {
                continue;
            }
            dataRows++;
            Row row = rows.row(cells, parser.getCurrentLineNumber());
            if (!row.text(rows.type).equalsIgnoreCase("earthquake")) {
                nonEarthquakes++;
            } else if (row.text(rows.magnitude).isEmpty()) {
                withoutMagnitude++;
            } else {
                quakes.add(toQuake(row, rows, format));
            }
        }
        String source = "usgs file=" + csv;
        return new UsgsLoadResult(new Catalog(source, quakes), format, dataRows, nonEarthquakes, withoutMagnitude);
    }

    /** The next record's cells, or null at the end; a broken quote is reported with its line. */
    private static List<String> next(Path csv, CSVParser parser, Iterator<CSVRecord> records) {
        try {
            return records.hasNext() ? new ArrayList<>(records.next().toList()) : null;
        } catch (UncheckedIOException e) {
            throw new MalformedDataException(csv, parser.getCurrentLineNumber(), "(line)",
                    e.getCause() == null ? e.getMessage() : e.getCause().getMessage(), e);
        }
    }

    private Quake toQuake(Row row, RowReader columns, UsgsFormat format) {
        long millis = format == UsgsFormat.COMCAT
                ? row.instant(columns.time)
                : significantTime(row, columns);
        double latitude = row.number(columns.latitude, -90, 90);
        double longitude = row.number(columns.longitude, -180, 180);
        double depth = row.number(columns.depth, -Double.MAX_VALUE, Double.MAX_VALUE);
        double magnitude = row.number(columns.magnitude, -Double.MAX_VALUE, Double.MAX_VALUE);
        String method = row.text(columns.magnitudeType);
        return new Quake(millis, latitude, longitude, depth, magnitude, method,
                regionLocator.locate(latitude, longitude));
    }

    /** MM/DD/YYYY + HH:MM:SS, except for the few rows holding an ISO-8601 timestamp in Date. */
    private static long significantTime(Row row, RowReader columns) {
        String date = row.text(columns.date);
        if (date.contains("T")) {
            return row.instant(columns.date);
        }
        try {
            LocalDate day = LocalDate.parse(date, US_DATE);
            LocalTime time = LocalTime.parse(row.text(columns.time));
            return day.atTime(time).toInstant(ZoneOffset.UTC).toEpochMilli();
        } catch (DateTimeParseException e) {
            String field = e.getParsedString().equals(date) ? columns.name(columns.date) : columns.name(columns.time);
            throw row.malformed(field, "not a date/time: '" + e.getParsedString() + "'", e);
        }
    }

    private static String stripByteOrderMark(String line) {
        return line.startsWith("\uFEFF") ? line.substring(1) : line;
    }

    /** Column positions of one file, looked up by name so column order does not matter. */
    private static final class RowReader {
        private final Path file;
        private final List<String> header;
        private final int time;
        private final int date;
        private final int latitude;
        private final int longitude;
        private final int depth;
        private final int magnitude;
        private final int magnitudeType;
        private final int type;

        RowReader(Path file, UsgsFormat format, List<String> header) {
            this.file = file;
            this.header = header;
            Map<String, Integer> index = new HashMap<>();
            for (int i = 0; i < header.size(); i++) {
                index.putIfAbsent(header.get(i), i);
            }
            boolean comcat = format == UsgsFormat.COMCAT;
            time = index.get(comcat ? "time" : "Time");
            date = comcat ? -1 : index.get("Date");
            latitude = index.get(comcat ? "latitude" : "Latitude");
            longitude = index.get(comcat ? "longitude" : "Longitude");
            depth = index.get(comcat ? "depth" : "Depth");
            magnitude = index.get(comcat ? "mag" : "Magnitude");
            magnitudeType = index.get(comcat ? "magType" : "Magnitude Type");
            type = index.get(comcat ? "type" : "Type");
        }

        Row row(List<String> cells, long lineNumber) {
            if (cells.size() != header.size()) {
                throw new MalformedDataException(file, lineNumber, "(line)",
                        "expected " + header.size() + " cells, found " + cells.size());
            }
            return new Row(this, cells, lineNumber);
        }

        String name(int column) {
            return header.get(column);
        }
    }

    /** One data line with helpers that report the failing field. */
    private record Row(RowReader columns, List<String> cells, long lineNumber) {

        String text(int column) {
            return cells.get(column).trim();
        }

        double number(int column, double min, double max) {
            String text = text(column);
            double value;
            try {
                value = Double.parseDouble(text);
            } catch (NumberFormatException e) {
                throw malformed(columns.name(column), "not a number: '" + text + "'", e);
            }
            if (!(value >= min && value <= max)) {
                throw malformed(columns.name(column), text + " is outside [" + min + ", " + max + "]", null);
            }
            return value;
        }

        long instant(int column) {
            String text = text(column);
            try {
                return Instant.parse(text).toEpochMilli();
            } catch (DateTimeParseException e) {
                throw malformed(columns.name(column), "not an ISO-8601 timestamp: '" + text + "'", e);
            }
        }

        MalformedDataException malformed(String field, String problem, Throwable cause) {
            return new MalformedDataException(columns.file, lineNumber, field, problem, cause);
        }
    }
}
