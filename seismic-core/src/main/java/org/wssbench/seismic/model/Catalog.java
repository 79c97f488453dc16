package org.wssbench.seismic.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * An immutable earthquake catalogue: quakes in time order (ties keep their input order),
 * the seismic areas and the regions they reference, and a checksum that identifies the content.
 */
public final class Catalog {

    private final String source;
    private final List<Quake> quakes;
    private final List<Region> regions;
    private final String checksum;

    /**
     * @param source short description of where the quakes come from, e.g. {@code "synthetic seed=1"};
     *               it becomes the start of {@link #identity()}
     * @param quakes the quakes in any order; they are sorted by time (stable)
     */
    public Catalog(String source, List<Quake> quakes) {
        this.source = Objects.requireNonNull(source, "source");
        List<Quake> sorted = new ArrayList<>(quakes);
        sorted.sort(Comparator.comparingLong(Quake::millis));
        this.quakes = List.copyOf(sorted);
        this.regions = referencedRegions(this.quakes);
        this.checksum = CatalogChecksum.sha256Hex(this.quakes);
    }

    public String source() {
        return source;
    }

    public int size() {
        return quakes.size();
    }

    /** All quakes in time order. */
    public List<Quake> quakes() {
        return quakes;
    }

    public Quake quake(int index) {
        return quakes.get(index);
    }

    /** The 50 Flinn-Engdahl seismic areas, by number (also those without quakes). */
    public List<SeismicArea> areas() {
        return SeismicAreas.all();
    }

    /** The regions referenced by at least one quake, ordered by id. */
    public List<Region> regions() {
        return regions;
    }

    /**
     * The smallest window holding every quake: [first quake, last quake + 1 ms).
     *
     * @throws IllegalStateException for an empty catalogue
     */
    public TimeWindow timeWindow() {
        if (quakes.isEmpty()) {
            throw new IllegalStateException("an empty catalogue has no time window");
        }
        return new TimeWindow(quakes.get(0).millis(), quakes.get(quakes.size() - 1).millis() + 1);
    }

    /** Lower-case hex SHA-256 of the canonical encoding described in {@link CatalogChecksum}. */
    public String checksum() {
        return checksum;
    }

    /** Short human-readable identity, e.g. {@code synthetic seed=20090604 size=93000 sha256=1a2b3c4d5e6f7a8b}. */
    public String identity() {
        return source + " size=" + size() + " sha256=" + checksum.substring(0, 16);
    }

    @Override
    public String toString() {
        return identity();
    }

    private static List<Region> referencedRegions(List<Quake> quakes) {
        Map<Integer, Region> byId = new TreeMap<>();
        for (Quake quake : quakes) {
            Region previous = byId.putIfAbsent(quake.region().id(), quake.region());
            if (previous != null && !previous.equals(quake.region())) {
                throw new IllegalArgumentException("region id " + previous.id() + " used for two regions: "
                        + previous + " and " + quake.region());
            }
        }
        return List.copyOf(byId.values());
    }
}
