package org.wssbench.security;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.security.KeyStore;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.Properties;

import org.apache.wss4j.common.crypto.Crypto;
import org.apache.wss4j.common.crypto.CryptoFactory;
import org.apache.wss4j.common.crypto.CryptoType;
import org.apache.wss4j.common.ext.WSSecurityException;
import org.junit.jupiter.api.Test;

/** The generated keystores work with WSS4J's Merlin exactly as the policies configure it. */
class MerlinCompatibilityTest {

    private final SecurityConfig config = TestKeystores.shared();

    /**
     * Each side trusts exactly the peer's certificate: a certificate from the same CA that is not the
     * peer's (Tomcat's) is refused. With the CA in service.p12 it was accepted, so any key the CA
     * issued could sign requests (keystores/README.md, "Who is trusted to sign").
     */
    @Test
    void eachSideTrustsOnlyThePeersCertificateNotEverythingTheCaIssued() throws Exception {
        Crypto service = merlin(config.service());
        Crypto client = merlin(config.client());
        X509Certificate tomcat = certificate(config.tomcat());
        assertDoesNotThrow(() -> service.verifyTrust(new X509Certificate[] {certificate(config.client())}, false, null, null));
        assertDoesNotThrow(() -> client.verifyTrust(new X509Certificate[] {certificate(config.service())}, false, null, null));
        assertThrows(WSSecurityException.class, () -> service.verifyTrust(new X509Certificate[] {tomcat}, false, null, null));
        assertThrows(WSSecurityException.class, () -> client.verifyTrust(new X509Certificate[] {tomcat}, false, null, null));
    }

    @Test
    void serviceRejectsTheRogueCertificate() throws Exception {
        Crypto service = merlin(config.service());
        X509Certificate rogue = certificate(config.rogue());

        assertThrows(WSSecurityException.class, () -> service.verifyTrust(new X509Certificate[] {rogue}, false, null, null));
    }

    @Test
    void privateKeysOpenWithTheCallbackPasswords() throws Exception {
        ConfiguredPasswordCallback callback = new ConfiguredPasswordCallback(config);
        for (KeystoreSettings settings : new KeystoreSettings[] {config.service(), config.client()}) {
            Crypto crypto = merlin(settings);
            X509Certificate own = certificate(settings);
            PrivateKey key = crypto.getPrivateKey(own, callback);
            assertNotNull(key, settings.toString());
        }
    }

    @Test
    void clientFindsTheServiceCertificateByAliasAndByThumbprint() throws Exception {
        Crypto client = merlin(config.client());
        CryptoType byAlias = new CryptoType(CryptoType.TYPE.ALIAS);
        byAlias.setAlias(config.service().keyAlias());
        X509Certificate service = client.getX509Certificates(byAlias)[0];

        CryptoType byThumbprint = new CryptoType(CryptoType.TYPE.THUMBPRINT_SHA1);
        byThumbprint.setBytes(MessageDigest.getInstance("SHA-1").digest(service.getEncoded()));
        assertEquals(service, client.getX509Certificates(byThumbprint)[0]);
    }

    private Crypto merlin(KeystoreSettings settings) throws WSSecurityException {
        Properties properties = new Properties();
        properties.setProperty("org.apache.wss4j.crypto.provider", "org.apache.wss4j.common.crypto.Merlin");
        properties.setProperty("org.apache.wss4j.crypto.merlin.keystore.type", config.keystoreType());
        properties.setProperty("org.apache.wss4j.crypto.merlin.keystore.file", settings.file().toString());
        properties.setProperty("org.apache.wss4j.crypto.merlin.keystore.password", settings.storePassword());
        return CryptoFactory.getInstance(properties);
    }

    private X509Certificate certificate(KeystoreSettings settings) throws Exception {
        KeyStore store = KeystoreReader.open(settings.file(), config.keystoreType(), settings.storePassword());
        return (X509Certificate) store.getCertificate(settings.keyAlias());
    }
}
