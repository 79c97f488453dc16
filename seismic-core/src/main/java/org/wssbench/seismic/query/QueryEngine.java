package org.wssbench.seismic.query;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import org.wssbench.seismic.model.Catalog;
import org.wssbench.seismic.model.Quake;
import org.wssbench.seismic.model.Region;
import org.wssbench.seismic.model.SeismicArea;

/**
 * Answers {@link QueryRange} queries against a catalogue through a {@link GridIndex}, so a query
 * touches only the quakes near its bounds. Thread-safe: the index is immutable and every call
 * uses its own buffers.
 */
public final class QueryEngine {

    private final Catalog catalog;
    private final GridIndex index;

    public QueryEngine(Catalog catalog) {
        this.catalog = Objects.requireNonNull(catalog, "catalog");
        this.index = new GridIndex(catalog.quakes());
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
        IntList matches = collect(range);
        if (matches.size() == 0) {
            return QueryResult.EMPTY;
        }
        matches.sort(); // catalogue index order is date order
        AreaBuilder[] byArea = new AreaBuilder[catalog.areas().size() + 1];
        for (int i = 0; i < matches.size(); i++) {
            Quake quake = catalog.quake(matches.get(i));
            int number = quake.area().number();
            if (byArea[number] == null) {
                byArea[number] = new AreaBuilder(quake.area());
            }
            byArea[number].add(quake);
        }
        List<AreaMatch> areas = new ArrayList<>();
        for (AreaBuilder builder : byArea) {
            if (builder != null) {
                areas.add(builder.build());
            }
        }
        return new QueryResult(areas);
    }

    /** Number of matching quakes, without building the result. */
    public int count(QueryRange range) {
        return collect(range).size();
    }

    private IntList collect(QueryRange range) {
        Objects.requireNonNull(range, "range").validate();
        IntList matches = new IntList();
        index.collect(range, matches);
        return matches;
    }

    private static final class AreaBuilder {
        private final SeismicArea area;
        private final Set<Region> regions = new LinkedHashSet<>();
        private final List<Quake> quakes = new ArrayList<>();

        AreaBuilder(SeismicArea area) {
            this.area = area;
        }

        void add(Quake quake) {
            regions.add(quake.region());
            quakes.add(quake);
        }

        AreaMatch build() {
            return new AreaMatch(area, new ArrayList<>(regions), quakes);
        }
    }
}
