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
    void everySeiMechanismMapsToADeclaredScenario() throws IOException {
        Set<String> declared = declaredScenarios();
        assertTrue(declared.contains("plain") && declared.contains("username-digest"), declared.toString());
        for (PublishedResults.SeiMechanism mechanism : PublishedResults.seiMechanisms()) {
            assertTrue(declared.contains(mechanism.scenario()), mechanism.seiName() + " -> " + mechanism.scenario());
        }
    }

    @Test
    void seiMechanismsMapOneToOne() {
        List<String> scenarios = PublishedResults.seiMechanisms().stream().map(PublishedResults.SeiMechanism::scenario).toList();
        assertEquals(scenarios.size(), new HashSet<>(scenarios).size(), "two SEI mechanisms on one scenario: " + scenarios);
        assertEquals("plain", scenarios.get(0), "the x none columns divide by the first row");
        assertFalse(scenarios.contains("username"), "SEI's password is hashed: username-digest, not username");
    }

    /** Every table in the mechanisms' order, with figures checked against the transcription. */
    @Test
    void everySeiTableIsTranscribedInTheMechanismsOrder() {
        List<PublishedResults.SeiMechanism> mechanisms = PublishedResults.seiMechanisms();
        assertEquals(mechanisms, PublishedResults.seiTable1().stream().map(PublishedResults.SeiFigure::mechanism).toList());
        assertEquals(mechanisms, PublishedResults.seiTable2().stream().map(PublishedResults.SeiFigure::mechanism).toList());
        assertEquals(mechanisms, PublishedResults.seiTable3().stream().map(PublishedResults.SeiIncrease::mechanism).toList());
        assertEquals(mechanisms, PublishedResults.seiConvergence().stream().map(PublishedResults.SeiConvergence::mechanism).toList());
        assertEquals(mechanisms.subList(0, 6), PublishedResults.seiSizes().stream().map(PublishedResults.SeiSizes::mechanism).toList(),
                "Table 6 has no Secure Conversation column");
        PublishedResults.SeiFigure echoSign = PublishedResults.seiTable1().get(2);
        assertEquals(List.of(38.0, 37.0, 2.814), List.of(echoSign.meanMs(), echoSign.medianMs(), echoSign.stddevMs()));
        PublishedResults.SeiFigure employeeConversation = PublishedResults.seiTable2().get(6);
        assertEquals(List.of(228.0, 237.0, 23.483), List.of(employeeConversation.meanMs(), employeeConversation.medianMs(),
                employeeConversation.stddevMs()));
        PublishedResults.SeiConvergence conversation = PublishedResults.seiConvergence().get(6);
        assertEquals(List.of(769, 17), List.of(conversation.echo(), conversation.employeeDetails()), "Tables 4 and 5");
        assertEquals(List.of(7511L, 8181L), List.of(PublishedResults.seiSizes().get(4).requestBytes(),
                PublishedResults.seiSizes().get(4).responseBytes()));
        assertEquals(11, PublishedResults.seiSizes().get(0).rawPayloadBytes());
    }

    /** Table 3's increase is (average - minimum) / minimum: the transcribed columns agree with it. */
    @Test
    void table3IncreaseFollowsFromItsMinimumAndAverage() {
        for (PublishedResults.SeiIncrease row : PublishedResults.seiTable3()) {
            double computed = (row.lastCallsMs() - row.minimumMs()) / row.minimumMs() * 100;
            assertEquals(row.increasePercent(), computed, 0.5, row.mechanism().seiName());
        }
    }

    @Test
    void findingsNameTheFiguresTheyCompare() {
        List<PublishedResult> findings = PublishedResults.seiFindings();
        PublishedResult fig6 = findings.stream().filter(f -> f.comparison().contains("Fig. 6")).findFirst().orElseThrow();
        assertTrue(fig6.comparison().contains("Employee Details") && fig6.comparison().contains("Sign Only")
                && fig6.comparison().contains("Encrypt Only") && !fig6.comparison().contains("Secure Conversation"), fig6.comparison());
        assertTrue(fig6.published().contains("46") && fig6.publishedRatio() == null, fig6.published());
        PublishedResult fig7 = findings.stream().filter(f -> f.comparison().contains("Fig. 7")).findFirst().orElseThrow();
        assertTrue(fig7.comparison().contains("Echo") && fig7.comparison().contains("Secure Conversation"), fig7.comparison());
        assertTrue(fig7.published().contains("12") && fig7.publishedRatio() == null, fig7.published());
        for (PublishedResult finding : findings) {
            assertFalse(finding.published().contains("transcribed"), finding.comparison());
        }
        assertFalse(PublishedResults.SEI_SOURCE.contains("not transcribed") || PublishedResults.SEI_SOURCE.contains("not checked"));
        assertTrue(PublishedResults.SEI_SETUP.contains("JDK 1.6") && PublishedResults.SEI_SETUP.contains("two hosts"));
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
