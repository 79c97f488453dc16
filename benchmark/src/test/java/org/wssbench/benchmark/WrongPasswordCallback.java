package org.wssbench.benchmark;

import org.apache.wss4j.common.ext.WSPasswordCallback;

import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;

/** Test-only: answers every password request with a password nobody has. */
public class WrongPasswordCallback implements CallbackHandler {
    @Override
    public void handle(Callback[] callbacks) {
        for (Callback callback : callbacks) {
            if (callback instanceof WSPasswordCallback password) {
                password.setPassword("not-the-password-" + password.getIdentifier());
            }
        }
    }
}
