package org.wssbench.service;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StatusDetailsTest {

    @Test
    void loopbackCallersSeeTheDetails() {
        assertTrue(StatusServlet.showsDetails("127.0.0.1", false));
        assertTrue(StatusServlet.showsDetails("0:0:0:0:0:0:0:1", false));
    }

    @Test
    void otherCallersSeeThemOnlyWithTheFlag() {
        assertFalse(StatusServlet.showsDetails("192.0.2.10", false));
        assertFalse(StatusServlet.showsDetails("172.18.0.3", false));
        assertFalse(StatusServlet.showsDetails(null, false));
        assertTrue(StatusServlet.showsDetails("192.0.2.10", true));
    }
}
