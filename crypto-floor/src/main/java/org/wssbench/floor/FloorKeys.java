package org.wssbench.floor;

import org.wssbench.security.KeystoreReader;
import org.wssbench.security.KeystoreSettings;
import org.wssbench.security.SecurityConfig;

import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.PublicKey;

/**
 * The benchmark's real key pairs: the client's and the service's RSA-2048 keys from the generated
 * test PKI (keystores/generated, or wssbench.keystore.dir), exactly the keys Rampart signs and
 * decrypts with in a run.
 */
record FloorKeys(PrivateKey clientPrivate, PublicKey clientPublic, PrivateKey servicePrivate, PublicKey servicePublic) {

    static FloorKeys load() {
        SecurityConfig config = SecurityConfig.load();
        try {
            KeystoreSettings client = config.client();
            KeystoreSettings service = config.service();
            KeyStore clientStore = KeystoreReader.open(client.file(), config.keystoreType(), client.storePassword());
            KeyStore serviceStore = KeystoreReader.open(service.file(), config.keystoreType(), service.storePassword());
            return new FloorKeys(
                    (PrivateKey) clientStore.getKey(client.keyAlias(), client.keyPassword().toCharArray()),
                    clientStore.getCertificate(client.keyAlias()).getPublicKey(),
                    (PrivateKey) serviceStore.getKey(service.keyAlias(), service.keyPassword().toCharArray()),
                    serviceStore.getCertificate(service.keyAlias()).getPublicKey());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot read the test keys from " + config.keystoreDir() + ": " + e, e);
        }
    }
}
