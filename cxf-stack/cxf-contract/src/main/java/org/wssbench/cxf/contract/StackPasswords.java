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

    public StackPasswords(StackCredentials credentials) {
        this.credentials = credentials;
    }

    @Override
    public void handle(Callback[] callbacks) throws UnsupportedCallbackException {
        for (Callback callback : callbacks) {
            if (!(callback instanceof WSPasswordCallback password)) {
                throw new UnsupportedCallbackException(callback);
            }
            String value = credentials.password(password.getIdentifier());
            if (value != null) {
                password.setPassword(value);
            }
        }
    }
}
