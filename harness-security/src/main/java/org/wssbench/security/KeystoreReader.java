package org.wssbench.security;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.KeyStoreException;
import java.security.UnrecoverableKeyException;

/**
 * Opens a keystore file and turns every way that can fail into one sentence naming the file:
 * missing, unreadable, not a keystore of the expected type, or wrong password.
 */
public final class KeystoreReader {

    private KeystoreReader() {
    }

    /**
     * @throws SecurityConfigException with a message "keystore FILE: PROBLEM"
     */
    public static KeyStore open(Path file, String type, String password) {
        if (!Files.exists(file)) {
            throw problem(file, "file not found");
        }
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw problem(file, "not a readable file");
        }
        KeyStore keyStore;
        try {
            keyStore = KeyStore.getInstance(type);
        } catch (KeyStoreException e) {
            throw problem(file, "unsupported keystore type '" + type + "'");
        }
        try (InputStream in = Files.newInputStream(file)) {
            keyStore.load(in, password.toCharArray());
            return keyStore;
        } catch (IOException e) {
            // The JDK reports a bad password as an IOException caused by UnrecoverableKeyException.
            if (e.getCause() instanceof UnrecoverableKeyException) {
                throw problem(file, "wrong password (" + e.getMessage() + ")");
            }
            throw problem(file, "not a " + type + " keystore or corrupt (" + e.getMessage() + ")");
        } catch (GeneralSecurityException e) {
            throw problem(file, "cannot be loaded (" + e.getMessage() + ")");
        }
    }

    private static SecurityConfigException problem(Path file, String what) {
        return new SecurityConfigException("keystore " + file + ": " + what);
    }
}
