package org.wssbench.client.stack;

import org.wssbench.stack.StackClientFactory;

import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The CXF client stack of this JVM, loaded once on first use from the jars of the cxf-client module
 * ({@link StackClassLoader}). Where those jars are: system property {@value #LIBRARY_PROPERTY}, else
 * environment variable {@value #LIBRARY_ENV}, else {@code cxf-stack/cxf-client/target/cxf-lib} under the
 * working directory (the project root, where the build and the README run the driver).
 */
public final class StackClients {

    public static final String LIBRARY_PROPERTY = "wssbench.cxf.lib";
    public static final String LIBRARY_ENV = "WSSBENCH_CXF_LIB";
    static final Path DEFAULT_LIBRARY = Path.of("cxf-stack", "cxf-client", "target", "cxf-lib");

    private static volatile StackClientFactory cxf;

    private StackClients() {
    }

    /** The factory of the CXF stack's clients (both processing models). */
    public static StackClientFactory cxf() {
        StackClientFactory factory = cxf;
        if (factory == null) {
            synchronized (StackClients.class) {
                if (cxf == null) {
                    cxf = load();
                }
                factory = cxf;
            }
        }
        return factory;
    }

    /** The CXF stack's library versions as loaded; empty if its libraries are not built. */
    public static Map<String, String> cxfVersionsIfPresent() {
        if (!java.nio.file.Files.isDirectory(libraryDir())) {
            return Map.of();
        }
        return cxf().versions();
    }

    static Path libraryDir() {
        String configured = System.getProperty(LIBRARY_PROPERTY, System.getenv(LIBRARY_ENV));
        return configured == null || configured.isBlank() ? DEFAULT_LIBRARY : Path.of(configured);
    }

    private static StackClientFactory load() {
        Path dir = libraryDir();
        StackClassLoader loader = StackClassLoader.over("cxf", dir, "build them with"
                + " 'mvn -pl cxf-stack/cxf-client -am package', or point -D" + LIBRARY_PROPERTY + " at them");
        Iterator<StackClientFactory> found = ServiceLoader.load(StackClientFactory.class, loader).iterator();
        if (!found.hasNext()) {
            throw new IllegalStateException("cxf client libraries in " + dir.toAbsolutePath()
                    + " hold no " + StackClientFactory.class.getName() + " (META-INF/services)");
        }
        return found.next();
    }
}
