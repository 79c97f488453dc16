package org.wssbench.security;

import java.nio.file.Path;
import java.security.KeyStore;
import java.security.KeyStoreException;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Decides whether the generated keystores can be kept: every file opens with its configured
 * password, holds its expected aliases, no certificate in it expires within the renewal margin, and
 * Tomcat's certificate names exactly the hosts configured in
 * {@value SubjectAlternativeNames#TOMCAT_PROPERTY} (so editing that list regenerates the set).
 */
public final class KeystoreFreshnessCheck {

    private final SecurityConfig config;
    private final Duration renewalMargin;

    public KeystoreFreshnessCheck(SecurityConfig config, Duration renewalMargin) {
        this.config = config;
        this.renewalMargin = renewalMargin;
    }

    /**
     * Why the keystores must be (re)generated, or empty if they are all usable at {@code now}.
     *
     * @throws SecurityConfigException if the configured subject alternative names are malformed
     *         (regenerating would not help)
     */
    public Optional<String> reasonToRegenerate(Instant now) {
        Instant deadline = now.plus(renewalMargin);
        for (Map.Entry<Path, StoreExpectation> entry : expectations().entrySet()) {
            Path file = entry.getKey();
            StoreExpectation expected = entry.getValue();
            KeyStore keyStore;
            try {
                keyStore = KeystoreReader.open(file, config.keystoreType(), expected.password());
            } catch (SecurityConfigException e) {
                return Optional.of(e.getMessage());
            }
            try {
                for (String alias : expected.aliases()) {
                    if (!keyStore.containsAlias(alias)) {
                        return Optional.of("keystore " + file + ": alias '" + alias + "' missing");
                    }
                }
                for (String alias : expected.forbiddenAliases()) {
                    if (keyStore.containsAlias(alias)) {
                        return Optional.of("keystore " + file + ": trusts '" + alias + "' (an older layout)");
                    }
                }
                for (String alias : Collections.list(keyStore.aliases())) {
                    for (Certificate certificate : certificates(keyStore, alias)) {
                        X509Certificate x509 = (X509Certificate) certificate;
                        if (x509.getNotAfter().toInstant().isBefore(deadline)) {
                            return Optional.of("keystore " + file + ": certificate '" + alias + "' expires "
                                    + x509.getNotAfter().toInstant() + ", within " + renewalMargin.toDays() + " days");
                        }
                    }
                }
                if (expected.sanAlias() != null) {
                    Optional<String> mismatch = sanMismatch(file, keyStore, expected.sanAlias(), expected.san());
                    if (mismatch.isPresent()) {
                        return mismatch;
                    }
                }
            } catch (KeyStoreException e) {
                return Optional.of("keystore " + file + ": " + e.getMessage());
            }
        }
        return Optional.empty();
    }

    private Map<Path, StoreExpectation> expectations() {
        KeystoreSettings service = config.service();
        KeystoreSettings weakService = config.weakService();
        KeystoreSettings weakClient = config.weakClient();
        KeystoreSettings client = config.client();
        KeystoreSettings tomcat = config.tomcat();
        KeystoreSettings rogue = config.rogue();
        String ca = config.caAlias();
        Map<Path, StoreExpectation> expected = new LinkedHashMap<>();
        expected.put(service.file(), new StoreExpectation(service.storePassword(),
                List.of(service.keyAlias(), client.keyAlias()), List.of(ca)));
        expected.put(client.file(), new StoreExpectation(client.storePassword(),
                List.of(client.keyAlias(), service.keyAlias()), List.of(ca)));
        expected.put(weakService.file(), new StoreExpectation(weakService.storePassword(),
                List.of(weakService.keyAlias(), client.keyAlias()), List.of(ca, service.keyAlias())));
        expected.put(weakClient.file(), new StoreExpectation(weakClient.storePassword(),
                List.of(client.keyAlias(), weakService.keyAlias()), List.of(ca, service.keyAlias())));
        expected.put(tomcat.file(), new StoreExpectation(tomcat.storePassword(), List.of(tomcat.keyAlias()),
                tomcat.keyAlias(), SubjectAlternativeNames.tomcat(config)));
        // Only the TLS CA: an older set whose truststore held the WS-Security CA is regenerated.
        expected.put(config.truststoreFile(), new StoreExpectation(config.truststorePassword(),
                List.of(config.tlsCaAlias()), List.of(ca)));
        expected.put(rogue.file(), new StoreExpectation(rogue.storePassword(),
                List.of(rogue.keyAlias(), service.keyAlias(), config.rogueCaAlias())));
        return expected;
    }

    private static Optional<String> sanMismatch(Path file, KeyStore keyStore, String alias,
            SubjectAlternativeNames wanted) throws KeyStoreException {
        Certificate certificate = keyStore.getCertificate(alias);
        if (!(certificate instanceof X509Certificate x509)) {
            return Optional.of("keystore " + file + ": alias '" + alias + "' holds no X.509 certificate");
        }
        SubjectAlternativeNames actual;
        try {
            actual = SubjectAlternativeNames.of(x509);
        } catch (IllegalArgumentException e) {
            return Optional.of("keystore " + file + ": certificate '" + alias + "': " + e.getMessage());
        }
        if (!actual.equals(wanted)) {
            return Optional.of("keystore " + file + ": certificate '" + alias + "' names " + actual + " but "
                    + SubjectAlternativeNames.TOMCAT_PROPERTY + " is " + wanted);
        }
        return Optional.empty();
    }

    private static Certificate[] certificates(KeyStore keyStore, String alias) throws KeyStoreException {
        Certificate[] chain = keyStore.getCertificateChain(alias);
        if (chain != null) {
            return chain;
        }
        Certificate single = keyStore.getCertificate(alias);
        return single == null ? new Certificate[0] : new Certificate[] {single};
    }

    /** {@code sanAlias}: the entry whose certificate must name exactly {@code san}; null if none. */
    private record StoreExpectation(String password, List<String> aliases, List<String> forbiddenAliases, String sanAlias,
            SubjectAlternativeNames san) {

        StoreExpectation(String password, List<String> aliases) {
            this(password, aliases, List.of(), null, null);
        }

        StoreExpectation(String password, List<String> aliases, List<String> forbiddenAliases) {
            this(password, aliases, forbiddenAliases, null, null);
        }

        StoreExpectation(String password, List<String> aliases, String sanAlias, SubjectAlternativeNames san) {
            this(password, aliases, List.of(), sanAlias, san);
        }
    }
}
