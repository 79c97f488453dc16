package org.wssbench.client.transport;

import org.wssbench.security.KeystoreReader;
import org.wssbench.security.SecurityConfig;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import java.security.GeneralSecurityException;
import java.security.KeyStore;

/** TLS for the https scenarios: trusts the harness CA from the configured truststore, nothing else. */
public final class TrustedTls {

    private TrustedTls() {
    }

    public static SSLContext from(SecurityConfig security) {
        KeyStore trust = KeystoreReader.open(security.truststoreFile(), security.keystoreType(), security.truststorePassword());
        try {
            TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            factory.init(trust);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, factory.getTrustManagers(), null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("truststore " + security.truststoreFile() + ": " + e.getMessage(), e);
        }
    }
}
