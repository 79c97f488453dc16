package org.wssbench.cxf.contract;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * The project's keystores and passwords (keystores/security.properties, packaged here, with the keystore
 * folder's own security.properties overriding single keys), read without the Rampart side's classes,
 * which must not share a class loader with CXF's WSS4J.
 */
public final class StackCredentials {

    /** Same switches as the Axis2 side: system property, then environment variable, then keystores/generated. */
    public static final String KEYSTORE_DIR_PROPERTY = "wssbench.keystore.dir";
    public static final String KEYSTORE_DIR_ENV = "WSSBENCH_KEYSTORE_DIR";
    private static final String FILE_NAME = "security.properties";

    private final Path keystoreDir;
    private final Properties settings;

    private StackCredentials(Path keystoreDir, Properties settings) {
        this.keystoreDir = keystoreDir;
        this.settings = settings;
    }

    public static StackCredentials load() {
        String configured = System.getProperty(KEYSTORE_DIR_PROPERTY, System.getenv(KEYSTORE_DIR_ENV));
        return load(Path.of(configured == null || configured.isBlank() ? "keystores/generated" : configured));
    }

    public static StackCredentials load(Path keystoreDir) {
        Properties settings = new Properties();
        try (InputStream in = StackCredentials.class.getResourceAsStream(FILE_NAME)) {
            if (in == null) {
                throw new IllegalStateException("cxf-contract is built without its " + FILE_NAME);
            }
            settings.load(in);
            Path override = keystoreDir.resolve(FILE_NAME);
            if (Files.isReadable(override)) {
                try (Reader reader = Files.newBufferedReader(override, StandardCharsets.UTF_8)) {
                    settings.load(reader);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(FILE_NAME + " cannot be read: " + e.getMessage(), e);
        }
        return new StackCredentials(keystoreDir, settings);
    }

    public Path keystoreDir() {
        return keystoreDir;
    }

    /** A setting of security.properties; a missing one is an error naming the key. */
    public String get(String key) {
        String value = settings.getProperty(key);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException(FILE_NAME + " (packaged, or in " + keystoreDir + "): no value for " + key);
        }
        return value.trim();
    }

    /**
     * WSS4J Merlin properties for one role's keystore ({@code service}, {@code client} or {@code rogue}): its
     * own key and the one peer certificate it trusts.
     */
    public Properties merlin(String role) {
        Properties merlin = new Properties();
        merlin.setProperty("org.apache.wss4j.crypto.provider", "org.apache.wss4j.common.crypto.Merlin");
        merlin.setProperty("org.apache.wss4j.crypto.merlin.keystore.type", get("keystore.type"));
        merlin.setProperty("org.apache.wss4j.crypto.merlin.keystore.file",
                keystoreDir.resolve(get(role + ".keystore.file")).toString());
        merlin.setProperty("org.apache.wss4j.crypto.merlin.keystore.password", get(role + ".keystore.password"));
        merlin.setProperty("org.apache.wss4j.crypto.merlin.keystore.alias", get(role + ".key.alias"));
        return merlin;
    }

    /**
     * The password for a key alias or a UsernameToken user, as WSS4J asks for it; null when the
     * identifier is neither (WSS4J then fails the message).
     */
    public String password(String identifier) {
        for (String role : new String[] {"service", "client", "rogue"}) {
            if (identifier.equals(settings.getProperty(role + ".key.alias"))) {
                return get(role + ".key.password");
            }
        }
        return settings.getProperty("user." + identifier + ".password");
    }
}
