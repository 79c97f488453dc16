package org.wssbench.security;

import java.nio.file.Path;

/**
 * One PKCS12 keystore holding one private key: where it is and how to open it.
 *
 * @param file          absolute path of the keystore file
 * @param storePassword password protecting the keystore's integrity
 * @param keyAlias      alias of the private key entry
 * @param keyPassword   password protecting the private key entry
 */
public record KeystoreSettings(Path file, String storePassword, String keyAlias, String keyPassword) {

    @Override
    public String toString() {
        // Never print passwords, even test ones: this ends up in logs and run reports.
        return "KeystoreSettings[file=" + file + ", keyAlias=" + keyAlias + "]";
    }
}
