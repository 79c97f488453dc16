package org.wssbench.benchmark;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The test-only services' edits of the service's real axis2.xml (one handler out, the chain's order kept) and web.xml. */
class SecondTomcatTest {

    private static String serviceAxis2Xml() throws Exception {
        return serviceFile("WEB-INF/conf/axis2.xml");
    }

    private static String serviceFile(String path) throws Exception {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path file = dir.resolve("harness-service/src/main/webapp/" + path);
            if (Files.isRegularFile(file)) {
                return Files.readString(file, StandardCharsets.UTF_8);
            }
        }
        throw new IllegalStateException("harness-service's " + path + " not found above " + Path.of("").toAbsolutePath());
    }

    @Test
    void theServletClassIsReplacedInTheRealWebXml() throws Exception {
        String original = serviceFile("WEB-INF/web.xml");
        String edited = SecondTomcat.withServletClass("org.wssbench.service.WssBenchAxisServlet",
                "org.apache.axis2.transport.http.AxisServlet").apply(original);
        assertFalse(edited.contains("WssBenchAxisServlet"), edited);
        assertTrue(edited.contains("<servlet-class>org.apache.axis2.transport.http.AxisServlet</servlet-class>"), edited);
        assertThrows(IllegalStateException.class, () -> SecondTomcat.withServletClass("no.such.Servlet", "x.Y").apply(original));
    }

    @Test
    void aHandlerOrderedAfterTheRemovedOneTakesItsPlace() throws Exception {
        String original = serviceAxis2Xml();
        assertTrue(original.contains("after=\"SignedBodyPlacement\""), "the placement check has a successor");
        String edited = SecondTomcat.withoutHandler("SignedBodyPlacement").apply(original);
        assertFalse(edited.contains("name=\"SignedBodyPlacement\""));
        assertFalse(edited.contains("after=\"SignedBodyPlacement\""));
        assertTrue(edited.contains("<handler name=\"AlgorithmSuite\" class=\"org.wssbench.service.security.AlgorithmSuiteHandler\">\n"
                + "                <order phase=\"WssBenchInSecurityEnd\" after=\"ReplayGuard\"/>"), edited);
        String withoutFirst = SecondTomcat.withoutHandler("ReplayGuard").apply(original);
        assertFalse(withoutFirst.contains("name=\"ReplayGuard\""));
        assertTrue(withoutFirst.contains("<order phase=\"WssBenchInSecurityEnd\" phaseFirst=\"true\"/>"), "its successor comes first");
    }

    @Test
    void anAbsentHandlerIsAnError() throws Exception {
        String original = serviceAxis2Xml();
        assertThrows(IllegalStateException.class, () -> SecondTomcat.withoutHandler("NoSuchHandler").apply(original));
    }
}
