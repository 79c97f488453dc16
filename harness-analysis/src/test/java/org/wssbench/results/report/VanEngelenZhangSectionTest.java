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

class VanEngelenZhangSectionTest {

    @TempDir
    Path dir;

    private RunFolder run(double ssl, double symmetric, double sign) throws Exception {
        Map<String, Double> scenarios = new LinkedHashMap<>();
        scenarios.put("plain", 1.0);
        scenarios.put("ssl", ssl);
        scenarios.put("username", 1.5);
        scenarios.put("username-digest", 1.7);
        scenarios.put("sign", sign);
        scenarios.put(VanEngelenZhangSection.SYMMETRIC, symmetric);
        scenarios.put("secureconversation", symmetric * 1.5);
        return Fixtures.writeRun(dir.resolve("run"), "run", scenarios, 7, 2, 30);
    }

    @Test
    void bothRatiosAgreeWhenRsaAndTlsAreAnOrderOfMagnitudeApart() throws Exception {
        List<ClaimCheck> claims = new VanEngelenZhangSection(run(1.1, 15, 150)).claims();
        assertEquals(2, claims.size());
        assertEquals(ClaimCheck.AGREES, claims.get(0).verdict(), claims.get(0).thisRun());
        assertTrue(claims.get(0).thisRun().contains("sign / sign_binding-symmetric, small"), claims.get(0).thisRun());
        assertEquals(ClaimCheck.AGREES, claims.get(1).verdict(), claims.get(1).thisRun());
        assertTrue(claims.get(1).thisRun().startsWith("sign_binding-symmetric / ssl, small"), claims.get(1).thisRun());
        assertEquals("", claims.get(0).cause());
    }

    @Test
    void closeCostsDisagreeAndNameACause() throws Exception {
        List<ClaimCheck> claims = new VanEngelenZhangSection(run(1.2, 2.0, 2.5)).claims();
        assertEquals(ClaimCheck.DISAGREES, claims.get(0).verdict(), claims.get(0).thisRun());
        assertEquals(ClaimCheck.DISAGREES, claims.get(1).verdict(), claims.get(1).thisRun());
        assertTrue(claims.get(0).cause().contains("ephemeral key"), claims.get(0).cause());
    }

    @Test
    void withoutTheSymmetricBindingSecureConversationIsTheHmacScenario() throws Exception {
        Map<String, Double> scenarios = new LinkedHashMap<>(Fixtures.typicalScenarios());
        scenarios.put("ssl", 1.8);
        RunFolder run = Fixtures.writeRun(dir.resolve("typical"), "typical", scenarios, 11, 2, 30);
        List<ClaimCheck> claims = new VanEngelenZhangSection(run).claims();
        // sign 5.0 over secureconversation 2.5: about 2x, not an order of magnitude.
        assertEquals(ClaimCheck.DISAGREES, claims.get(0).verdict());
        assertTrue(claims.get(0).thisRun().contains("sign / secureconversation, small"), claims.get(0).thisRun());
        String html = new VanEngelenZhangSection(run).html();
        assertTrue(html.contains("DSA-SHA1 signature") && html.contains("not reproduced: the harness offers no DSA"), html);
        assertTrue(html.contains("<td>sign_binding-symmetric</td><td>symmetric binding") && html.contains("not run"), html);
    }

    @Test
    void aRunWithoutSignaturesMeasuresNeitherClaim() throws Exception {
        RunFolder run = Fixtures.writeRun(dir.resolve("bare"), "bare", Map.of("plain", 1.0, "ssl", 1.5), 3, 2, 20);
        List<ClaimCheck> claims = new VanEngelenZhangSection(run).claims();
        assertEquals(ClaimCheck.NOT_MEASURED, claims.get(0).verdict());
        assertEquals(ClaimCheck.NOT_MEASURED, claims.get(1).verdict());
        assertEquals(Numbers.NOT_AVAILABLE, claims.get(1).thisRun());
    }
}
