package org.wssbench.client.stack;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The class loader of another SOAP stack's client inside the driver's JVM. The driver already holds
 * Rampart's WSS4J 3 and xmlsec 3; CXF 3.6 needs WSS4J 2 and xmlsec 2, under the same class names. So
 * the stack's jars get a loader whose parent is the platform loader (JDK classes only), and only the
 * packages the two sides exchange ({@code org.wssbench.stack}, {@code org.wssbench.seismic}) come from
 * the driver's loader. Neither side can see the other's WSS4J.
 */
final class StackClassLoader extends URLClassLoader {

    /** The packages shared with the driver: the interface the stack implements and the query types it takes. */
    private static final List<String> SHARED = List.of("org.wssbench.stack.", "org.wssbench.seismic.");

    private final ClassLoader driver;

    private StackClassLoader(String name, URL[] jars, ClassLoader driver) {
        super(name, jars, ClassLoader.getPlatformClassLoader());
        this.driver = driver;
    }

    /** A loader over every jar of {@code libraryDir}; a missing or empty folder is one error saying how to build it. */
    static StackClassLoader over(String name, Path libraryDir, String buildHint) {
        if (!Files.isDirectory(libraryDir)) {
            throw new IllegalStateException(name + " client libraries not found in " + libraryDir.toAbsolutePath()
                    + ": " + buildHint);
        }
        try (Stream<Path> files = Files.list(libraryDir)) {
            URL[] jars = files.filter(f -> f.getFileName().toString().endsWith(".jar")).sorted()
                    .map(StackClassLoader::url).toArray(URL[]::new);
            if (jars.length == 0) {
                throw new IllegalStateException(name + " client libraries: no jar in " + libraryDir.toAbsolutePath()
                        + ": " + buildHint);
            }
            return new StackClassLoader(name, jars, StackClassLoader.class.getClassLoader());
        } catch (IOException e) {
            throw new UncheckedIOException(name + " client libraries in " + libraryDir + " cannot be listed: " + e, e);
        }
    }

    private static URL url(Path jar) {
        try {
            return jar.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalStateException(jar + ": " + e.getMessage(), e);
        }
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        for (String shared : SHARED) {
            if (name.startsWith(shared)) {
                return driver.loadClass(name);
            }
        }
        return super.loadClass(name, resolve);
    }
}
