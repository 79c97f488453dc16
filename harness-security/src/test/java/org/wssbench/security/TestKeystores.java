package org.wssbench.security;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

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

    /** Generates a new set into {@code dir}. */
    private static SecurityConfig freshIn(Path dir) {
        SecurityConfig config = SecurityConfig.load(dir);
        new KeystoreGenerator(config).generate();
        return config;
    }

    /**
     * Copies the {@link #shared()} set into {@code dir}, for tests that change, delete or regenerate
     * files: the same generator output as {@link #freshIn}, without a second round of RSA key generation.
     */
    static SecurityConfig copyOfSharedIn(Path dir) {
        try (Stream<Path> files = Files.list(shared().keystoreDir())) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Files.copy(file, dir.resolve(file.getFileName()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return SecurityConfig.load(dir);
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
