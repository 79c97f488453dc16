package org.wssbench.seismic.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.wssbench.seismic.SharedData;
import org.wssbench.seismic.model.Catalog;

class CatalogSourceTest {

    @Test
    void syntheticWithParameters() {
        Catalog catalog = CatalogSource.load("synthetic:seed=123,size=5000");
        assertEquals(5_000, catalog.size());
        assertEquals(SyntheticCatalog.generate(123, 5_000).checksum(), catalog.checksum());
        assertTrue(catalog.identity().startsWith("synthetic seed=123 size=5000 sha256="));
        assertEquals(2_000, CatalogSource.load("synthetic:size=2000").size());
    }

    @Test
    void syntheticDefaults() {
        assertEquals(SyntheticCatalogTest.DEFAULT_CHECKSUM, CatalogSource.load("synthetic").checksum());
    }

    @Test
    void badSpecsNameTheBadPart() {
        assertMessageContains("nonsense:x", "nonsense");
        assertMessageContains("synthetic:seed=abc", "abc");
        assertMessageContains("synthetic:colour=red", "colour");
        assertMessageContains("synthetic:size", "size");
        assertMessageContains("synthetic:size=-5", "-5");
        assertMessageContains("usgs:", "CSV path");
        assertMessageContains("usgs:/tmp/x.csv", "fe=");
        assertMessageContains("usgs:/tmp/x.csv;colour=red", "colour=red");
        assertMessageContains(" ", "empty");
    }

    @Test
    void usgsWithFlinnEngdahl() {
        String spec = "usgs:" + SharedData.significantEarthquakesCsv() + ";fe=" + SharedData.flinnEngdahlDirectory();
        Catalog catalog = CatalogSource.load(spec);
        assertEquals(23_232, catalog.size());
        assertTrue(catalog.identity().startsWith("usgs file="), catalog.identity());
    }

    private static void assertMessageContains(String spec, String part) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CatalogSource.load(spec));
        assertTrue(e.getMessage().contains(part), spec + " -> " + e.getMessage());
    }
}
