package org.wssbench.cxf.contract;

import org.apache.wss4j.common.ext.WSPasswordCallback;

import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.UnsupportedCallbackException;

/**
 * Hands WSS4J the private-key passwords and UsernameToken passwords of security.properties, as the
 * Axis2 side's ConfiguredPasswordCallback does for Rampart. An unknown identifier gets no password,
 * so WSS4J fails the message.
 */
public final class StackPasswords implements CallbackHandler {

    private final StackCredentials credentials;
    private final String userOverride;
    private final String passwordOverride;

    public StackPasswords(StackCredentials credentials) {
        this(credentials, null, null);
    }

    /** Answers {@code password} for {@code user} instead of its configured one (a client that sends a wrong password). */
    public StackPasswords(StackCredentials credentials, String user, String password) {
        this.credentials = credentials;
        this.userOverride = user;
        this.passwordOverride = password;
    }

    @Override
    public void handle(Callback[] callbacks) throws UnsupportedCallbackException {
        for (Callback callback : callbacks) {
            if (!(callback instanceof WSPasswordCallback password)) {
                throw new UnsupportedCallbackException(callback);
            }
            String value = passwordOverride != null && password.getIdentifier().equals(userOverride) ? passwordOverride
                    : credentials.password(password.getIdentifier());
            if (value != null) {
                password.setPassword(value);
            }
        }
    }
}
