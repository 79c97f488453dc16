package org.wssbench.seismic.catalog;

import java.nio.file.Path;

import org.wssbench.seismic.model.Catalog;

/**
 * Builds a catalogue from a one-line configuration spec:
 * <pre>
 *   synthetic                                   default seed and size
 *   synthetic:seed=123,size=93000               either key may be omitted
 *   usgs:/path/file.csv;fe=/path/to/fe-dir      USGS CSV + Flinn-Engdahl table directory (both required)
 * </pre>
 */
public final class CatalogSource {

    public static final String DEFAULT_SPEC = "synthetic";

    private CatalogSource() {
    }

    /**
     * @throws IllegalArgumentException naming the offending part when the spec is malformed
     * @throws DataFileException        when a referenced file cannot be read
     */
    public static Catalog load(String spec) {
        if (spec == null || spec.isBlank()) {
            throw new IllegalArgumentException("empty catalogue spec; expected 'synthetic[:seed=N,size=N]' or 'usgs:FILE;fe=DIR'");
        }
        String trimmed = spec.trim();
        int colon = trimmed.indexOf(':');
        String kind = colon < 0 ? trimmed : trimmed.substring(0, colon);
        String parameters = colon < 0 ? "" : trimmed.substring(colon + 1);
        return switch (kind) {
            case "synthetic" -> synthetic(parameters);
            case "usgs" -> usgs(parameters);
            default -> throw new IllegalArgumentException("unknown catalogue kind '" + kind + "' in spec '" + spec
                    + "'; expected 'synthetic' or 'usgs'");
        };
    }

    private static Catalog synthetic(String parameters) {
        long seed = SyntheticCatalog.DEFAULT_SEED;
        int size = SyntheticCatalog.DEFAULT_SIZE;
        if (!parameters.isBlank()) {
            for (String part : parameters.split(",")) {
                String[] keyValue = part.split("=", 2);
                String key = keyValue[0].trim();
                if (keyValue.length != 2) {
                    throw new IllegalArgumentException("synthetic catalogue parameter '" + part + "' is not key=value");
                }
                String value = keyValue[1].trim();
                switch (key) {
                    case "seed" -> seed = parseLong(key, value);
                    case "size" -> size = parseSize(value);
                    default -> throw new IllegalArgumentException("unknown synthetic catalogue parameter '" + key
                            + "'; expected seed or size");
                }
            }
        }
        return SyntheticCatalog.generate(seed, size);
    }

    private static Catalog usgs(String parameters) {
        String[] parts = parameters.split(";");
        String file = parts[0].trim();
        if (file.isEmpty()) {
            throw new IllegalArgumentException("usgs catalogue spec needs a CSV path: usgs:FILE;fe=DIR");
        }
        String feDirectory = null;
        for (int i = 1; i < parts.length; i++) {
            String[] keyValue = parts[i].split("=", 2);
            if (keyValue.length == 2 && keyValue[0].trim().equals("fe") && !keyValue[1].isBlank()) {
                feDirectory = keyValue[1].trim();
            } else {
                throw new IllegalArgumentException("unknown usgs catalogue parameter '" + parts[i]
                        + "'; expected fe=DIR");
            }
        }
        if (feDirectory == null) {
            throw new IllegalArgumentException("usgs catalogue spec is missing 'fe=DIR' (the Flinn-Engdahl table directory)");
        }
        FlinnEngdahl flinnEngdahl = FlinnEngdahl.load(Path.of(feDirectory));
        return new UsgsCatalogLoader(flinnEngdahl).load(Path.of(file)).catalog();
    }

    private static long parseLong(String key, String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("synthetic catalogue " + key + " '" + value + "' is not an integer", e);
        }
    }

    private static int parseSize(String value) {
        int size;
        try {
            size = Integer.parseInt(value.replace("_", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("synthetic catalogue size '" + value + "' is not an integer", e);
        }
        if (size <= 0) {
            throw new IllegalArgumentException("synthetic catalogue size must be positive, was " + size);
        }
        return size;
    }
}
