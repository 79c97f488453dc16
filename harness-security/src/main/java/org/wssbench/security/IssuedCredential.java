package org.wssbench.security;

import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.List;

/**
 * A private key with its certificate chain, leaf first (a self-signed authority has a chain of one).
 */
public record IssuedCredential(PrivateKey privateKey, List<X509Certificate> chain) {

    public IssuedCredential {
        chain = List.copyOf(chain);
    }

    public X509Certificate certificate() {
        return chain.get(0);
    }

    public X509Certificate[] chainArray() {
        return chain.toArray(new X509Certificate[0]);
    }
}
