package org.wssbench.benchmark;

import org.apache.wss4j.common.ext.WSPasswordCallback;

import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;

/**
 * Test-only: the UsernameToken names a user the service does not know ("mallory"); Rampart asks
 * this handler for that user's password, which it supplies, so only the service's check can fail.
 */
public class UnknownUserCallback implements CallbackHandler {
    static final String USER = "mallory";

    @Override
    public void handle(Callback[] callbacks) {
        for (Callback callback : callbacks) {
            if (callback instanceof WSPasswordCallback password) {
                password.setPassword("mallory-password");
            }
        }
    }
}
