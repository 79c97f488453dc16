package org.wssbench.security;

import java.util.Map;
import java.util.stream.Collectors;

import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.UnsupportedCallbackException;

import org.apache.wss4j.common.ext.WSPasswordCallback;

/**
 * Supplies passwords to WSS4J/Rampart from {@link SecurityConfig}: private-key passwords by alias
 * (signing, decryption) and UsernameToken passwords by user name (the client to create a token,
 * the service to check plain-text and digest tokens). Unknown identifiers are left unset, which
 * WSS4J treats as a failed authentication.
 *
 * <p>Rampart instantiates this class by name ({@code ramp:passwordCallbackClass}), hence the public
 * no-argument constructor reading the default configuration.
 */
public class ConfiguredPasswordCallback implements CallbackHandler {

    private final Map<String, String> keyPasswordsByAlias;
    private final Map<String, String> userPasswords;

    /** Reads the configuration of the keystore directory chosen by {@link SecurityConfig#load()}. */
    public ConfiguredPasswordCallback() {
        this(SecurityConfig.load());
    }

    public ConfiguredPasswordCallback(SecurityConfig config) {
        this.keyPasswordsByAlias = config.privateKeyStores().values().stream()
                .collect(Collectors.toUnmodifiableMap(KeystoreSettings::keyAlias, KeystoreSettings::keyPassword));
        this.userPasswords = config.users();
    }

    @Override
    public void handle(Callback[] callbacks) throws UnsupportedCallbackException {
        for (Callback callback : callbacks) {
            if (!(callback instanceof WSPasswordCallback passwordCallback)) {
                throw new UnsupportedCallbackException(callback, "only WSPasswordCallback is supported");
            }
            String password = passwordFor(passwordCallback);
            if (password != null) {
                passwordCallback.setPassword(password);
            }
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
