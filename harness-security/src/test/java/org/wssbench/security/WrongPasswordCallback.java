package org.wssbench.security;

import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;

import org.apache.wss4j.common.ext.WSPasswordCallback;

/** A client that knows the user name but not the password: the service must reject it. */
public class WrongPasswordCallback implements CallbackHandler {

    @Override
    public void handle(Callback[] callbacks) {
        for (Callback callback : callbacks) {
            ((WSPasswordCallback) callback).setPassword("not-" + ((WSPasswordCallback) callback).getIdentifier() + "s-password");
        }
    }
}
