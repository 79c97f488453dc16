package org.wssbench.seismic.model;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The 50 Flinn-Engdahl seismic areas, read once from the embedded resource {@code seismic-areas.tsv}.
 * The FE tables only number the seismic regions; their names are a public list, kept here.
 */
public final class SeismicAreas {

    public static final int COUNT = 50;

    private static final List<SeismicArea> ALL = readResource();

    private SeismicAreas() {
    }

    /** All areas, ordered by number (index = number - 1). */
    public static List<SeismicArea> all() {
        return ALL;
    }

    public static SeismicArea byNumber(int number) {
        if (number < 1 || number > COUNT) {
            throw new IllegalArgumentException("no Flinn-Engdahl seismic area " + number + " (expected 1.." + COUNT + ")");
        }
        return ALL.get(number - 1);
    }

    private static List<SeismicArea> readResource() {
        String resource = "seismic-areas.tsv";
        List<SeismicArea> areas = new ArrayList<>();
        try (InputStream in = SeismicAreas.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing class-path resource " + resource);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] fields = line.split("\t");
                int number = Integer.parseInt(fields[0].trim());
                if (number != areas.size() + 1) {
                    throw new IllegalStateException(resource + ": areas must be listed 1.." + COUNT + " in order, found " + number);
                }
                areas.add(new SeismicArea(number, fields[1].trim()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read class-path resource " + resource, e);
        }
        if (areas.size() != COUNT) {
            throw new IllegalStateException(resource + ": expected " + COUNT + " areas, found " + areas.size());
        }
        return List.copyOf(areas);
    }
}
