package org.wssbench.benchmark;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.results.RequestStatus;
import org.wssbench.security.KeystoreSettings;
import org.wssbench.security.SecurityConfig;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Key;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wssbench.benchmark.EnforcementIT.SERVICE;
import static org.wssbench.benchmark.EnforcementIT.abbreviate;

/**
 * Who may sign requests, checked against Tomcat: only the client's own certificate. A key pair
 * from another CA (the rogue) and a key pair from the project's own CA that is not the client's
 * (the weak-suite service key, playing a client) are both refused before the business logic.
 *
 * <p>Each case goes through a test proxy, so it shows that the signed request reached Tomcat and
 * that the fault came back from the service: the service's answer on the wire is an HTTP 500 whose
 * SOAP fault carries WSS4J's signature-trust text ({@link #UNTRUSTED_SIGNER}), which only the
 * service's trust check of the signer's certificate (Merlin.verifyTrust) produces. With the CA
 * trusted by the service keystore (the defence removed) the same-CA cases fail: WSS4J accepts
 * the other key, and Rampart 1.8.0's own check then crashes or, without that crash, the request is
 * answered (keystores/README.md, "Who is trusted to sign").
 */
class SignerTrustIT {

    /** WSS4J's "certpath" fault, raised when no trusted certificate vouches for the signer. */
    static final String UNTRUSTED_SIGNER = "Error during certificate path validation: No trusted certs found";

    static Stream<String> signedWithX509() {
        return EnforcementIT.signedWithX509();
    }

    @ParameterizedTest(name = "attack=untrusted-signer scenario={0} direction=request expect=rejected -- key issued by a rogue CA")
    @MethodSource("signedWithX509")
    void signatureByAnUntrustedCaIsRejected(String scenario, @TempDir Path dir) throws Exception {
        KeystoreSettings rogue = SERVICE.security.rogue();
        Files.copy(rogue.file(), dir.resolve(rogue.file().getFileName()));
        SecurityConfig asRogue = config(dir, rogue.file().getFileName().toString(), rogue.storePassword(), rogue.keyAlias(),
                rogue.keyPassword());
        assertRejectedByTheService(scenario, asRogue, "a rogue CA's signature");
    }

    /**
     * Positive control: the same set-up (a copied keystore and a security configuration of the test's
     * own) with the client's key is answered. So the cases above fail on the signer, not on the set-up.
     */
    @ParameterizedTest(name = "attack=untrusted-signer scenario={0} direction=request expect=control"
            + " -- the same set-up with the key of the client is answered")
    @MethodSource("signedWithX509")
    void signatureByTheClientsKeyIsAnswered(String scenario, @TempDir Path dir) throws Exception {
        KeystoreSettings client = SERVICE.security.client();
        Files.copy(client.file(), dir.resolve(client.file().getFileName()));
        SecurityConfig asClient = config(dir, client.file().getFileName().toString(), client.storePassword(), client.keyAlias(),
                client.keyPassword());
        String service = SERVICE.scenario(scenario).service();
        long before = SERVICE.requestsEntered(service);
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient signer = SERVICE.clientWithSecurityVia(proxy.base(), scenario, asClient)) {
            CallResult result = signer.call(EnforcementIT.largeRequest());
            assertEquals(RequestStatus.OK, result.status(), scenario + ": " + result.error());
            String request = Tamper.text(proxy.last().request());
            assertTrue(request.contains("SignatureValue>") && request.contains("BinarySecurityToken"),
                    scenario + ": the request is signed and carries the signer's certificate: " + abbreviate(request));
        }
        assertEquals(before + 1, SERVICE.requestsEntered(service), scenario + ": answered");
    }

    /**
     * The weak-suite service key, issued by the same CA as the client's, stored where the client key
     * would be: a key someone could win through a weak suite's oracle must not sign for the client.
     */
    @ParameterizedTest(name = "attack=untrusted-signer scenario={0} direction=request expect=rejected -- same CA, the weak-suite service key")
    @MethodSource("signedWithX509")
    void signatureBySameCaCertificateThatIsNotTheClientsIsRejected(String scenario, @TempDir Path dir) throws Exception {
        SecurityConfig security = SERVICE.security;
        KeystoreSettings impostorKey = security.weakService();
        KeystoreSettings client = security.client();
        KeystoreSettings service = security.service();
        KeyStore impostorStore = open(impostorKey.file(), impostorKey.storePassword());
        Key impostorPrivateKey = impostorStore.getKey(impostorKey.keyAlias(), impostorKey.keyPassword().toCharArray());
        Certificate[] impostorChain = impostorStore.getCertificateChain(impostorKey.keyAlias());
        X509Certificate clientCertificate = (X509Certificate) open(client.file(), client.storePassword()).getCertificate(client.keyAlias());
        // the precondition of the attack: the same CA issued both, and they are different certificates
        assertEquals(clientCertificate.getIssuerX500Principal(), ((X509Certificate) impostorChain[0]).getIssuerX500Principal(),
                "the weak-suite service's and the client's certificates come from the same CA");
        assertNotEquals(clientCertificate, impostorChain[0]);
        KeyStore impostor = KeyStore.getInstance(security.keystoreType());
        impostor.load(null, null);
        // under the client's alias and key password, so the client side finds and unlocks it as usual
        impostor.setKeyEntry(client.keyAlias(), impostorPrivateKey, client.keyPassword().toCharArray(), impostorChain);
        impostor.setCertificateEntry(service.keyAlias(),
                open(service.file(), service.storePassword()).getCertificate(service.keyAlias()));
        String password = "impostor-store-pw";
        try (OutputStream out = Files.newOutputStream(dir.resolve("impostor.p12"))) {
            impostor.store(out, password.toCharArray());
        }
        SecurityConfig asImpostor = config(dir, "impostor.p12", password, client.keyAlias(), client.keyPassword());
        assertRejectedByTheService(scenario, asImpostor, "a signature by the weak-suite service key (same CA, not the client)");
    }

    /**
     * The trust the cases above rely on, as configured: the service keystore (its Rampart
     * signatureCrypto) holds its own key and, as its only trusted entry, the client's certificate;
     * no CA, so no chain can vouch for another key of the same CA. Checked on the file Tomcat
     * loaded, under any alias (the generator only looks for the CA's configured alias).
     */
    @Test
    @DisplayName("attack=untrusted-signer scenario=sign direction=request expect=rejected -- service.p12 trusts the client's certificate alone")
    void theServiceKeystoreTrustsNoSignerButTheClientsCertificate() throws Exception {
        KeystoreSettings service = SERVICE.security.service();
        KeystoreSettings client = SERVICE.security.client();
        Certificate clientCertificate = open(client.file(), client.storePassword()).getCertificate(client.keyAlias());
        KeyStore store = open(service.file(), service.storePassword());
        for (String alias : Collections.list(store.aliases())) {
            if (store.isKeyEntry(alias)) {
                assertEquals(service.keyAlias(), alias, service.file() + ": the only key entry is the service's own");
            } else {
                assertEquals(clientCertificate, store.getCertificate(alias),
                        service.file() + ": trusted entry '" + alias + "' is not the client's certificate");
            }
        }
    }

    /**
     * Sends one query through a proxy with a client using {@code security}; asserts that exactly one
     * request reached Tomcat, that Tomcat answered it with a SOAP fault naming the untrusted signer,
     * that the client reports that fault, and that the request never entered the business logic.
     */
    private static void assertRejectedByTheService(String scenario, SecurityConfig security, String what) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http())) {
            CallResult result = EnforcementIT.assertRejected(scenario, SERVICE.clientWithSecurityVia(proxy.base(), scenario, security),
                    what, UNTRUSTED_SIGNER);
            List<TamperingProxy.Exchange> exchanges = proxy.exchanges();
            assertEquals(1, exchanges.size(), scenario + ": one signed request went to Tomcat");
            TamperingProxy.Exchange exchange = exchanges.get(0);
            String request = Tamper.text(exchange.request());
            String response = Tamper.text(exchange.response());
            assertTrue(request.contains("SignatureValue>") && request.contains("BinarySecurityToken"),
                    scenario + ": the request that reached Tomcat is signed and carries the signer's certificate: " + abbreviate(request));
            assertEquals(500, exchange.status(), scenario + ": Tomcat's answer to " + what + ": " + abbreviate(response));
            assertTrue(response.contains("Fault") && response.contains(UNTRUSTED_SIGNER),
                    scenario + ": the service's fault names the untrusted signer: " + abbreviate(response) + " (client: " + result.error() + ")");
        }
    }

    private static SecurityConfig config(Path dir, String file, String storePassword, String alias, String keyPassword)
            throws Exception {
        KeystoreSettings service = SERVICE.security.service();
        Files.copy(service.file(), dir.resolve(service.file().getFileName()));
        Files.writeString(dir.resolve(SecurityConfig.FILE_NAME), String.join("\n",
                "client.keystore.file=" + file,
                "client.keystore.password=" + storePassword,
                "client.key.alias=" + alias,
                "client.key.password=" + keyPassword, ""));
        return SecurityConfig.load(dir);
    }

    private static KeyStore open(Path file, String password) throws Exception {
        KeyStore store = KeyStore.getInstance(SERVICE.security.keystoreType());
        try (var in = Files.newInputStream(file)) {
            store.load(in, password.toCharArray());
        }
        return store;
    }
}
