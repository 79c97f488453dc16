package org.wssbench.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SecurityConfigTest {

    @TempDir
    Path dir;

    @Test
    void readsThePackagedDefaults() {
        SecurityConfig config = SecurityConfig.load(dir);

        assertEquals("PKCS12", config.keystoreType());
        assertEquals(dir.resolve("service.p12"), config.service().file());
        assertEquals("alice", config.usernameTokenUser());
        assertTrue(config.users().containsKey("alice"));
    }

    @Test
    void aSecurityPropertiesFileInTheKeystoreDirectoryOverridesSingleKeys() throws Exception {
        Files.writeString(dir.resolve(SecurityConfig.FILE_NAME), "client.keystore.file=mine.p12\nuser.carol.password=c\n");

        SecurityConfig config = SecurityConfig.load(dir);

        assertEquals(dir.resolve("mine.p12"), config.client().file());
        assertEquals("c", config.userPassword("carol").orElseThrow());
        assertEquals("service.p12", config.service().file().getFileName().toString());
    }

    @Test
    void aMissingKeyNamesThePropertyAndTheFiles() throws Exception {
        Files.writeString(dir.resolve(SecurityConfig.FILE_NAME), "# nothing\n");
        SecurityConfig config = SecurityConfig.load(dir);

        SecurityConfigException e = assertThrows(SecurityConfigException.class, () -> config.require("no.such.key"));

        assertTrue(e.getMessage().contains("'no.such.key'"), e.getMessage());
        assertTrue(e.getMessage().contains("org/wssbench/security/security.properties"), e.getMessage());
        assertTrue(e.getMessage().contains(dir.resolve(SecurityConfig.FILE_NAME).toString()), e.getMessage());
    }

    @Test
    void theSystemPropertyChoosesTheKeystoreDirectory() {
        String previous = System.getProperty(SecurityConfig.KEYSTORE_DIR_PROPERTY);
        System.setProperty(SecurityConfig.KEYSTORE_DIR_PROPERTY, dir.toString());
        try {
            assertEquals(dir.toAbsolutePath().normalize(), SecurityConfig.load().keystoreDir());
        } finally {
            if (previous == null) {
                System.clearProperty(SecurityConfig.KEYSTORE_DIR_PROPERTY);
            } else {
                System.setProperty(SecurityConfig.KEYSTORE_DIR_PROPERTY, previous);
            }
        }
    }
}
