package org.wssbench.client.crypto;

import org.junit.jupiter.api.Test;
import org.wssbench.results.RunManifest;
import org.wssbench.security.crypto.CryptoProviderChoice;
import org.wssbench.security.crypto.ProviderReport;
import org.wssbench.security.crypto.SuiteAlgorithm;
import org.wssbench.wire.StatusPage;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClientCryptoProviderTest {

    private static ProviderReport bcWithOneFallback() {
        Map<SuiteAlgorithm, String> served = new LinkedHashMap<>();
        served.put(new SuiteAlgorithm("Signature", "SHA256withRSA", "signatures"), "BC-suite");
        served.put(new SuiteAlgorithm("SecureRandom", "default", "nonces"), "SUN");
        return new ProviderReport(CryptoProviderChoice.BC, "BC-suite", "1.79", "org.example.SuiteOnly", served,
                List.of("SecureRandom default (nonces) served by SUN"));
    }

    @Test
    void theClientsReportAndTheServersStatusBecomeTypedRecords() {
        Properties status = new Properties();
        status.setProperty(StatusPage.CRYPTO_PROVIDER, "bc");
        status.setProperty(StatusPage.CRYPTO_PROVIDER_VERSION, "BC-suite 1.79");
        status.setProperty(StatusPage.CRYPTO_PROVIDER_FALLBACKS, "none");
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        RunManifest.Crypto crypto = ClientCryptoProvider.manifest(bcWithOneFallback(), status,
                new PrintStream(console, true, StandardCharsets.UTF_8));
        RunManifest.CryptoProvider client = crypto.client();
        assertEquals("bc", client.choice());
        assertEquals("BC-suite", client.name());
        assertEquals("1.79", client.version());
        assertEquals("org.example.SuiteOnly", client.providerClass());
        assertEquals(List.of("Signature SHA256withRSA", "SecureRandom default"), List.copyOf(client.servedBy().keySet()));
        assertEquals(List.of("SecureRandom default (nonces) served by SUN"), client.fallbacks());
        assertEquals(new RunManifest.CryptoProvider("bc", "BC-suite", "1.79", null, Map.of(), List.of()), crypto.server());
        assertEquals("", console.toString(StandardCharsets.UTF_8), "same provider on both sides: no warning");
    }

    @Test
    void aServerOnAnotherProviderIsRecordedAndWarnedAbout() {
        Properties status = new Properties();
        status.setProperty(StatusPage.CRYPTO_PROVIDER, "jdk");
        status.setProperty(StatusPage.CRYPTO_PROVIDER_VERSION, "JDK 17.0.15");
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        RunManifest.Crypto crypto = ClientCryptoProvider.manifest(bcWithOneFallback(), status,
                new PrintStream(console, true, StandardCharsets.UTF_8));
        assertEquals("jdk", crypto.server().choice());
        assertEquals("17.0.15", crypto.server().version());
        assertNull(crypto.server().fallbacks(), "a status page without fallbacks reports none: unknown, not 'none'");
        assertTrue(console.toString(StandardCharsets.UTF_8).contains("WARNING: the server runs crypto provider jdk"));
    }

    @Test
    void withoutTheServersStatusItsProviderIsUnknown() {
        RunManifest.Crypto crypto = ClientCryptoProvider.manifest(bcWithOneFallback(), new Properties(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertNull(crypto.server());
        assertEquals("bc", crypto.client().choice());
    }
}
