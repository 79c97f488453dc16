package org.wssbench.seismic.catalog;

import java.util.List;

/** The two USGS CSV layouts {@link UsgsCatalogLoader} understands, told apart by their header. */
public enum UsgsFormat {

    /** ComCat search export: {@code time,latitude,longitude,depth,mag,magType,...,type,...}, ISO-8601 times. */
    COMCAT("time", "latitude", "longitude", "depth", "mag", "magType", "type"),

    /** "Significant Earthquakes, 1965-2016": {@code Date,Time,Latitude,Longitude,Type,Depth,...}, MM/DD/YYYY dates. */
    SIGNIFICANT_1965_2016("Date", "Time", "Latitude", "Longitude", "Type", "Depth", "Magnitude", "Magnitude Type");

    private final List<String> requiredColumns;

    UsgsFormat(String... requiredColumns) {
        this.requiredColumns = List.of(requiredColumns);
    }

    /** Column names (exact, case-sensitive) the loader reads. */
    public List<String> requiredColumns() {
        return requiredColumns;
    }

    /** The format whose columns all appear in {@code header}, or null. */
    static UsgsFormat detect(List<String> header) {
        for (UsgsFormat format : values()) {
            if (header.containsAll(format.requiredColumns)) {
                return format;
            }
        }
        return null;
    }
}
