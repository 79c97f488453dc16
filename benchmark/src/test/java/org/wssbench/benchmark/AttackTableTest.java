package org.wssbench.benchmark;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AttackTableTest {

    private static final String WRAPPING = "org.wssbench.benchmark.WrappingIT";
    private static final String REPORT = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"" + WRAPPING + "\">\n"
            + testCase("wrappedBody(String) attack=body-wrapping scenario=sign direction=request expect=rejected", WRAPPING, "")
            + testCase("wrappedBody(String) attack=body-wrapping scenario=signencr direction=request expect=rejected", WRAPPING,
                    "<failure message=\"accepted\"/>")
            + testCase("control(String) attack=body-wrapping scenario=sign direction=request expect=control -- no check", WRAPPING, "")
            + testCase("replay(String) attack=replay scenario=encr direction=response expect=accepted-by-design -- not signed",
                    "org.wssbench.benchmark.ResponseTamperingIT", "")
            + testCase("someOtherTest()", WRAPPING, "")
            + "</testsuite>\n";

    private static String testCase(String name, String className, String content) {
        return "<testcase name=\"" + name + "\" classname=\"" + className + "\">" + content + "</testcase>\n";
    }

    @Test
    void cellsSayWhatTheReportsSay(@TempDir Path reports) throws Exception {
        Files.writeString(reports.resolve("TEST-org.wssbench.benchmark.WrappingIT.xml"), REPORT, StandardCharsets.UTF_8);
        List<AttackTable.Case> cases = AttackTable.read(reports);
        assertEquals(4, cases.size());
        String table = AttackTable.render(cases, List.of("encr", "sign", "signencr"));
        assertTrue(table.startsWith("| attack (direction) | encr | sign | signencr |"), table);
        assertTrue(table.contains("| body-wrapping (request) | untested | rejected (WrappingIT.wrappedBody); control: accepted without the defence"
                + " (WrappingIT.control) | **ACCEPTED (vulnerable)** (WrappingIT.wrappedBody) |"), table);
        assertTrue(table.contains("| replay (response) | accepted by design (not signed; ResponseTamperingIT.replay) | untested | untested |"), table);
        assertTrue(table.contains("rejected: 1; accepted by design: 1; not applicable: 0; ACCEPTED (vulnerable): 1; positive controls passed: 1"), table);
    }

    @Test
    void aVerdictWithoutReasonIsRefused(@TempDir Path reports) throws Exception {
        Files.writeString(reports.resolve("TEST-X.xml"), """
                <testsuite><testcase name="attack=replay scenario=encr direction=response expect=not-applicable" classname="X"/></testsuite>
                """, StandardCharsets.UTF_8);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AttackTable.read(reports));
        assertTrue(e.getMessage().contains("without '-- why'"), e.getMessage());
    }

    @Test
    void onlyAFullRunIsChecked(@TempDir Path work) throws Exception {
        Path reports = Files.createDirectories(work.resolve("reports"));
        Path classes = Files.createDirectories(work.resolve("classes/org/x"));
        Files.createFile(classes.resolve("AIT.class"));
        assertTrue(AttackTable.partialRun(reports, work.resolve("classes"), "AIT").contains("-Dit.test=AIT"));
        assertTrue(AttackTable.partialRun(reports, work.resolve("classes"), "${it.test}").contains("no report for org.x.AIT"));
        Files.createFile(reports.resolve("TEST-org.x.AIT.xml"));
        assertNull(AttackTable.partialRun(reports, work.resolve("classes"), "${it.test}"));
    }

    @Test
    void theTableGoesBetweenTheMarkers() {
        String doc = "intro\n" + AttackTable.BEGIN + "\nold\n" + AttackTable.END + "\nrest\n";
        String updated = AttackTable.replaceBlock(Path.of("security.md"), doc, "new\n");
        assertEquals("intro\n" + AttackTable.BEGIN + "\nnew\n" + AttackTable.END + "\nrest\n", updated);
        assertFalse(updated.contains("old"));
        assertThrows(IllegalArgumentException.class, () -> AttackTable.replaceBlock(Path.of("security.md"), "no markers", "x"));
    }
}
