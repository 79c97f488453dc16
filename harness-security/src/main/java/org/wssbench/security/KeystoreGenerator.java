package org.wssbench.security;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * Generates the benchmark's test PKI as PKCS12 files: a CA for the WS-Security keys (service,
 * weak-suite service, client), a separate TLS CA for Tomcat's HTTPS key (the only entry of the
 * truststore), and a "rogue" client issued by a third, untrusted CA. Names, aliases and passwords come
 * from {@link SecurityConfig}; keystores/README.md describes each file.
 *
 * <p>Idempotent: existing files are kept while they open, hold their aliases, stay valid for more
 * than {@link #RENEWAL_MARGIN} and Tomcat's certificate names the hosts configured in
 * {@value SubjectAlternativeNames#TOMCAT_PROPERTY}; otherwise the whole set is regenerated (they
 * share one CA).
 */
public final class KeystoreGenerator {

    /** Certificates are valid for about two years from generation. */
    public static final Duration VALIDITY = Duration.ofDays(730);
    /** Regenerate when any certificate expires sooner than this. */
    public static final Duration RENEWAL_MARGIN = Duration.ofDays(30);

    private static final String LOCK_FILE = ".generation.lock";

    private final SecurityConfig config;
    private final Clock clock;

    public KeystoreGenerator(SecurityConfig config) {
        this(config, Clock.systemUTC());
    }

    /** With an explicit clock, so tests can look at the files from the future. */
    public KeystoreGenerator(SecurityConfig config, Clock clock) {
        this.config = config;
        this.clock = clock;
    }

    /**
     * Usage: {@code KeystoreGenerator [keystoreDir]}; without an argument the directory comes from
     * {@link SecurityConfig#resolveKeystoreDir()}.
     */
    public static void main(String[] args) {
        SecurityConfig config = args.length > 0 ? SecurityConfig.load(Path.of(args[0])) : SecurityConfig.load();
        Optional<String> regeneratedBecause = new KeystoreGenerator(config).generateIfNeeded();
        System.out.println(regeneratedBecause
                .map(reason -> "[wss-bench] generated test keystores in " + config.keystoreDir() + " (" + reason + ")")
                .orElse("[wss-bench] test keystores in " + config.keystoreDir() + " are up to date"));
    }

    /**
     * Generates the keystores unless they are all present and valid.
     *
     * @return why they were generated, or empty if the existing ones were kept
     */
    public Optional<String> generateIfNeeded() {
        try {
            Files.createDirectories(config.keystoreDir());
            // Several module builds may start this at once: serialise the check and the writes.
            try (FileChannel channel = FileChannel.open(config.keystoreDir().resolve(LOCK_FILE),
                    StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                 FileLock ignored = channel.lock()) {
                Optional<String> reason = new KeystoreFreshnessCheck(config, RENEWAL_MARGIN)
                        .reasonToRegenerate(clock.instant());
                if (reason.isPresent()) {
                    generate();
                }
                return reason;
            }
        } catch (IOException e) {
            throw new SecurityConfigException("cannot write keystores to " + config.keystoreDir() + ": " + e, e);
        }
    }

    /** Unconditionally writes a new set of keystores, replacing each file atomically. */
    public void generate() {
        Instant now = clock.instant();
        CertificateIssuer issuer = new CertificateIssuer(now, VALIDITY);
        IssuedCredential ca = issuer.createAuthority("wss-bench test CA");
        IssuedCredential service = issuer.issueMessageCertificate(ca, "wss-bench service");
        IssuedCredential weakService = issuer.issueMessageCertificate(ca, "wss-bench weak-suite service");
        IssuedCredential client = issuer.issueMessageCertificate(ca, "wss-bench client");
        // TLS has its own CA: a WS-Security key can then never be an HTTPS server the clients trust.
        IssuedCredential tlsCa = issuer.createAuthority("wss-bench TLS CA");
        IssuedCredential tomcat = issuer.issueTlsServerCertificate(tlsCa, "localhost", SubjectAlternativeNames.tomcat(config));
        IssuedCredential rogueCa = issuer.createAuthority("wss-bench ROGUE CA (untrusted)");
        IssuedCredential rogue = issuer.issueMessageCertificate(rogueCa, "wss-bench rogue client");

        KeystoreSettings serviceStore = config.service();
        KeystoreSettings weakServiceStore = config.weakService();
        KeystoreSettings clientStore = config.client();
        KeystoreSettings tomcatStore = config.tomcat();
        KeystoreSettings rogueStore = config.rogue();

        // Each side trusts exactly the peer's certificate (Rampart's encryptionUser looks it up by
        // alias), and not the CA: with the CA as a trusted entry, WSS4J's Merlin accepted a signature
        // by any key the CA issued (keystores/README.md, "Who is trusted").
        write(serviceStore, service, new Trusted(clientStore.keyAlias(), client));
        write(clientStore, client, new Trusted(serviceStore.keyAlias(), service));
        // The weak-suite variants' pair: their own service key; the client trusts it only in weak-client.p12.
        write(weakServiceStore, weakService, new Trusted(clientStore.keyAlias(), client));
        write(config.weakClient(), client, new Trusted(weakServiceStore.keyAlias(), weakService));
        write(tomcatStore, tomcat);
        write(new KeystoreSettings(config.truststoreFile(), config.truststorePassword(), null, null),
                null, new Trusted(config.tlsCaAlias(), tlsCa));
        write(rogueStore, rogue, new Trusted(serviceStore.keyAlias(), service),
                new Trusted(config.rogueCaAlias(), rogueCa));
    }

    private void write(KeystoreSettings target, IssuedCredential keyEntry, Trusted... trustedEntries) {
        try {
            KeyStore keyStore = KeyStore.getInstance(config.keystoreType());
            keyStore.load(null, null);
            if (keyEntry != null) {
                keyStore.setKeyEntry(target.keyAlias(), keyEntry.privateKey(),
                        target.keyPassword().toCharArray(), keyEntry.chainArray());
            }
            for (Trusted trusted : trustedEntries) {
                keyStore.setCertificateEntry(trusted.alias(), trusted.credential().certificate());
            }
            Path temporary = Files.createTempFile(target.file().getParent(), target.file().getFileName().toString(), ".tmp");
            try (OutputStream out = Files.newOutputStream(temporary)) {
                keyStore.store(out, target.storePassword().toCharArray());
            }
            makeReadableByOthers(temporary);
            Files.move(temporary, target.file(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | GeneralSecurityException e) {
            throw new SecurityConfigException("keystore " + target.file() + ": cannot be written: " + e, e);
        }
    }

    /** Temp files are owner-only; a Tomcat running as another user must still read these test keystores. */
    private static void makeReadableByOthers(Path file) throws IOException {
        if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        }
    }

    private record Trusted(String alias, IssuedCredential credential) {
    }
}
