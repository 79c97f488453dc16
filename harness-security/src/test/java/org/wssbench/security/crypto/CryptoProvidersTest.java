package org.wssbench.security.crypto;

import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The probe must name every algorithm a chosen provider does not serve. These tests never install a
 * provider: the JCE list is global to the test JVM, and other tests run Rampart in it.
 */
class CryptoProvidersTest {

    @Test
    void parsesTheThreeChoicesAndRejectsOthersNamingTheValidOnes() {
        assertEquals(CryptoProviderChoice.ACCP, CryptoProviderChoice.parse(" ACCP "));
        assertEquals(CryptoProviderChoice.JDK, CryptoProviderChoice.parse(""));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CryptoProviderChoice.parse("openssl"));
        assertTrue(e.getMessage().contains("'openssl'") && e.getMessage().contains("jdk, bc, accp"), e.getMessage());
    }

    @Test
    void jdkProvidersServeTheWholeSuiteWithoutFallback() {
        ProviderReport report = SuiteProbe.probe(CryptoProviderChoice.JDK, null);
        assertEquals(SuiteProbe.SUITE.size(), report.servedBy().size());
        assertEquals("SunRsaSign", report.servedBy().get(SuiteProbe.SUITE.get(0)));
        assertTrue(report.fallbacks().isEmpty(), report.summary());
    }

    @Test
    void aChosenProviderThatIsNotFirstIsReportedAsFallbackForEveryAlgorithm() {
        // Positive control for the "never fall back silently" rule: BC is not installed first here,
        // so JCA serves each algorithm from a JDK provider and the report must say so, algorithm by algorithm.
        ProviderReport report = SuiteProbe.probe(CryptoProviderChoice.BC, new BouncyCastleProvider());
        assertEquals(SuiteProbe.SUITE.size(), report.fallbacks().size(), report.summary());
        assertTrue(report.summary().contains("FALLBACK") && report.summary().contains("AES/CBC/ISO10126Padding"),
                report.summary());
    }
}
