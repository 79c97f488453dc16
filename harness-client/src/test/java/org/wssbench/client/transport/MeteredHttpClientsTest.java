package org.wssbench.client.transport;

import org.wssbench.wire.ServerTiming;
import com.sun.net.httpserver.HttpServer;
import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.client.methods.HttpPost;
import org.apache.http.entity.ByteArrayEntity;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.util.EntityUtils;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import javax.net.ssl.SSLContext;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Byte counting and header capture against a real HTTP server on loopback. */
class MeteredHttpClientsTest {

    private static final byte[] RESPONSE = "<Envelope><Body>answer</Body></Envelope>".repeat(500).getBytes(StandardCharsets.UTF_8);

    private HttpServer server;
    private final AtomicReference<byte[]> received = new AtomicReference<>();

    @BeforeEach
    void startServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/soap", exchange -> {
            received.set(exchange.getRequestBody().readAllBytes());
            exchange.getResponseHeaders().add(ServerTiming.HEADER, "total;dur=1.5");
            exchange.sendResponseHeaders(200, 0); // 0: chunked, so framing bytes exist on the wire
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(RESPONSE);
            }
        });
        server.start();
    }

    @AfterEach
    void stopServer() {
        server.stop(0);
    }

    @Test
    void countsEnvelopeBytesWithoutHeadersOrChunkFraming() throws Exception {
        WireTap tap = new WireTap();
        tap.setCapture(true);
        byte[] request = "<Envelope><Body>question</Body></Envelope>".getBytes(StandardCharsets.UTF_8);
        try (CloseableHttpClient client = MeteredHttpClients.create(tap, SSLContext.getDefault())) {
            HttpPost post = new HttpPost("http://127.0.0.1:" + server.getAddress().getPort() + "/soap");
            post.setEntity(new ByteArrayEntity(request));
            try (CloseableHttpResponse response = client.execute(post)) {
                EntityUtils.consume(response.getEntity());
            }
        }
        assertEquals(request.length, tap.requestBytes());
        assertEquals(RESPONSE.length, tap.responseBytes());
        assertEquals("total;dur=1.5", tap.serverTiming());
        assertEquals(200, tap.httpStatus());
        assertArrayEquals(request, tap.capturedRequest());
        assertArrayEquals(RESPONSE, tap.capturedResponse());
    }
}
