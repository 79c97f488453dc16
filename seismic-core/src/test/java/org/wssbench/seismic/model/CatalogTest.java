package org.wssbench.seismic.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class CatalogTest {

    private static final Region TONGA = new Region(173, "TONGA ISLANDS", SeismicAreas.byNumber(12));
    private static final Region FIJI = new Region(181, "FIJI ISLANDS REGION", SeismicAreas.byNumber(13));

    @Test
    void sortsByTimeKeepingInputOrderForTies() {
        Quake late = new Quake(3000, -18, -174, 10, 5.0, "mb", TONGA);
        Quake tieFirst = new Quake(1000, -18, 178, 600, 4.5, "mb", FIJI);
        Quake tieSecond = new Quake(1000, -19, -175, 50, 4.6, "", TONGA);
        Catalog catalog = new Catalog("test", List.of(late, tieFirst, tieSecond));

        assertEquals(List.of(tieFirst, tieSecond, late), catalog.quakes());
        assertEquals(new TimeWindow(1000, 3001), catalog.timeWindow());
        assertEquals(List.of(TONGA, FIJI), catalog.regions());
        assertEquals(50, catalog.areas().size());
    }

    @Test
    void checksumDependsOnContentNotInputOrder() {
        Quake a = new Quake(1000, -18, -174, 10, 5.0, "mb", TONGA);
        Quake b = new Quake(2000, -18, 178, 600, 4.5, "mb", FIJI);
        Catalog catalog = new Catalog("x", List.of(a, b));

        assertEquals(catalog.checksum(), new Catalog("y", List.of(b, a)).checksum());
        assertNotEquals(catalog.checksum(), new Catalog("x", List.of(a)).checksum());
        Quake otherRegion = new Quake(2000, -18, 178, 600, 4.5, "mb", TONGA);
        assertNotEquals(catalog.checksum(), new Catalog("x", List.of(a, otherRegion)).checksum());
        assertEquals(64, catalog.checksum().length());
        assertTrue(catalog.identity().startsWith("x size=2 sha256=" + catalog.checksum().substring(0, 16)));
    }

    @Test
    void rejectsTwoRegionsWithTheSameId() {
        Region impostor = new Region(173, "NOT TONGA", SeismicAreas.byNumber(12));
        List<Quake> quakes = List.of(new Quake(1, 0, 0, 0, 4, "", TONGA), new Quake(2, 0, 0, 0, 4, "", impostor));
        assertThrows(IllegalArgumentException.class, () -> new Catalog("x", quakes));
    }

    @Test
    void knowsTheFiftySeismicAreas() {
        assertEquals(50, SeismicAreas.all().size());
        assertEquals("Japan-Kurils-Kamchatka", SeismicAreas.byNumber(19).name());
        assertEquals("Antarctica", SeismicAreas.byNumber(50).name());
        assertThrows(IllegalArgumentException.class, () -> SeismicAreas.byNumber(51));
    }
}
