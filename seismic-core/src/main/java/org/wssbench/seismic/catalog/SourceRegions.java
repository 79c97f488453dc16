package org.wssbench.seismic.catalog;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.wssbench.seismic.model.Region;
import org.wssbench.seismic.model.SeismicAreas;

/** Reads the embedded {@code synthetic-regions.tsv} (format documented in its header). */
final class SourceRegions {

    private static final String RESOURCE = "synthetic-regions.tsv";
    private static final List<SourceRegion> ALL = read();

    private SourceRegions() {
    }

    static List<SourceRegion> all() {
        return ALL;
    }

    private static List<SourceRegion> read() {
        List<SourceRegion> sources = new ArrayList<>();
        try (InputStream in = SourceRegions.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing class-path resource " + RESOURCE);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            int lineNumber = 0;
            while ((line = reader.readLine()) != null) {
                lineNumber++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                try {
                    sources.add(parse(line));
                } catch (RuntimeException e) {
                    throw new IllegalStateException(RESOURCE + " line " + lineNumber + ": " + e.getMessage(), e);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read class-path resource " + RESOURCE, e);
        }
        return List.copyOf(sources);
    }

    private static SourceRegion parse(String line) {
        String[] f = line.split("\t");
        if (f.length != 11) {
            throw new IllegalArgumentException("expected 11 tab-separated fields, found " + f.length);
        }
        Region region = new Region(Integer.parseInt(f[0]), f[10], SeismicAreas.byNumber(Integer.parseInt(f[1])));
        return new SourceRegion(region, Integer.parseInt(f[2]),
                Double.parseDouble(f[3]), Double.parseDouble(f[4]),
                Double.parseDouble(f[5]), Double.parseDouble(f[6]),
                Integer.parseInt(f[7]), Integer.parseInt(f[8]), Integer.parseInt(f[9]));
    }
}
