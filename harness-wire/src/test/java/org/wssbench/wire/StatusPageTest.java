package org.wssbench.wire;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StatusPageTest {

    /** What the service puts on the page is what the driver reads back, key by key. */
    @Test
    void jvmCountersRoundTripThroughThePage() {
        JvmCounters sampled = JvmCounters.sample(false);
        assertNotNull(sampled.heapUsedMb());
        assertNotNull(sampled.gcCount());
        Map<String, Object> page = new LinkedHashMap<>();
        sampled.putInto(page);
        JvmCounters read = JvmCounters.from(StatusPage.parse(StatusPage.render(page)));
        assertEquals(sampled, read);
    }

    @Test
    void versionsCatalogueAndQueryCountersRoundTrip() {
        Map<String, Object> page = new LinkedHashMap<>();
        BuildVersions.all().forEach((component, version) -> page.put(StatusPage.VERSION_PREFIX + component, version));
        page.put(StatusPage.CATALOGUE, "synthetic:seed=42:n=1000");
        page.put(StatusPage.SERVER_INFO, "Apache Tomcat/9.0.117");
        page.put(StatusPage.QUERIES_PREFIX + "SeismicSign", 12L);
        Properties read = StatusPage.parse(StatusPage.render(page));
        assertEquals(BuildVersions.all(), new LinkedHashMap<>(orderedLike(StatusPage.versions(read))));
        assertEquals("synthetic:seed=42:n=1000", read.getProperty(StatusPage.CATALOGUE));
        assertEquals("Apache Tomcat/9.0.117", read.getProperty(StatusPage.SERVER_INFO));
        assertEquals(12, StatusPage.queries(read, "SeismicSign"));
        assertEquals(0, StatusPage.queries(read, "SeismicPlain"));
    }

    @Test
    void renderedPageIsSortedKeyValueLines() {
        assertEquals("a=1\nb=x y\n", StatusPage.render(Map.of("b", "x y", "a", 1)));
    }

    @Test
    void missingCountersAreUnknownAndBadOnesNameTheKey() {
        assertEquals(JvmCounters.UNKNOWN, JvmCounters.from(new Properties()));
        Properties bad = StatusPage.parse("gc_count=many\n");
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> JvmCounters.from(bad));
        assertTrue(e.getMessage().contains("gc_count"), e.getMessage());
        assertNull(JvmCounters.from(StatusPage.parse("gc_count=3\n")).cpuTimeMs());
    }

    @Test
    void buildVersionsAreFilledByTheBuild() {
        assertEquals(BuildVersions.COMPONENTS, java.util.List.copyOf(BuildVersions.all().keySet()));
        BuildVersions.all().forEach((component, version) -> {
            assertTrue(!version.contains("${"), component + " not filtered: " + version);
            assertTrue(!version.equals(BuildVersions.UNKNOWN), component + " unknown");
        });
    }

    private static Map<String, String> orderedLike(Map<String, String> versions) {
        Map<String, String> ordered = new LinkedHashMap<>();
        BuildVersions.COMPONENTS.forEach(c -> ordered.put(c, versions.get(c)));
        return ordered;
    }
}
