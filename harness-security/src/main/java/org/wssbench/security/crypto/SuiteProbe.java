package org.wssbench.security.crypto;

import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.OAEPParameterSpec;
import javax.crypto.spec.PSource;
import javax.crypto.spec.SecretKeySpec;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.MGF1ParameterSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Asks JCA, the way Santuario and WSS4J do, for every algorithm of {@link #SUITE} and records which
 * provider answers. Ciphers, signatures and MACs are initialised with a real key (JCA chooses their
 * provider only then), so a provider that lists an algorithm but rejects our key type is caught too.
 */
final class SuiteProbe {

    /** Basic256Sha256 with thumbprint references, and secure conversation's derived keys (P_SHA1, HMAC-SHA1). */
    static final List<SuiteAlgorithm> SUITE = List.of(
            new SuiteAlgorithm("Signature", "SHA256withRSA", "rsa-sha256 message signatures"),
            new SuiteAlgorithm("Cipher", "RSA/ECB/OAEPPadding", "rsa-oaep-mgf1p key transport"),
            new SuiteAlgorithm("Cipher", "AES/CBC/ISO10126Padding", "aes256-cbc body encryption"),
            new SuiteAlgorithm("MessageDigest", "SHA-256", "sha256 reference digests"),
            new SuiteAlgorithm("MessageDigest", "SHA-1", "thumbprint references"),
            new SuiteAlgorithm("Mac", "HmacSHA1", "hmac-sha1 signatures and P_SHA1 key derivation (secure conversation)"),
            new SuiteAlgorithm("SecureRandom", "default", "session keys, IVs, nonces"));

    private SuiteProbe() {
    }

    static ProviderReport probe(CryptoProviderChoice choice, Provider chosen) {
        Map<SuiteAlgorithm, String> servedBy = new LinkedHashMap<>();
        List<String> fallbacks = new ArrayList<>();
        KeyPair rsa = rsaKeyPair();
        for (SuiteAlgorithm algorithm : SUITE) {
            Provider provider;
            try {
                provider = serve(algorithm, rsa);
            } catch (GeneralSecurityException | RuntimeException e) {
                throw new IllegalStateException("crypto provider " + choice + ": no provider serves " + algorithm.label()
                        + " (" + algorithm.purpose() + "): " + e, e);
            }
            servedBy.put(algorithm, provider.getName());
            boolean ours = chosen == null ? isJdkProvider(provider) : provider.getName().equals(chosen.getName());
            if (!ours) {
                fallbacks.add(algorithm.label() + " (" + algorithm.purpose() + ") served by " + provider.getName());
            }
        }
        String name = chosen == null ? "JDK" : chosen.getName();
        String version = chosen == null ? System.getProperty("java.version") : chosen.getVersionStr();
        return new ProviderReport(choice, name, version, chosen == null ? null : chosen.getClass().getName(), servedBy,
                fallbacks);
    }

    private static Provider serve(SuiteAlgorithm algorithm, KeyPair rsa) throws GeneralSecurityException {
        byte[] data = new byte[64];
        switch (algorithm.type()) {
            case "Signature" -> {
                Signature signature = Signature.getInstance(algorithm.name());
                signature.initSign(rsa.getPrivate());
                signature.update(data);
                signature.sign();
                return signature.getProvider();
            }
            case "Cipher" -> {
                Cipher cipher = Cipher.getInstance(algorithm.name());
                if (algorithm.name().startsWith("RSA")) {
                    cipher.init(Cipher.WRAP_MODE, rsa.getPublic(), new OAEPParameterSpec("SHA-1", "MGF1",
                            MGF1ParameterSpec.SHA1, PSource.PSpecified.DEFAULT));
                    cipher.wrap(new SecretKeySpec(new byte[32], "AES"));
                } else {
                    cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[32], "AES"), new IvParameterSpec(new byte[16]));
                    cipher.doFinal(data);
                }
                return cipher.getProvider();
            }
            case "Mac" -> {
                Mac mac = Mac.getInstance(algorithm.name());
                mac.init(new SecretKeySpec(new byte[24], algorithm.name()));
                mac.doFinal(data);
                return mac.getProvider();
            }
            case "MessageDigest" -> {
                return MessageDigest.getInstance(algorithm.name()).getProvider();
            }
            case "SecureRandom" -> {
                return new SecureRandom().getProvider();
            }
            default -> throw new IllegalArgumentException("unknown JCA service type " + algorithm.type());
        }
    }

    /** An RSA-2048 key of the JDK's own classes, like the keys read from the PKCS12 keystores. */
    private static KeyPair rsaKeyPair() {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
            generator.initialize(2048);
            return generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot create an RSA test key: " + e, e);
        }
    }

    /** The JDK's providers live in sun.* / com.sun.* packages (SUN, SunRsaSign, SunJCE, SunEC, ...). */
    static boolean isJdkProvider(Provider provider) {
        String type = provider.getClass().getName();
        return type.startsWith("sun.") || type.startsWith("com.sun.");
    }
}
