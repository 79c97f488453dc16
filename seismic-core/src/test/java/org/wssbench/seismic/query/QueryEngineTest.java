package org.wssbench.seismic.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.wssbench.seismic.SplitMix64;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.model.Catalog;
import org.wssbench.seismic.model.Quake;
import org.wssbench.seismic.model.Region;
import org.wssbench.seismic.model.SeismicAreas;
import org.wssbench.seismic.model.TimeWindow;

class QueryEngineTest {

    private static Catalog catalog;
    private static QueryEngine engine;

    @BeforeAll
    static void build() {
        catalog = SyntheticCatalog.generate(99, 30_000);
        engine = new QueryEngine(catalog);
    }

    @Test
    void agreesWithBruteForceOnRandomQueries() {
        SplitMix64 random = new SplitMix64(5);
        TimeWindow window = SyntheticCatalog.TIME_WINDOW;
        int nonEmpty = 0;
        for (int i = 0; i < 3_000; i++) {
            QueryRange range = randomRange(random, window);
            QueryResult result = engine.match(range);
            assertEquals(bruteForce(range), result, range.toString());
            assertEquals(result.count(), engine.count(range));
            if (result.count() > 0) {
                nonEmpty++;
            }
        }
        assertTrue(nonEmpty > 1_000, "the random queries should mostly find something: " + nonEmpty);
    }

    @Test
    void unboundedQueryReturnsEverythingGroupedByArea() {
        QueryResult all = engine.match(QueryRange.UNBOUNDED);
        assertEquals(catalog.size(), all.count());
        assertEquals(50, all.areas().size());
        for (int i = 1; i < all.areas().size(); i++) {
            assertTrue(all.areas().get(i - 1).area().number() < all.areas().get(i).area().number());
        }
    }

    @Test
    void regionsAreListedInFirstReferenceOrderAndQuakesInDateOrder() {
        Region b = new Region(2, "B", SeismicAreas.byNumber(1));
        Region a = new Region(1, "A", SeismicAreas.byNumber(1));
        Region c = new Region(300, "C", SeismicAreas.byNumber(24));
        Quake q1 = new Quake(100, 0, 0, 10, 5, "mb", b);
        Quake q2 = new Quake(200, 0, 0, 10, 5, "mb", c);
        Quake q3 = new Quake(300, 0, 0, 10, 5, "mb", a);
        Quake q4 = new Quake(400, 0, 0, 10, 5, "mb", b);
        QueryResult result = new QueryEngine(new Catalog("t", List.of(q4, q3, q2, q1))).match(QueryRange.UNBOUNDED);

        assertEquals(2, result.areas().size());
        AreaMatch first = result.areas().get(0);
        assertEquals(1, first.area().number());
        assertEquals(List.of(b, a), first.regions());
        assertEquals(List.of(q1, q3, q4), first.quakes());
        assertEquals(List.of(c), result.areas().get(1).regions());
    }

    @Test
    void emptyResultAndInvalidQuery() {
        assertSame(QueryResult.EMPTY, engine.match(QueryRange.UNBOUNDED.withMagnitude(9.6, null)));
        assertThrows(InvalidQueryException.class, () -> engine.match(QueryRange.UNBOUNDED.withLatitude(5.0, -5.0)));
    }

    @Test
    void polesAndAntimeridianAreIndexed() {
        Region r = new Region(1, "R", SeismicAreas.byNumber(1));
        List<Quake> edges = List.of(new Quake(1, 90, 180, 0, 4, "", r), new Quake(2, -90, -180, 0, 4, "", r),
                new Quake(3, 0, 0, 0, 4, "", r));
        QueryEngine edgeEngine = new QueryEngine(new Catalog("edges", edges));
        assertEquals(1, edgeEngine.count(QueryRange.UNBOUNDED.withLatitude(90.0, 90.0).withLongitude(180.0, 180.0)));
        assertEquals(1, edgeEngine.count(QueryRange.UNBOUNDED.withLatitude(-90.0, -89.0).withLongitude(-180.0, -179.0)));
        assertEquals(3, edgeEngine.count(QueryRange.UNBOUNDED.withLatitude(-90.0, 90.0)));
    }

    /** Mix of closed, half-open and open bounds; widths from tiny to global. */
    private static QueryRange randomRange(SplitMix64 random, TimeWindow window) {
        QueryRange range = QueryRange.UNBOUNDED;
        if (random.nextDouble() < 0.8) {
            long a = window.startMillis() - 1000 + random.nextLong(window.durationMillis() + 2000);
            long b = a + (long) (random.nextDouble() * random.nextDouble() * window.durationMillis());
            range = range.withTime(random.nextDouble() < 0.1 ? null : a, random.nextDouble() < 0.1 ? null : b);
        }
        double[] lat = interval(random, -90, 90);
        if (lat != null) {
            range = range.withLatitude(maybe(random, lat[0]), maybe(random, lat[1]));
        }
        double[] lon = interval(random, -180, 180);
        if (lon != null) {
            range = range.withLongitude(maybe(random, lon[0]), maybe(random, lon[1]));
        }
        if (random.nextDouble() < 0.3) {
            range = range.withMagnitude(maybe(random, 4 + random.nextDouble() * 2), maybe(random, 6 + random.nextDouble() * 3));
        }
        if (random.nextDouble() < 0.3) {
            range = range.withDepth(maybe(random, random.nextDouble() * 100), maybe(random, 100 + random.nextDouble() * 600));
        }
        return range;
    }

    private static double[] interval(SplitMix64 random, double min, double max) {
        if (random.nextDouble() < 0.15) {
            return null;
        }
        double width = (max - min) * random.nextDouble() * random.nextDouble();
        double start = min + random.nextDouble() * (max - min - width);
        // Sometimes snap to 0.1 degree so bounds coincide exactly with rounded quake coordinates.
        if (random.nextDouble() < 0.3) {
            start = Math.round(start * 10) / 10.0;
            width = Math.round(width * 10) / 10.0;
        }
        return new double[] {start, Math.min(max, start + width)};
    }

    private static Double maybe(SplitMix64 random, double value) {
        return random.nextDouble() < 0.1 ? null : value;
    }

    private static QueryResult bruteForce(QueryRange range) {
        Map<Integer, List<Quake>> quakesByArea = new TreeMap<>();
        for (Quake quake : catalog.quakes()) {
            if (range.contains(quake)) {
                quakesByArea.computeIfAbsent(quake.area().number(), n -> new ArrayList<>()).add(quake);
            }
        }
        List<AreaMatch> areas = new ArrayList<>();
        quakesByArea.forEach((number, quakes) -> {
            Set<Region> regions = new LinkedHashSet<>();
            quakes.forEach(q -> regions.add(q.region()));
            areas.add(new AreaMatch(quakes.get(0).area(), new ArrayList<>(regions), quakes));
        });
        return new QueryResult(areas);
    }
}
