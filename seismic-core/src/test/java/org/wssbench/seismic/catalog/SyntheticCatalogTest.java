package org.wssbench.seismic.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.wssbench.seismic.model.Catalog;
import org.wssbench.seismic.model.Quake;

class SyntheticCatalogTest {

    /**
     * Pinned on purpose: any change to the generator, its resource or the checksum encoding changes
     * this value, and with it every benchmark result recorded against the default catalogue.
     */
    static final String DEFAULT_CHECKSUM = "0760679c0e75d6181e65960201dc2d4a5968520bda9d24f75a878de24c15b8ea";

    private static Catalog catalog;

    @BeforeAll
    static void generateDefault() {
        catalog = SyntheticCatalog.generate();
    }

    @Test
    void defaultCatalogueIsPinned() {
        assertEquals(93_000, catalog.size());
        assertEquals(DEFAULT_CHECKSUM, catalog.checksum());
        assertEquals("synthetic seed=20090604 size=93000 sha256=" + DEFAULT_CHECKSUM.substring(0, 16), catalog.identity());
    }

    @Test
    void sameSeedGivesSameCatalogueOtherSeedDoesNot() {
        assertEquals(SyntheticCatalog.generate(7, 2_000).checksum(), SyntheticCatalog.generate(7, 2_000).checksum());
        assertNotEquals(SyntheticCatalog.generate(7, 2_000).checksum(), SyntheticCatalog.generate(8, 2_000).checksum());
    }

    @Test
    void quakesAreSortedAndInsideTheWindowAndTheGlobe() {
        long previous = Long.MIN_VALUE;
        for (Quake quake : catalog.quakes()) {
            assertTrue(quake.millis() >= previous);
            previous = quake.millis();
            assertTrue(SyntheticCatalog.TIME_WINDOW.contains(quake.millis()));
            assertTrue(quake.latitude() >= -90 && quake.latitude() <= 90);
            assertTrue(quake.longitude() >= -180 && quake.longitude() <= 180);
            assertTrue(quake.depthKm() >= 0 && quake.depthKm() <= 700);
            assertTrue(quake.magnitude() >= 4.0 && quake.magnitude() <= 9.5);
        }
    }

    @Test
    void everySeismicAreaHasQuakes() {
        Set<Integer> areas = new HashSet<>();
        catalog.quakes().forEach(q -> areas.add(q.area().number()));
        assertEquals(50, areas.size());
        assertTrue(catalog.regions().size() > 150, "several named regions per area");
    }

    @Test
    void magnitudesFollowGutenbergRichterWithBNearOne() {
        // With b = 1 each magnitude unit has about a tenth of the quakes of the one below.
        long atLeast4 = countMagnitudeAtLeast(catalog.quakes(), 3.95);
        long atLeast5 = countMagnitudeAtLeast(catalog.quakes(), 4.95);
        long atLeast6 = countMagnitudeAtLeast(catalog.quakes(), 5.95);
        double b45 = Math.log10((double) atLeast4 / atLeast5);
        double b56 = Math.log10((double) atLeast5 / atLeast6);
        assertEquals(1.0, b45, 0.05);
        assertEquals(1.0, b56, 0.1);
    }

    @Test
    void depthsAreMostlyShallowWithSomeIntermediateAndDeep() {
        long shallow = catalog.quakes().stream().filter(q -> q.depthKm() < 70).count();
        long deep = catalog.quakes().stream().filter(q -> q.depthKm() >= 300).count();
        assertTrue(shallow > catalog.size() * 0.7, "shallow: " + shallow);
        assertTrue(deep > catalog.size() * 0.03, "deep: " + deep);
        // Deep quakes come from subduction zones, not from mid-ocean ridges (area 32: Atlantic Ocean).
        assertEquals(0, catalog.quakes().stream().filter(q -> q.area().number() == 32 && q.depthKm() >= 70).count());
    }

    private static long countMagnitudeAtLeast(List<Quake> quakes, double magnitude) {
        return quakes.stream().filter(q -> q.magnitude() >= magnitude).count();
    }
}
