package org.wssbench.security.crypto;

/**
 * One JCA algorithm the policies' cryptography needs (algorithm suite Basic256Sha256, thumbprint
 * references, secure conversation's derived keys), by JCA service type and name as Apache Santuario
 * and WSS4J ask for it.
 *
 * @param type    JCA service type: Signature, Cipher, Mac, MessageDigest, SecureRandom
 * @param name    JCA algorithm or transformation name
 * @param purpose what the policies use it for (shown when a provider cannot serve it)
 */
public record SuiteAlgorithm(String type, String name, String purpose) {

    public String label() {
        return type + " " + name;
    }
}
