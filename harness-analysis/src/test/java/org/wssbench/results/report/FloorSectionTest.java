package org.wssbench.results.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.results.FloorCost;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.floor.FloorCosts;
import org.wssbench.results.floor.FloorSummary;
import org.wssbench.results.floor.MessageProtection;
import org.wssbench.results.floor.PolicyDocuments;
import org.wssbench.results.Fixtures;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The floor columns survive summary.csv, and the report splits each scenario's overhead with them. */
class FloorSectionTest {

    @TempDir
    Path dir;

    private static List<FloorCost> costs(String provider, double rsaSignMs) {
        List<FloorCost> rows = new ArrayList<>();
        rows.add(new FloorCost(provider, "1", "rsa.sign", 0, rsaSignMs, 0.01, 6, "test"));
        rows.add(new FloorCost(provider, "1", "rsa.verify", 0, 0.05, 0.001, 6, "test"));
        rows.add(new FloorCost(provider, "1", "rsa.oaep-wrap", 0, 0.05, 0.001, 6, "test"));
        rows.add(new FloorCost(provider, "1", "rsa.oaep-unwrap", 0, rsaSignMs, 0.01, 6, "test"));
        for (String op : List.of("aes.encrypt", "aes.decrypt", "sha256", "hmac-sha1", "xml.c14n.structured",
                "xml.c14n.encrypted", "xml.parse.structured", "xml.parse.encrypted")) {
            rows.add(new FloorCost(provider, "1", op, 1000, 0.01, 0.001, 6, "test"));
            rows.add(new FloorCost(provider, "1", op, 1_000_000, 3.0, 0.1, 6, "test"));
        }
        return rows;
    }

    @Test
    void summaryCarriesTheFloorAndTheReportSplitsTheOverhead() throws Exception {
        Map<String, Double> scenarios = new LinkedHashMap<>();
        scenarios.put("plain", 1.0);
        scenarios.put("sign", 5.0);
        scenarios.put("encr", 4.0);
        scenarios.put("ssl", 1.2);
        RunFolder run = Fixtures.writeRun(dir.resolve("run"), "run", scenarios, 3, 2, 20);
        Map<String, MessageProtection> protections = Map.of(
                "plain", MessageProtection.PLAIN,
                "ssl", MessageProtection.PLAIN.withTls(true),
                "sign", PolicyDocuments.protection(Path.of("..", "policies", "sign-client.xml")),
                "encr", PolicyDocuments.protection(Path.of("..", "policies", "encr-client.xml")));
        List<FloorCost> all = new ArrayList<>(costs("jdk", 0.9));
        all.addAll(costs("accp", 0.3));
        FloorCosts jdk = FloorCosts.of(all, "jdk").orElseThrow();
        List<SummaryRow> filled = FloorSummary.fill(run.summary(), protections, jdk);
        RunFiles files = RunFiles.in(run.directory());
        files.write(RunFiles.SUMMARY, filled);
        files.write(RunFiles.FLOOR_COSTS, all);
        files.write(RunFiles.PROVIDER_FLOORS, FloorSummary.byProvider(filled, protections, FloorCosts.all(all)));

        RunFolder reread = RunFolder.open(run.directory());
        SummaryRow sign = reread.summary().stream().filter(r -> r.scenario().equals("sign") && r.sequence().equals("small"))
                .findFirst().orElseThrow();
        assertNotNull(sign.floor().cryptoFloorMs());
        double overhead = FloorSection.overhead(reread, sign);
        assertEquals(overhead - sign.floor().cryptoFloorMs(), sign.floor().overheadBeyondFloorMs(), 1e-6);
        SummaryRow ssl = reread.summary().stream().filter(r -> r.scenario().equals("ssl")).findFirst().orElseThrow();
        assertNull(ssl.floor().cryptoFloorMs(), "TLS is not modelled");

        String html = Files.readString(ReportGenerator.generate(reread));
        assertTrue(html.contains("Where the time goes"), "section present");
        assertTrue(html.contains("crypto floor ms, accp 1") && html.contains("crypto floor ms, jdk 1"), "providers side by side");
        assertTrue(html.contains("rsa.oaep-unwrap"), "operation costs table");
    }
}
