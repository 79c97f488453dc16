package org.wssbench.security;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** One real set of generated keystores per test JVM (RSA key generation takes about a second). */
final class TestKeystores {

    private static SecurityConfig shared;

    private TestKeystores() {
    }

    static synchronized SecurityConfig shared() {
        if (shared == null) {
            shared = freshIn(newTempDir("wssbench-keystores-"));
        }
        return shared;
    }

    /** Generates a new set into {@code dir}; for tests that break or inspect files. */
    static SecurityConfig freshIn(Path dir) {
        SecurityConfig config = SecurityConfig.load(dir);
        new KeystoreGenerator(config).generate();
        return config;
    }

    static Path newTempDir(String prefix) {
        try {
            Path dir = Files.createTempDirectory(prefix);
            dir.toFile().deleteOnExit();
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The project's policies/ folder (set by surefire; falls back to the module-relative path). */
    static Path policiesDir() {
        return Path.of(System.getProperty("wssbench.policies.dir", "../policies")).toAbsolutePath().normalize();
    }
}
