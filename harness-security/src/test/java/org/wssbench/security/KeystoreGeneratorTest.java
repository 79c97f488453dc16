package org.wssbench.security;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Key;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.SignatureException;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.security.interfaces.RSAPublicKey;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KeystoreGeneratorTest {

    private static final int DNS_NAME = 2;
    private static final int IP_ADDRESS = 7;

    /**
     * Each test's own folder: empty where a test generates from nothing; otherwise it starts from a
     * copy of the shared generated set ({@link TestKeystores#copyOfSharedIn}), so the only key
     * generation a test pays for is the one it is about.
     */
    @TempDir
    Path dir;

    @Test
    void generatesEveryFileInAnEmptyDirectory() {
        SecurityConfig config = SecurityConfig.load(dir);
        Optional<String> reason = new KeystoreGenerator(config).generateIfNeeded();

        assertTrue(reason.isPresent());
        for (String name : List.of("service.p12", "client.p12", "tomcat.p12", "truststore.p12", "rogue.p12",
                "weak-service.p12", "weak-client.p12")) {
            assertTrue(Files.isRegularFile(dir.resolve(name)), name);
        }
    }

    @Test
    void messageKeysShareOneCaAndTomcatHasTheTrustedTlsCa() throws Exception {
        SecurityConfig config = TestKeystores.shared();
        X509Certificate tlsCa = trustedCa(config);
        X509Certificate messageCa = (X509Certificate) open(config, config.service().file(), config.service().storePassword())
                .getCertificateChain(config.service().keyAlias())[1];

        for (KeystoreSettings settings : List.of(config.service(), config.weakService(), config.client(),
                config.weakClient(), config.tomcat())) {
            X509Certificate ca = settings.equals(config.tomcat()) ? tlsCa : messageCa;
            KeyStore store = open(config, settings.file(), settings.storePassword());
            Certificate[] chain = store.getCertificateChain(settings.keyAlias());
            assertEquals(2, chain.length, settings.toString());
            X509Certificate leaf = (X509Certificate) chain[0];
            leaf.verify(ca.getPublicKey());
            assertEquals(ca, chain[1]);
            assertEquals(-1, leaf.getBasicConstraints(), "end-entity certificate must not be a CA");
            assertEquals(2048, ((RSAPublicKey) leaf.getPublicKey()).getModulus().bitLength());
            assertEquals("SHA256withRSA", leaf.getSigAlgName());
            Key key = store.getKey(settings.keyAlias(), settings.keyPassword().toCharArray());
            assertTrue(key instanceof PrivateKey);
        }
        assertFalse(messageCa.equals(tlsCa), "the WS-Security CA must not be the TLS CA");
    }

    @Test
    void messageCertificatesAreForClientAuthOnlyAndNameNoHost() throws Exception {
        SecurityConfig config = TestKeystores.shared();
        for (KeystoreSettings settings : List.of(config.service(), config.weakService(), config.client())) {
            X509Certificate leaf = (X509Certificate) open(config, settings.file(), settings.storePassword())
                    .getCertificate(settings.keyAlias());
            assertEquals(List.of("1.3.6.1.5.5.7.3.2"), leaf.getExtendedKeyUsage(), settings + ": clientAuth only");
            assertEquals(null, leaf.getSubjectAlternativeNames(), settings + ": no host names");
        }
        assertEquals(List.of("1.3.6.1.5.5.7.3.1"), tomcatCertificate(config).getExtendedKeyUsage(), "Tomcat: serverAuth");
    }

    @Test
    void weakSuiteServiceKeyIsNotTheServiceKeyAndOnlyTheWeakClientStoreTrustsIt() throws Exception {
        SecurityConfig config = TestKeystores.shared();
        X509Certificate service = (X509Certificate) open(config, config.service().file(), config.service().storePassword())
                .getCertificate(config.service().keyAlias());
        X509Certificate weak = (X509Certificate) open(config, config.weakService().file(), config.weakService().storePassword())
                .getCertificate(config.weakService().keyAlias());
        assertNotEquals(service.getPublicKey(), weak.getPublicKey());
        KeyStore weakClient = open(config, config.weakClient().file(), config.weakClient().storePassword());
        assertEquals(weak, weakClient.getCertificate(config.weakService().keyAlias()));
        assertFalse(weakClient.containsAlias(config.service().keyAlias()));
        KeyStore client = open(config, config.client().file(), config.client().storePassword());
        for (String alias : Collections.list(client.aliases())) {
            assertNotEquals(weak, client.getCertificate(alias), "client.p12 must not trust the weak-suite key: " + alias);
        }
    }

    @Test
    void tomcatCertificateNamesLocalhostAndLoopbackAndIsValidForAboutTwoYears() throws Exception {
        SecurityConfig config = TestKeystores.shared();
        KeystoreSettings tomcat = config.tomcat();
        X509Certificate leaf = (X509Certificate) open(config, tomcat.file(), tomcat.storePassword())
                .getCertificate(tomcat.keyAlias());

        // Tomcat's by default also names "tomcat", the server's host name in docker-compose.yml.
        assertEquals(Set.of(DNS_NAME + ":localhost", IP_ADDRESS + ":127.0.0.1", DNS_NAME + ":tomcat"), san(leaf));

        Instant now = Instant.now();
        assertTrue(leaf.getNotBefore().toInstant().isBefore(now));
        Duration remaining = Duration.between(now, leaf.getNotAfter().toInstant());
        assertTrue(remaining.toDays() > 700 && remaining.toDays() <= 730, "remaining " + remaining);
        leaf.checkValidity();
    }

    @Test
    void eachSideTrustsThePeerCertificateAndTheCa() throws Exception {
        SecurityConfig config = TestKeystores.shared();
        KeyStore service = open(config, config.service().file(), config.service().storePassword());
        KeyStore client = open(config, config.client().file(), config.client().storePassword());
        KeyStore truststore = open(config, config.truststoreFile(), config.truststorePassword());

        assertEquals(client.getCertificate(config.client().keyAlias()),
                service.getCertificate(config.client().keyAlias()));
        assertTrue(service.isCertificateEntry(config.client().keyAlias()));
        assertEquals(service.getCertificate(config.service().keyAlias()),
                client.getCertificate(config.service().keyAlias()));
        // each side trusts the peer's certificate only, not every certificate the CA issued
        assertFalse(service.containsAlias(config.caAlias()));
        assertFalse(client.containsAlias(config.caAlias()));
        // HTTPS clients trust the TLS CA only, never the CA of the WS-Security keys
        assertEquals(List.of(config.tlsCaAlias()), Collections.list(truststore.aliases()));
    }

    @Test
    void rogueIsIssuedByAnotherCa() throws Exception {
        SecurityConfig config = TestKeystores.shared();
        KeystoreSettings rogueSettings = config.rogue();
        X509Certificate rogue = (X509Certificate) open(config, rogueSettings.file(), rogueSettings.storePassword())
                .getCertificate(rogueSettings.keyAlias());

        X509Certificate messageCa = (X509Certificate) open(config, config.service().file(), config.service().storePassword())
                .getCertificateChain(config.service().keyAlias())[1];
        assertThrows(SignatureException.class, () -> rogue.verify(messageCa.getPublicKey()));
    }

    @Test
    void regeneratesAMissingFile() throws Exception {
        SecurityConfig config = TestKeystores.copyOfSharedIn(dir);
        Files.delete(config.client().file());

        Optional<String> reason = new KeystoreGenerator(config).generateIfNeeded();

        assertTrue(reason.orElseThrow().contains("client.p12"), reason.toString());
        assertTrue(Files.exists(config.client().file()));
    }

    @Test
    void keepsValidFilesUntouched() throws Exception {
        SecurityConfig config = TestKeystores.copyOfSharedIn(dir);
        byte[] before = Files.readAllBytes(config.service().file());

        Optional<String> reason = new KeystoreGenerator(config).generateIfNeeded();

        assertFalse(reason.isPresent(), reason.toString());
        assertArrayEquals(before, Files.readAllBytes(config.service().file()));
    }

    @Test
    void regeneratesWhenACertificateExpiresWithinThirtyDays() throws Exception {
        SecurityConfig config = TestKeystores.copyOfSharedIn(dir);
        Clock nearExpiry = Clock.fixed(Instant.now().plus(Duration.ofDays(710)), ZoneOffset.UTC);

        Optional<String> reason = new KeystoreGenerator(config, nearExpiry).generateIfNeeded();

        assertTrue(reason.orElseThrow().contains("expires"), reason.toString());
    }

    @Test
    void regeneratesWhenThePasswordNoLongerOpensTheFile() throws Exception {
        SecurityConfig config = TestKeystores.copyOfSharedIn(dir);
        Files.writeString(dir.resolve(SecurityConfig.FILE_NAME), "truststore.password=changed\n");

        Optional<String> reason = new KeystoreGenerator(SecurityConfig.load(dir)).generateIfNeeded();

        assertTrue(reason.orElseThrow().contains("wrong password"), reason.toString());
        assertNotNull(open(config, config.truststoreFile(), "changed"));
    }

    @Test
    void tomcatCertificateNamesTheConfiguredHosts() throws Exception {
        Files.writeString(dir.resolve(SecurityConfig.FILE_NAME),
                "tomcat.subject.alt.names = dns:Bench-A.example.org, ip:192.0.2.10, ip:::1\n");
        SecurityConfig config = SecurityConfig.load(dir);

        new KeystoreGenerator(config).generateIfNeeded();

        assertEquals(Set.of(DNS_NAME + ":bench-a.example.org", IP_ADDRESS + ":192.0.2.10",
                IP_ADDRESS + ":0:0:0:0:0:0:0:1"), san(tomcatCertificate(config)));
    }

    @Test
    void regeneratesWhenTheTomcatHostListChangesAndThenKeepsTheNewSet() throws Exception {
        SecurityConfig before = TestKeystores.copyOfSharedIn(dir);
        X509Certificate oldCertificate = tomcatCertificate(before);
        Files.writeString(dir.resolve(SecurityConfig.FILE_NAME),
                "tomcat.subject.alt.names=dns:localhost,ip:127.0.0.1,dns:tomcat,dns:bench-a\n");
        SecurityConfig after = SecurityConfig.load(dir);

        Optional<String> reason = new KeystoreGenerator(after).generateIfNeeded();

        assertTrue(reason.orElseThrow().contains(SubjectAlternativeNames.TOMCAT_PROPERTY), reason.toString());
        assertTrue(reason.orElseThrow().contains("dns:bench-a"), reason.toString());
        X509Certificate newCertificate = tomcatCertificate(after);
        assertFalse(newCertificate.equals(oldCertificate));
        assertTrue(san(newCertificate).contains(DNS_NAME + ":bench-a"));
        Optional<String> again = new KeystoreGenerator(after).generateIfNeeded();
        assertFalse(again.isPresent(), again.toString());
    }

    @Test
    void sameHostsInAnotherOrderOrSpellingDoNotRegenerate() throws Exception {
        SecurityConfig config = TestKeystores.copyOfSharedIn(dir);
        byte[] before = Files.readAllBytes(config.tomcat().file());
        Files.writeString(dir.resolve(SecurityConfig.FILE_NAME),
                "tomcat.subject.alt.names= DNS:Tomcat ,ip:127.0.0.1,, dns:LOCALHOST\n");

        Optional<String> reason = new KeystoreGenerator(SecurityConfig.load(dir)).generateIfNeeded();

        assertFalse(reason.isPresent(), reason.toString());
        assertArrayEquals(before, Files.readAllBytes(config.tomcat().file()));
    }

    @Test
    void malformedHostListFailsNamingThePropertyAndKeepsTheFiles() throws Exception {
        SecurityConfig config = TestKeystores.copyOfSharedIn(dir);
        byte[] before = Files.readAllBytes(config.tomcat().file());
        Files.writeString(dir.resolve(SecurityConfig.FILE_NAME), "tomcat.subject.alt.names=dns:localhost,tomcat\n");

        SecurityConfigException e = assertThrows(SecurityConfigException.class,
                () -> new KeystoreGenerator(SecurityConfig.load(dir)).generateIfNeeded());

        assertTrue(e.getMessage().contains(SubjectAlternativeNames.TOMCAT_PROPERTY), e.getMessage());
        assertTrue(e.getMessage().contains("'tomcat'"), e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(config.tomcat().file()));
    }

    private static X509Certificate tomcatCertificate(SecurityConfig config) {
        KeystoreSettings tomcat = config.tomcat();
        try {
            return (X509Certificate) open(config, tomcat.file(), tomcat.storePassword()).getCertificate(tomcat.keyAlias());
        } catch (java.security.KeyStoreException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Set<String> san(X509Certificate certificate) throws Exception {
        Collection<List<?>> names = certificate.getSubjectAlternativeNames();
        return names.stream().map(n -> n.get(0) + ":" + n.get(1)).collect(Collectors.toSet());
    }

    private static X509Certificate trustedCa(SecurityConfig config) throws Exception {
        return (X509Certificate) open(config, config.truststoreFile(), config.truststorePassword())
                .getCertificate(config.tlsCaAlias());
    }

    private static KeyStore open(SecurityConfig config, Path file, String password) {
        return KeystoreReader.open(file, config.keystoreType(), password);
    }
}
