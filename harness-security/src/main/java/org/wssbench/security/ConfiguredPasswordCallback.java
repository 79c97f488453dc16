package org.wssbench.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.UnsupportedCallbackException;

import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.common.ext.WSPasswordCallback;

/**
 * Supplies passwords to WSS4J/Rampart from {@link SecurityConfig}: private-key passwords by alias
 * (signing, decryption) and UsernameToken passwords by user name (the client to create a token,
 * the service to check digest tokens). Unknown identifiers are left unset, which WSS4J treats as
 * a failed authentication.
 *
 * <p>Plain-text tokens are different: Rampart 1.8's {@code RampartUsernameTokenValidator} hands
 * the received password to this callback and compares nothing itself, so this class checks it and
 * throws on a mismatch (measured: a callback that just sets the expected password accepts any
 * password).
 *
 * <p>Rampart instantiates this class by name ({@code ramp:passwordCallbackClass}), hence the public
 * no-argument constructor reading the default configuration.
 */
public class ConfiguredPasswordCallback implements CallbackHandler {

    /**
     * Rampart may create a callback per message: the configuration is read once per keystore
     * directory, so no file I/O lands inside the measured request time.
     */
    private static final Map<Path, SecurityConfig> CONFIG_BY_KEYSTORE_DIR = new ConcurrentHashMap<>();

    private final Map<String, String> keyPasswordsByAlias;
    private final Map<String, String> userPasswords;

    /** Uses the configuration of the keystore directory chosen as in {@link SecurityConfig#load()}. */
    public ConfiguredPasswordCallback() {
        this(CONFIG_BY_KEYSTORE_DIR.computeIfAbsent(
                SecurityConfig.resolveKeystoreDir().toAbsolutePath().normalize(), SecurityConfig::load));
    }

    public ConfiguredPasswordCallback(SecurityConfig config) {
        this.keyPasswordsByAlias = config.privateKeyStores().values().stream()
                .collect(Collectors.toUnmodifiableMap(KeystoreSettings::keyAlias, KeystoreSettings::keyPassword));
        this.userPasswords = config.users();
    }

    @Override
    public void handle(Callback[] callbacks) throws IOException, UnsupportedCallbackException {
        for (Callback callback : callbacks) {
            if (!(callback instanceof WSPasswordCallback passwordCallback)) {
                throw new UnsupportedCallbackException(callback, "only WSPasswordCallback is supported");
            }
            if (isReceivedPlainTextPassword(passwordCallback)) {
                verifyPlainTextPassword(passwordCallback);
                continue;
            }
            String password = passwordFor(passwordCallback);
            if (password != null) {
                passwordCallback.setPassword(password);
            }
        }
    }

    /** Service side, plain-text UsernameToken: the callback carries what the client sent. */
    private static boolean isReceivedPlainTextPassword(WSPasswordCallback callback) {
        return callback.getUsage() == WSPasswordCallback.USERNAME_TOKEN
                && callback.getPassword() != null
                // A missing Type attribute means plain text too (WSS4J reads it that way).
                && !WSS4JConstants.PASSWORD_DIGEST.equals(callback.getType());
    }

    private void verifyPlainTextPassword(WSPasswordCallback callback) throws IOException {
        String expected = callback.getIdentifier() == null ? null : userPasswords.get(callback.getIdentifier());
        // Constant-time comparison: the benchmark should not model a timing side channel.
        boolean matches = expected != null && MessageDigest.isEqual(
                expected.getBytes(StandardCharsets.UTF_8), callback.getPassword().getBytes(StandardCharsets.UTF_8));
        if (!matches) {
            throw new IOException("UsernameToken authentication failed for user '" + callback.getIdentifier() + "'");
        }
    }

    private String passwordFor(WSPasswordCallback callback) {
        String identifier = callback.getIdentifier();
        if (identifier == null) {
            return null;
        }
        // User names and key aliases live in separate namespaces: a user called "client" must not
        // receive the client's private-key password.
        return callback.getUsage() == WSPasswordCallback.USERNAME_TOKEN
                ? userPasswords.get(identifier)
                : keyPasswordsByAlias.get(identifier);
    }
}
