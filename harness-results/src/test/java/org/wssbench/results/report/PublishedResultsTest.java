package org.wssbench.results.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.results.Fixtures;
import org.wssbench.results.RunFolder;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** SEI's published figures stay tied to scenarios that exist and say what is and is not transcribed. */
class PublishedResultsTest {

    /** Every scenario declared in scenarios/scenarios.properties (default matrix and scenarios.more). */
    private static Set<String> declaredScenarios() throws IOException {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(projectDir().resolve("scenarios/scenarios.properties"))) {
            properties.load(reader);
        }
        return Stream.of(properties.getProperty("scenarios", ""), properties.getProperty("scenarios.more", ""))
                .flatMap(list -> Arrays.stream(list.split(",")))
                .map(String::trim).filter(name -> !name.isEmpty()).collect(Collectors.toSet());
    }

    private static Path projectDir() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("scenarios/scenarios.properties"))) {
                return dir;
            }
        }
        throw new IllegalStateException("scenarios/scenarios.properties not found above " + Path.of("").toAbsolutePath());
    }

    @Test
    void everySeiConfigurationMapsToADeclaredScenario() throws IOException {
        Set<String> declared = declaredScenarios();
        assertTrue(declared.contains("plain") && declared.contains("username-digest"), declared.toString());
        for (PublishedResults.SeiFigure figure : PublishedResults.seiTable1()) {
            assertTrue(declared.contains(figure.scenario()), "Table 1 " + figure.seiName() + " -> " + figure.scenario());
        }
        for (PublishedResults.SeiSizes sizes : PublishedResults.seiSizes()) {
            assertTrue(declared.contains(sizes.scenario()), "Table 6 " + sizes.seiName() + " -> " + sizes.scenario());
        }
    }

    @Test
    void seiConfigurationsMapOneToOne() {
        List<String> table1 = PublishedResults.seiTable1().stream().map(PublishedResults.SeiFigure::scenario).toList();
        assertEquals(table1.size(), new HashSet<>(table1).size(), "two Table 1 rows on one scenario: " + table1);
        assertEquals("plain", table1.get(0), "the derived x no security column divides by the first row");
        List<String> table6 = PublishedResults.seiSizes().stream().map(PublishedResults.SeiSizes::scenario).toList();
        assertEquals(table6.size(), new HashSet<>(table6).size(), "two Table 6 rows on one scenario: " + table6);
        assertTrue(table1.containsAll(table6), "Table 6 configurations are Table 1's: " + table6);
        assertFalse(table1.contains("username"), "SEI's password is hashed: username-digest, not username");
    }

    @Test
    void notTranscribedListAgreesWithTheData() {
        List<PublishedResults.SeiTableNotTranscribed> missing = PublishedResults.seiTablesNotTranscribed();
        List<String> names = missing.stream().map(PublishedResults.SeiTableNotTranscribed::table).toList();
        assertEquals(names.size(), new HashSet<>(names).size(), names.toString());
        boolean table1Partial = PublishedResults.seiTable1().stream()
                .anyMatch(f -> f.medianMs() == null || f.stddevMs() == null);
        assertEquals(table1Partial, names.contains("Table 1"),
                "Table 1 is listed as not transcribed exactly while a median or standard deviation is missing");
        for (PublishedResults.SeiTableNotTranscribed table : missing) {
            assertFalse(table.holds().isBlank(), table.table());
            assertTrue(table.thisRun() == null || !table.thisRun().isBlank(), table.table());
        }
        assertTrue(PublishedResults.SEI_PROVENANCE.contains("could not be checked"),
                "the report says the SEI numbers were not checked against the source");
    }

    @Test
    void sosnoskisFigure2ComparesEncrWithSecureConversationEncrWhenTheRunHasIt(@TempDir Path dir) throws IOException {
        Map<String, Double> scenarios = new LinkedHashMap<>();
        scenarios.put("plain", 1.0);
        scenarios.put("encr", 10.0);
        scenarios.put("secureconversation", 14.0);
        scenarios.put("secureconversation-encr", 6.0);
        RunFolder full = Fixtures.writeRun(dir.resolve("full"), "full", scenarios, 11L, 3, 40);
        List<PublishedResult> figures = PublishedResults.sosnoski();
        PublishedResult small = figures.stream().filter(f -> f.comparison().startsWith("encr / secureconversation-encr, small"))
                .findFirst().orElseThrow();
        String withIt = small.thisRun().apply(full);
        assertEquals(Numbers.ratio(PublishedResults.bestTotalRatio(full, "encr", "secureconversation-encr", "small")), withIt);
        assertFalse(withIt.contains("not run"), withIt);

        scenarios.remove("secureconversation-encr");
        RunFolder without = Fixtures.writeRun(dir.resolve("without"), "without", scenarios, 11L, 3, 40);
        String fallback = small.thisRun().apply(without);
        assertTrue(fallback.startsWith("not run (secureconversation-encr missing); encr / secureconversation (signs and "
                + "encrypts, not Sosnoski's): "), fallback);
    }
}
