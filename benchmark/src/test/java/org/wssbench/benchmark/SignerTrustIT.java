package org.wssbench.benchmark;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.wssbench.security.KeystoreSettings;
import org.wssbench.security.SecurityConfig;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Key;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.util.stream.Stream;

import static org.wssbench.benchmark.EnforcementIT.SERVICE;

/**
 * Who may sign requests, checked against Tomcat: only the client's own certificate. A key pair
 * from another CA (the rogue) and a key pair from the project's own CA that is not the client's
 * (Tomcat's TLS key, playing a client) are both refused before the business logic. The second one
 * was accepted while the service trusted the CA rather than the client certificate
 * (keystores/README.md, "Who is trusted").
 */
class SignerTrustIT {

    static Stream<String> signedWithX509() {
        return EnforcementIT.signedWithX509();
    }

    @ParameterizedTest
    @MethodSource("signedWithX509")
    void signatureByAnUntrustedCaIsRejected(String scenario, @TempDir Path dir) throws Exception {
        KeystoreSettings rogue = SERVICE.security.rogue();
        Files.copy(rogue.file(), dir.resolve(rogue.file().getFileName()));
        SecurityConfig asRogue = config(dir, rogue.file().getFileName().toString(), rogue.storePassword(), rogue.keyAlias(),
                rogue.keyPassword());
        EnforcementIT.assertRejected(scenario, SERVICE.clientWithSecurity(scenario, asRogue), "a rogue CA's signature", "");
    }

    /** Tomcat's key, issued by the same CA as the client's, stored where the client key would be. */
    @ParameterizedTest
    @MethodSource("signedWithX509")
    void signatureBySameCaCertificateThatIsNotTheClientsIsRejected(String scenario, @TempDir Path dir) throws Exception {
        SecurityConfig security = SERVICE.security;
        KeystoreSettings tomcat = security.tomcat();
        KeystoreSettings client = security.client();
        KeystoreSettings service = security.service();
        KeyStore tomcatStore = open(tomcat.file(), tomcat.storePassword());
        Key tomcatKey = tomcatStore.getKey(tomcat.keyAlias(), tomcat.keyPassword().toCharArray());
        Certificate[] tomcatChain = tomcatStore.getCertificateChain(tomcat.keyAlias());
        KeyStore impostor = KeyStore.getInstance(security.keystoreType());
        impostor.load(null, null);
        // under the client's alias and key password, so the client side finds and unlocks it as usual
        impostor.setKeyEntry(client.keyAlias(), tomcatKey, client.keyPassword().toCharArray(), tomcatChain);
        impostor.setCertificateEntry(service.keyAlias(),
                open(service.file(), service.storePassword()).getCertificate(service.keyAlias()));
        String password = "impostor-store-pw";
        try (OutputStream out = Files.newOutputStream(dir.resolve("impostor.p12"))) {
            impostor.store(out, password.toCharArray());
        }
        SecurityConfig asImpostor = config(dir, "impostor.p12", password, client.keyAlias(), client.keyPassword());
        EnforcementIT.assertRejected(scenario, SERVICE.clientWithSecurity(scenario, asImpostor),
                "a signature by Tomcat's key (same CA, not the client)", "");
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
