package org.wssbench.seismic.query;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.wssbench.seismic.model.Catalog;
import org.wssbench.seismic.model.Quake;
import org.wssbench.seismic.model.Region;
import org.wssbench.seismic.model.SeismicArea;

/**
 * Answers {@link QueryRange} queries against a catalogue through a {@link GridIndex}, so a query
 * touches only the quakes near its bounds. Grouping works on precomputed area and region numbers
 * rather than on hash sets, since a large query returns thousands of quakes.
 * Thread-safe: everything built in the constructor is immutable and each call uses its own buffers.
 */
public final class QueryEngine {

    private final Catalog catalog;
    private final GridIndex index;
    /** Per catalogue index: seismic area number. */
    private final int[] areaOf;
    /** Per catalogue index: position of the quake's region in {@link Catalog#regions()}. */
    private final int[] regionOf;
    private final int areaSlots;

    public QueryEngine(Catalog catalog) {
        this.catalog = Objects.requireNonNull(catalog, "catalog");
        this.index = new GridIndex(catalog.quakes());
        Map<Region, Integer> regionPositions = new HashMap<>();
        for (Region region : catalog.regions()) {
            regionPositions.put(region, regionPositions.size());
        }
        areaOf = new int[catalog.size()];
        regionOf = new int[catalog.size()];
        int maxArea = 0;
        for (int i = 0; i < catalog.size(); i++) {
            Quake quake = catalog.quake(i);
            areaOf[i] = quake.area().number();
            regionOf[i] = regionPositions.get(quake.region());
            maxArea = Math.max(maxArea, areaOf[i]);
        }
        areaSlots = maxArea + 1;
    }

    public Catalog catalog() {
        return catalog;
    }

    /**
     * The matching quakes, grouped by seismic area.
     *
     * @throws InvalidQueryException when the range does not {@link QueryRange#validate() validate}
     */
    public QueryResult match(QueryRange range) {
        GridIndex.Matches matches = collect(range);
        if (matches.hits().isEmpty()) {
            return QueryResult.EMPTY;
        }
        int offset = matches.offset();
        int[] quakesPerArea = new int[areaSlots];
        for (int bit = matches.hits().nextSetBit(0); bit >= 0; bit = matches.hits().nextSetBit(bit + 1)) {
            quakesPerArea[areaOf[offset + bit]]++;
        }
        Quake[][] quakesByArea = new Quake[areaSlots][];
        int[][] regionsByArea = new int[areaSlots][];
        int[] filled = new int[areaSlots];
        int[] regionCounts = new int[areaSlots];
        boolean[] regionSeen = new boolean[catalog.regions().size()];
        for (int bit = matches.hits().nextSetBit(0); bit >= 0; bit = matches.hits().nextSetBit(bit + 1)) {
            int quake = offset + bit; // bits ascend, and catalogue order is date order
            int area = areaOf[quake];
            if (quakesByArea[area] == null) {
                quakesByArea[area] = new Quake[quakesPerArea[area]];
                regionsByArea[area] = new int[4];
            }
            quakesByArea[area][filled[area]++] = catalog.quake(quake);
            int region = regionOf[quake];
            if (!regionSeen[region]) {
                regionSeen[region] = true;
                if (regionCounts[area] == regionsByArea[area].length) {
                    regionsByArea[area] = Arrays.copyOf(regionsByArea[area], regionCounts[area] * 2);
                }
                regionsByArea[area][regionCounts[area]++] = region;
            }
        }
        List<AreaMatch> areas = new ArrayList<>();
        for (int area = 0; area < areaSlots; area++) {
            if (quakesByArea[area] != null) {
                areas.add(areaMatch(quakesByArea[area], regionsByArea[area], regionCounts[area]));
            }
        }
        return new QueryResult(areas);
    }

    /** Number of matching quakes, without building the result. */
    public int count(QueryRange range) {
        return collect(range).count();
    }

    private GridIndex.Matches collect(QueryRange range) {
        Objects.requireNonNull(range, "range").validate();
        return index.collect(range);
    }

    private AreaMatch areaMatch(Quake[] quakes, int[] regionPositions, int regionCount) {
        SeismicArea area = quakes[0].area();
        List<Region> regions = new ArrayList<>(regionCount);
        for (int i = 0; i < regionCount; i++) {
            regions.add(catalog.regions().get(regionPositions[i]));
        }
        return new AreaMatch(area, regions, Arrays.asList(quakes));
    }
}
