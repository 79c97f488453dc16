package org.wssbench.client.scenario;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.wssbench.results.RequestStatus;
import org.wssbench.seismic.query.QueryRange;

import javax.net.ssl.SSLContext;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A misbehaving service (HTTP 500 page, SOAP fault, garbage XML) is recorded as a fault and the
 * same client carries on; a server that is gone is an error. Real HTTP on loopback.
 */
class ScenarioClientFaultsTest {

    private static final String GOOD = "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body>"
            + "<t:matchQuakesResponse xmlns:t=\"http://wssbench.org/seismic/types\" count=\"0\"/></soapenv:Body></soapenv:Envelope>";
    private static final String FAULT = "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body>"
            + "<soapenv:Fault><faultcode>soapenv:Server</faultcode><faultstring>broken on purpose</faultstring></soapenv:Fault>"
            + "</soapenv:Body></soapenv:Envelope>";

    private record Answer(int status, String contentType, String body) {
    }

    private static final List<Answer> ANSWERS = List.of(
            new Answer(500, "text/html", "<html><body>Internal Server Error</body></html>"),
            new Answer(200, "text/xml", GOOD),
            new Answer(500, "text/xml", FAULT),
            new Answer(200, "text/xml", "<soapenv:Envelope this is not XML"),
            new Answer(200, "text/xml", GOOD));

    private HttpServer server;
    private final AtomicInteger calls = new AtomicInteger();

    @BeforeEach
    void startServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/wss-bench/services/plain", exchange -> {
            exchange.getRequestBody().readAllBytes();
            Answer answer = ANSWERS.get(calls.getAndIncrement() % ANSWERS.size());
            byte[] body = answer.body().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", answer.contentType() + "; charset=UTF-8");
            exchange.sendResponseHeaders(answer.status(), body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    @AfterEach
    void stopServer() {
        server.stop(0);
    }

    @Test
    void faultsAreRecordedAndTheClientCarriesOn() throws Exception {
        Endpoints endpoints = new Endpoints(URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/wss-bench"), null);
        ScenarioDefinition plain = new ScenarioDefinition("plain", "http", "plain", null, List.of());
        try (ScenarioClient client = new ScenarioClient(plain, endpoints, (org.apache.neethi.Policy) null, SSLContext.getDefault())) {
            List<RequestStatus> expected = List.of(RequestStatus.FAULT, RequestStatus.OK, RequestStatus.FAULT,
                    RequestStatus.FAULT, RequestStatus.OK);
            for (RequestStatus status : expected) {
                CallResult result = client.call(QueryRequests.toRequest(QueryRange.UNBOUNDED.withLatitude(-10.0, 10.0)));
                assertEquals(status, result.status(), "call " + calls.get() + ": " + result.error());
                if (status == RequestStatus.FAULT) {
                    assertTrue(!result.error().isBlank(), "a fault carries its message");
                }
            }
        }
    }

    @Test
    void aServerThatIsGoneIsAnError() throws Exception {
        int port = server.getAddress().getPort();
        server.stop(0);
        Endpoints endpoints = new Endpoints(URI.create("http://127.0.0.1:" + port + "/wss-bench"), null);
        ScenarioDefinition plain = new ScenarioDefinition("plain", "http", "plain", null, List.of());
        try (ScenarioClient client = new ScenarioClient(plain, endpoints, (org.apache.neethi.Policy) null, SSLContext.getDefault())) {
            CallResult result = client.call(QueryRequests.toRequest(QueryRange.UNBOUNDED));
            assertEquals(RequestStatus.ERROR, result.status());
            assertTrue(result.error().contains("refused") || result.error().contains("Connect"), result.error());
        }
    }
}
