package org.wssbench.security;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The benchmark's security settings: keystore files, aliases, passwords and UsernameToken users.
 *
 * <p>Defaults come from {@code keystores/security.properties}, packaged next to this class; a
 * {@code security.properties} in the keystore directory overrides single keys, so a folder of
 * your own certificates can carry its own passwords.
 */
public final class SecurityConfig {

    /** System property naming the keystore directory. */
    public static final String KEYSTORE_DIR_PROPERTY = "wssbench.keystore.dir";
    /** Environment variable naming the keystore directory (used when the property is unset). */
    public static final String KEYSTORE_DIR_ENV = "WSSBENCH_KEYSTORE_DIR";
    /** Keystore directory used when neither the property nor the variable is set. */
    public static final Path DEFAULT_KEYSTORE_DIR = Path.of("keystores", "generated");
    /** Name of the defaults resource (next to this class) and of the optional override file. */
    public static final String FILE_NAME = "security.properties";

    private static final String USER_PREFIX = "user.";
    private static final String USER_PASSWORD_SUFFIX = ".password";

    private final Path keystoreDir;
    private final Properties properties;
    private final String origin;

    private SecurityConfig(Path keystoreDir, Properties properties, String origin) {
        this.keystoreDir = keystoreDir;
        this.properties = properties;
        this.origin = origin;
    }

    /** Loads the configuration for the keystore directory chosen by property, variable or default. */
    public static SecurityConfig load() {
        return load(resolveKeystoreDir());
    }

    /** Loads the packaged defaults plus {@code <keystoreDir>/security.properties} if present. */
    public static SecurityConfig load(Path keystoreDir) {
        Path dir = keystoreDir.toAbsolutePath().normalize();
        Properties merged = new Properties();
        String resource = "classpath:" + SecurityConfig.class.getPackageName().replace('.', '/') + "/" + FILE_NAME;
        try (InputStream in = SecurityConfig.class.getResourceAsStream(FILE_NAME)) {
            if (in == null) {
                throw new SecurityConfigException(resource + ": missing from the classpath (is harness-security built?)");
            }
            merged.load(in);
        } catch (IOException e) {
            throw new SecurityConfigException(resource + ": cannot be read: " + e.getMessage(), e);
        }
        String origin = resource;
        Path override = dir.resolve(FILE_NAME);
        if (Files.isRegularFile(override)) {
            try (Reader in = Files.newBufferedReader(override, StandardCharsets.ISO_8859_1)) {
                merged.load(in);
            } catch (IOException e) {
                throw new SecurityConfigException(override + ": cannot be read: " + e.getMessage(), e);
            }
            origin = resource + " overridden by " + override;
        }
        return new SecurityConfig(dir, merged, origin);
    }

    /** Keystore directory from system property, else environment variable, else the default. */
    public static Path resolveKeystoreDir() {
        String fromProperty = System.getProperty(KEYSTORE_DIR_PROPERTY);
        if (fromProperty != null && !fromProperty.isBlank()) {
            return Path.of(fromProperty);
        }
        String fromEnvironment = System.getenv(KEYSTORE_DIR_ENV);
        if (fromEnvironment != null && !fromEnvironment.isBlank()) {
            return Path.of(fromEnvironment);
        }
        return DEFAULT_KEYSTORE_DIR;
    }

    public Path keystoreDir() {
        return keystoreDir;
    }

    /** Where the values came from, for error messages. */
    public String origin() {
        return origin;
    }

    /** The value of {@code key}; fails naming the key and the files it was looked up in. */
    public String require(String key) {
        String value = properties.getProperty(key);
        if (value == null) {
            throw new SecurityConfigException("missing property '" + key + "' in " + origin);
        }
        return value.trim();
    }

    public Optional<String> find(String key) {
        return Optional.ofNullable(properties.getProperty(key)).map(String::trim);
    }

    public String keystoreType() {
        return require("keystore.type");
    }

    public String caAlias() {
        return require("ca.alias");
    }

    public KeystoreSettings service() {
        return keystore("service");
    }

    /** The service key of the weak-suite policy variants: never the key of {@link #service()}. */
    public KeystoreSettings weakService() {
        return keystore("weak.service");
    }

    /**
     * The client's keystore for the weak-suite variants: the client key, trusting the weak-suite
     * service certificate instead of the real one.
     */
    public KeystoreSettings weakClient() {
        KeystoreSettings client = client();
        return new KeystoreSettings(file("weak.client.keystore.file"), require("weak.client.keystore.password"),
                client.keyAlias(), client.keyPassword());
    }

    /** The CA that issues Tomcat's HTTPS certificate, the only entry of the HTTPS truststore. */
    public String tlsCaAlias() {
        return require("tls.ca.alias");
    }

    public KeystoreSettings client() {
        return keystore("client");
    }

    public KeystoreSettings rogue() {
        return keystore("rogue");
    }

    public String rogueCaAlias() {
        return require("rogue.ca.alias");
    }

    /** Tomcat's HTTPS keystore; its key password is the keystore password. */
    public KeystoreSettings tomcat() {
        String password = require("tomcat.keystore.password");
        return new KeystoreSettings(file("tomcat.keystore.file"), password, require("tomcat.key.alias"), password);
    }

    public Path truststoreFile() {
        return file("truststore.file");
    }

    public String truststorePassword() {
        return require("truststore.password");
    }

    /** The UsernameToken user the client sends. */
    public String usernameTokenUser() {
        return require("username.token.user");
    }

    /** UsernameToken password of {@code user}, empty if the user is not configured. */
    public Optional<String> userPassword(String user) {
        return find(USER_PREFIX + user + USER_PASSWORD_SUFFIX);
    }

    /** Every configured UsernameToken user with its password. */
    public Map<String, String> users() {
        Map<String, String> users = new TreeMap<>();
        for (String key : properties.stringPropertyNames()) {
            if (key.startsWith(USER_PREFIX) && key.endsWith(USER_PASSWORD_SUFFIX)
                    && key.length() > USER_PREFIX.length() + USER_PASSWORD_SUFFIX.length()) {
                String user = key.substring(USER_PREFIX.length(), key.length() - USER_PASSWORD_SUFFIX.length());
                users.put(user, require(key));
            }
        }
        return Collections.unmodifiableMap(users);
    }

    /** The private-key keystores (service, weak-suite service, client, rogue) whose key passwords callbacks supply. */
    public Map<String, KeystoreSettings> privateKeyStores() {
        Map<String, KeystoreSettings> stores = new TreeMap<>();
        for (KeystoreSettings settings : new KeystoreSettings[] {service(), weakService(), client(), rogue()}) {
            stores.put(settings.keyAlias(), settings);
        }
        return Collections.unmodifiableMap(stores);
    }

    private KeystoreSettings keystore(String role) {
        return new KeystoreSettings(
                file(role + ".keystore.file"),
                require(role + ".keystore.password"),
                require(role + ".key.alias"),
                require(role + ".key.password"));
    }

    private Path file(String key) {
        return keystoreDir.resolve(require(key)).normalize();
    }
}
