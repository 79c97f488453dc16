package org.wssbench.service;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.servlet.ServletContext;
import javax.servlet.ServletContextEvent;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A bad policy or keystore stops the web application at start-up with one message naming the
 * file and the problem (real policy loading and real keystores from the build).
 */
class WssBenchStartupListenerTest {

    private static final Path KEYSTORES = Path.of("../keystores/generated").toAbsolutePath().normalize();

    @AfterEach
    void clearProperties() {
        System.clearProperty(WssBenchStartupListener.POLICY_DIR_PROPERTY);
        System.clearProperty("wssbench.keystore.dir");
        System.clearProperty(WssBenchStartupListener.CATALOG_PROPERTY);
    }

    @Test
    void malformedPolicyNamesFileAndLine(@TempDir Path policies) throws IOException {
        Files.writeString(policies.resolve("sign-service.xml"), "<wsp:Policy xmlns:wsp=\"x\">\n  <unclosed>\n</wsp:Policy>\n");
        IllegalStateException error = startWith(policies, KEYSTORES);
        assertTrue(error.getMessage().contains("sign-service.xml"), error.getMessage());
        assertTrue(error.getMessage().contains(":3") || error.getMessage().contains("line 3"), error.getMessage());
    }

    @Test
    void missingKeystoreNamesThePath(@TempDir Path policies, @TempDir Path emptyKeystoreDir) throws IOException {
        Files.copy(Path.of("../policies/sign-service.xml"), policies.resolve("sign-service.xml"));
        IllegalStateException error = startWith(policies, emptyKeystoreDir);
        assertTrue(error.getMessage().contains(emptyKeystoreDir.resolve("service.p12").toString()), error.getMessage());
    }

    @Test
    void unknownCatalogueSpecIsNamed(@TempDir Path policies) {
        System.setProperty(WssBenchStartupListener.CATALOG_PROPERTY, "nonsense:x");
        IllegalStateException error = startWith(policies, KEYSTORES);
        assertTrue(error.getMessage().contains("nonsense"), error.getMessage());
    }

    private static IllegalStateException startWith(Path policyDir, Path keystoreDir) {
        System.setProperty(WssBenchStartupListener.POLICY_DIR_PROPERTY, policyDir.toString());
        System.setProperty("wssbench.keystore.dir", keystoreDir.toString());
        return assertThrows(IllegalStateException.class,
                () -> new WssBenchStartupListener().contextInitialized(new ServletContextEvent(minimalContext())));
    }

    /** Just enough ServletContext for the listener: no init parameters, no real paths. */
    private static ServletContext minimalContext() {
        return (ServletContext) Proxy.newProxyInstance(ServletContext.class.getClassLoader(),
                new Class<?>[] {ServletContext.class}, (proxy, method, args) -> null);
    }
}
