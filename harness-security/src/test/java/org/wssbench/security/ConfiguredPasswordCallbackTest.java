package org.wssbench.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;

import javax.security.auth.callback.Callback;
import javax.security.auth.callback.NameCallback;
import javax.security.auth.callback.UnsupportedCallbackException;

import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.common.ext.WSPasswordCallback;
import org.junit.jupiter.api.Test;

class ConfiguredPasswordCallbackTest {

    private final SecurityConfig config = TestKeystores.shared();
    private final ConfiguredPasswordCallback callback = new ConfiguredPasswordCallback(config);

    @Test
    void suppliesPrivateKeyPasswordsForSigningAndDecryption() throws Exception {
        assertEquals(config.service().keyPassword(),
                ask(config.service().keyAlias(), WSPasswordCallback.SIGNATURE));
        assertEquals(config.client().keyPassword(),
                ask(config.client().keyAlias(), WSPasswordCallback.DECRYPT));
        assertEquals(config.rogue().keyPassword(),
                ask(config.rogue().keyAlias(), WSPasswordCallback.SIGNATURE));
    }

    @Test
    void suppliesUsernameTokenPasswordsForEveryConfiguredUser() throws Exception {
        assertEquals(config.userPassword("alice").orElseThrow(), ask("alice", WSPasswordCallback.USERNAME_TOKEN));
        assertEquals(config.userPassword("bob").orElseThrow(), ask("bob", WSPasswordCallback.USERNAME_TOKEN));
    }

    @Test
    void leavesUnknownUsersAndAliasesUnset() throws Exception {
        assertNull(ask("mallory", WSPasswordCallback.USERNAME_TOKEN));
        assertNull(ask("mallory", WSPasswordCallback.SIGNATURE));
    }

    @Test
    void doesNotHandOutKeyPasswordsToAUserNamedLikeAnAlias() throws Exception {
        assertNull(ask(config.service().keyAlias(), WSPasswordCallback.USERNAME_TOKEN));
    }

    @Test
    void acceptsTheRightPlainTextPasswordReceivedByTheService() throws Exception {
        String password = config.userPassword("alice").orElseThrow();
        WSPasswordCallback received = new WSPasswordCallback("alice", password, WSS4JConstants.PASSWORD_TEXT,
                WSPasswordCallback.USERNAME_TOKEN);

        callback.handle(new Callback[] {received});

        assertEquals(password, received.getPassword());
    }

    @Test
    void rejectsAWrongPlainTextPasswordReceivedByTheService() {
        WSPasswordCallback received = new WSPasswordCallback("alice", "guess", WSS4JConstants.PASSWORD_TEXT,
                WSPasswordCallback.USERNAME_TOKEN);

        assertThrows(IOException.class, () -> callback.handle(new Callback[] {received}));
    }

    @Test
    void rejectsAPlainTextPasswordOfAnUnknownUser() {
        WSPasswordCallback received = new WSPasswordCallback("mallory", "guess", null, WSPasswordCallback.USERNAME_TOKEN);

        assertThrows(IOException.class, () -> callback.handle(new Callback[] {received}));
    }

    @Test
    void rejectsForeignCallbacks() {
        assertThrows(UnsupportedCallbackException.class,
                () -> callback.handle(new Callback[] {new NameCallback("name?")}));
    }

    @Test
    void noArgumentConstructorReadsTheConfiguredKeystoreDirectory() throws Exception {
        String previous = System.getProperty(SecurityConfig.KEYSTORE_DIR_PROPERTY);
        System.setProperty(SecurityConfig.KEYSTORE_DIR_PROPERTY, config.keystoreDir().toString());
        try {
            ConfiguredPasswordCallback byName = ConfiguredPasswordCallback.class.getDeclaredConstructor().newInstance();
            WSPasswordCallback question = new WSPasswordCallback("alice", WSPasswordCallback.USERNAME_TOKEN);
            byName.handle(new Callback[] {question});
            assertEquals(config.userPassword("alice").orElseThrow(), question.getPassword());
        } finally {
            if (previous == null) {
                System.clearProperty(SecurityConfig.KEYSTORE_DIR_PROPERTY);
            } else {
                System.setProperty(SecurityConfig.KEYSTORE_DIR_PROPERTY, previous);
            }
        }
    }

    private String ask(String identifier, int usage) throws Exception {
        WSPasswordCallback question = new WSPasswordCallback(identifier, usage);
        callback.handle(new Callback[] {question});
        return question.getPassword();
    }
}
