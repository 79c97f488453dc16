package org.wssbench.cxf.client;

import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.wssbench.cxf.contract.RampartDerivedKeySuite;
import org.wssbench.cxf.contract.StackVersions;
import org.wssbench.stack.StackClient;
import org.wssbench.stack.StackClientFactory;

import java.nio.file.Path;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Opens CXF clients on one CXF bus, which reads a secure conversation's own suite as Rampart's
 * ({@link RampartDerivedKeySuite}), as the CXF service does; the bus is created and used with this class's
 * loader as the thread's context class loader (CXF and JAXB look classes up there; in the driver it is
 * another loader).
 */
public final class CxfStackClientFactory implements StackClientFactory {

    /** CXF logs through java.util.logging, which the JVM shares: its per-client INFO lines would flood a run. */
    private static final java.util.logging.Logger CXF_LOG = quiet();

    private final Bus bus = withOwnLoader(() -> {
        Bus created = BusFactory.newInstance().createBus();
        RampartDerivedKeySuite.install(created);
        return created;
    });

    private static java.util.logging.Logger quiet() {
        java.util.logging.Logger logger = java.util.logging.Logger.getLogger("org.apache.cxf");
        logger.setLevel(java.util.logging.Level.WARNING);
        return logger;
    }

    @Override
    public StackClient open(String endpoint, Path policy, boolean streaming, Path keystoreDir, Map<String, String> overrides) {
        return withOwnLoader(() -> new CxfStackClient(bus, endpoint, policy, streaming, keystoreDir,
                overrides));
    }

    @Override
    public Map<String, String> versions() {
        return StackVersions.loaded();
    }

    /** Runs with this stack's class loader as the context class loader, then restores the caller's. */
    static <T> T withOwnLoader(Supplier<T> action) {
        Thread thread = Thread.currentThread();
        ClassLoader caller = thread.getContextClassLoader();
        thread.setContextClassLoader(CxfStackClientFactory.class.getClassLoader());
        try {
            return action.get();
        } finally {
            thread.setContextClassLoader(caller);
        }
    }
}
