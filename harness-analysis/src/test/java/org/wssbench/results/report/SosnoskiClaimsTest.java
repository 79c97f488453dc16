package org.wssbench.results.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.results.Fixtures;
import org.wssbench.results.RunFolder;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SosnoskiClaimsTest {

    @TempDir
    Path dir;

    @Test
    void eachRatioIsTestedAgainstItsReadingOrBound() throws Exception {
        Map<String, Double> scenarios = new LinkedHashMap<>();
        scenarios.put("plain", 1.0);
        scenarios.put("ssl", 1.8);
        scenarios.put("signencr", 30.0);
        scenarios.put("encr", 10.0);
        scenarios.put("secureconversation-encr", 5.5);
        RunFolder run = Fixtures.writeRun(dir.resolve("run"), "run", scenarios, 13, 2, 40);
        List<ClaimCheck> claims = SosnoskiClaims.claims(run);
        assertEquals(5, claims.size());
        // Fixtures scale every scenario alike in both sequences, so ssl is about 1.8x plain in each.
        assertEquals(ClaimCheck.AGREES, claims.get(0).verdict(), claims.get(0).thisRun());
        assertEquals(ClaimCheck.DISAGREES, claims.get(1).verdict(), claims.get(1).thisRun());
        assertTrue(claims.get(1).cause().contains("AES-NI"));
        assertEquals(ClaimCheck.AGREES, claims.get(2).verdict(), claims.get(2).thisRun());
        assertEquals(ClaimCheck.AGREES, claims.get(3).verdict(), claims.get(3).thisRun());
        assertEquals(ClaimCheck.DISAGREES, claims.get(4).verdict(), claims.get(4).thisRun());
    }

    @Test
    void withoutSecureConversationEncrTheFig2ClaimsAreNotMeasured() throws Exception {
        RunFolder run = Fixtures.writeRun(dir.resolve("typical"), "typical", Fixtures.typicalScenarios(), 3, 2, 20);
        List<ClaimCheck> claims = SosnoskiClaims.claims(run);
        assertEquals(ClaimCheck.NOT_MEASURED, claims.get(0).verdict(), "no ssl in the typical scenarios");
        assertEquals(ClaimCheck.NOT_MEASURED, claims.get(3).verdict());
        assertEquals(ClaimCheck.NOT_MEASURED, claims.get(4).verdict());
    }
}
