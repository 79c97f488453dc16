package org.wssbench.client.run;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Against a real HTTP server that serves a status page as the service does. */
class ServerHealthCheckTest {

    private HttpServer server;
    private volatile String page = "catalogue=x\n";

    private ServerHealthCheck check() throws Exception {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/wss-bench/status", exchange -> {
            byte[] body = page.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        URI status = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/wss-bench/status");
        return new ServerHealthCheck(new ResourceSampler(status, javax.net.ssl.SSLContext.getDefault()));
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    @Test
    void aHealthyServiceLetsTheRunGoOn() throws Exception {
        ServerHealthCheck check = check();
        assertDoesNotThrow(() -> check.afterFailure("sign"));
    }

    @Test
    void aCorruptedServiceStopsTheRunNamingTheScenario() throws Exception {
        ServerHealthCheck check = check();
        page = "catalogue=x\ncorrupted=secureconversation\n"
                + "corrupted.secureconversation=10 consecutive requests failed with internal errors, last: NullPointerException\n";
        ServerHealthCheck.ServiceCorruptedException stop =
                assertThrows(ServerHealthCheck.ServiceCorruptedException.class, () -> check.afterFailure("secureconversation"));
        assertTrue(stop.getMessage().contains("scenario secureconversation failed"), stop.getMessage());
        assertTrue(stop.getMessage().contains("NullPointerException"), stop.getMessage());
    }
}
