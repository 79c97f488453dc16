package org.wssbench.cxf.client;

import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.wssbench.cxf.contract.StackVersions;
import org.wssbench.stack.StackClient;
import org.wssbench.stack.StackClientFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Opens CXF clients: one CXF bus for all of them but the secure-conversation ones, which get a bus of their
 * own reading their policy's suite as Rampart's ({@link RampartDerivedKeySuite}); the buses are created and
 * used with this class's loader as the thread's context class loader (CXF and JAXB look classes up there; in
 * the driver it is another loader).
 */
public final class CxfStackClientFactory implements StackClientFactory {

    /** CXF logs through java.util.logging, which the JVM shares: its per-client INFO lines would flood a run. */
    private static final java.util.logging.Logger CXF_LOG = quiet();

    private final Bus bus = withOwnLoader(() -> BusFactory.newInstance().createBus());
    /** The bus of secure-conversation clients: reads their sp:AlgorithmSuite as Rampart's derived-key suite. */
    private Bus secureConversationBus;

    private static java.util.logging.Logger quiet() {
        java.util.logging.Logger logger = java.util.logging.Logger.getLogger("org.apache.cxf");
        logger.setLevel(java.util.logging.Level.WARNING);
        return logger;
    }

    @Override
    public StackClient open(String endpoint, Path policy, boolean streaming, Path keystoreDir, Map<String, String> overrides) {
        return withOwnLoader(() -> new CxfStackClient(busFor(policy), endpoint, policy, streaming, keystoreDir,
                overrides));
    }

    private synchronized Bus busFor(Path policy) {
        if (!isSecureConversation(policy)) {
            return bus;
        }
        if (secureConversationBus == null) {
            secureConversationBus = BusFactory.newInstance().createBus();
            RampartDerivedKeySuite.install(secureConversationBus);
        }
        return secureConversationBus;
    }

    private static boolean isSecureConversation(Path policy) {
        try {
            return policy != null && Files.readString(policy).contains("SecureConversationToken");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + policy, e);
        }
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
