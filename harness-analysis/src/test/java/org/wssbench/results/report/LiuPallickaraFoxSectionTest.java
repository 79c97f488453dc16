package org.wssbench.results.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.results.Fixtures;
import org.wssbench.results.FloorCost;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LiuPallickaraFoxSectionTest {

    @TempDir
    Path dir;

    private RunFolder runWithFloor(double rsaSign, double rsaVerify, double aesPerMb) throws Exception {
        RunFolder run = Fixtures.writeRun(dir.resolve("run"), "run", Fixtures.typicalScenarios(), 5, 2, 20);
        List<FloorCost> costs = new ArrayList<>();
        costs.add(new FloorCost("openssl", "3", "rsa.sign", 0, 0.5, null, 1, "openssl speed"));
        costs.add(new FloorCost("jdk", "17", "rsa.sign", 0, rsaSign, 0.01, 6, "jmh"));
        costs.add(new FloorCost("jdk", "17", "rsa.verify", 0, rsaVerify, 0.001, 6, "jmh"));
        for (long bytes : new long[] {50, 1_000, 10_000, 100_000, 1_000_000, 10_000_000}) {
            costs.add(new FloorCost("jdk", "17", "aes.encrypt", bytes, 0.001 + aesPerMb * bytes / 1e6, 0.0001, 6, "jmh"));
            costs.add(new FloorCost("jdk", "17", "aes.decrypt", bytes, 0.001 + aesPerMb * bytes / 1e6, 0.0001, 6, "jmh"));
        }
        RunFiles.in(run.directory()).write(RunFiles.FLOOR_COSTS, costs);
        return RunFolder.open(run.directory());
    }

    @Test
    void textbookPropertiesHoldOnAFloorThatHasThem() throws Exception {
        LiuPallickaraFoxSection section = new LiuPallickaraFoxSection(runWithFloor(1.0, 0.04, 0.5));
        assertEquals("jdk", section.provider().orElseThrow(), "the JDK's costs, not openssl's");
        List<ClaimCheck> claims = section.claims();
        assertEquals(3, claims.size());
        claims.forEach(c -> assertEquals(ClaimCheck.AGREES, c.verdict(), c.claim() + ": " + c.thisRun()));
        assertTrue(claims.get(0).thisRun().endsWith("25.00x"), claims.get(0).thisRun());
        String html = section.html();
        // 1 MB: published 37 ms against 0.501 ms here.
        assertTrue(html.contains("<td>1,000,000</td><td>37.00</td><td>40.00</td><td>0.5010</td><td>0.5010</td><td>73.85x</td>"),
                html);
        assertTrue(html.contains("Table 2, TripleDES") && html.contains("signencr_suite-tripledes"), html);
    }

    @Test
    void aSignatureNearItsVerificationDisagrees() throws Exception {
        List<ClaimCheck> claims = new LiuPallickaraFoxSection(runWithFloor(0.1, 0.05, 0.5)).claims();
        assertEquals(ClaimCheck.DISAGREES, claims.get(0).verdict(), claims.get(0).thisRun());
        assertTrue(!claims.get(0).cause().isEmpty());
    }

    @Test
    void withoutFloorCostsNothingIsMeasured() throws Exception {
        RunFolder run = Fixtures.writeRun(dir.resolve("bare"), "bare", Fixtures.typicalScenarios(), 5, 2, 20);
        LiuPallickaraFoxSection section = new LiuPallickaraFoxSection(run);
        section.claims().forEach(c -> assertEquals(ClaimCheck.NOT_MEASURED, c.verdict()));
        assertTrue(section.html().contains("no floor-costs.csv"));
    }
}
