package org.wssbench.seismic.query;

import java.util.List;

/** Quakes matching a {@link QueryRange}, grouped by seismic area (ordered by area number). */
public record QueryResult(List<AreaMatch> areas) {

    public static final QueryResult EMPTY = new QueryResult(List.of());

    public QueryResult {
        areas = List.copyOf(areas);
    }

    /** Total number of matching quakes. */
    public int count() {
        int count = 0;
        for (AreaMatch area : areas) {
            count += area.quakes().size();
        }
        return count;
    }
}
