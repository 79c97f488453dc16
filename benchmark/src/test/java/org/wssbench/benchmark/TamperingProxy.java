package org.wssbench.benchmark;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/**
 * Test-only man in the middle: an HTTP server on the loopback that forwards every request to the
 * real service and hands back its answer, after the test's rewriters had their way with either.
 * Clients are pointed at {@link #base()} instead of the service. Every exchange is kept so that a
 * test can replay or splice an earlier message.
 */
final class TamperingProxy implements AutoCloseable {

    /** One request and the answer the client got, as bytes on the wire. */
    record Exchange(String path, byte[] request, int status, byte[] response) {
    }

    /** A service that never answers fails the test (HTTP 502 to the client) instead of hanging it. */
    private static final Duration UPSTREAM_TIMEOUT = Duration.ofSeconds(60);

    private final URI upstream;
    private final HttpServer server;
    private final HttpClient http = HttpClient.newHttpClient();
    private final List<Exchange> exchanges = Collections.synchronizedList(new ArrayList<>());
    private volatile UnaryOperator<byte[]> requestRewriter = UnaryOperator.identity();
    private volatile BinaryOperator<byte[]> responseRewriter = (request, response) -> response;
    private volatile UnaryOperator<String> pathRewriter = UnaryOperator.identity();
    private volatile UnaryOperator<String> contentTypeRewriter = UnaryOperator.identity();

    /** @param upstream the service's HTTP base URL, e.g. http://localhost:8080/wss-bench */
    TamperingProxy(URI upstream) throws IOException {
        this.upstream = upstream;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::forward);
        server.start();
    }

    /** Base URL to give clients instead of the service's, same context path. */
    URI base() {
        return URI.create("http://localhost:" + server.getAddress().getPort() + upstream.getPath());
    }

    void rewriteRequests(UnaryOperator<byte[]> rewriter) {
        requestRewriter = rewriter;
    }

    void rewriteResponses(UnaryOperator<byte[]> rewriter) {
        responseRewriter = (request, response) -> rewriter.apply(response);
    }

    /** Rewrites each response knowing the request it answers (as forwarded), e.g. to copy its signature value. */
    void rewriteResponsesOf(BinaryOperator<byte[]> rewriter) {
        responseRewriter = rewriter;
    }

    /** Sends requests to another path of the service, e.g. another scenario's endpoint. */
    void rewritePaths(UnaryOperator<String> rewriter) {
        pathRewriter = rewriter;
    }

    /** Gives each response another Content-Type header (the service's, e.g. to one that is not SOAP's). */
    void rewriteResponseContentTypes(UnaryOperator<String> rewriter) {
        contentTypeRewriter = rewriter;
    }

    /** Back to forwarding unchanged. */
    void passThrough() {
        requestRewriter = UnaryOperator.identity();
        responseRewriter = (request, response) -> response;
        pathRewriter = UnaryOperator.identity();
        contentTypeRewriter = UnaryOperator.identity();
    }

    List<Exchange> exchanges() {
        synchronized (exchanges) {
            return List.copyOf(exchanges);
        }
    }

    Exchange last() {
        List<Exchange> all = exchanges();
        if (all.isEmpty()) {
            throw new IllegalStateException("nothing went through the proxy yet");
        }
        return all.get(all.size() - 1);
    }

    private void forward(HttpExchange exchange) throws IOException {
        try {
            byte[] request;
            try (InputStream in = exchange.getRequestBody()) {
                request = requestRewriter.apply(in.readAllBytes());
            }
            String path = pathRewriter.apply(exchange.getRequestURI().getPath());
            String query = exchange.getRequestURI().getRawQuery();
            HttpRequest.Builder forwarded = HttpRequest.newBuilder(URI.create(upstream.getScheme() + "://"
                    + upstream.getAuthority() + path + (query == null ? "" : "?" + query))).timeout(UPSTREAM_TIMEOUT);
            for (String header : List.of("Content-Type", "SOAPAction")) {
                String value = exchange.getRequestHeaders().getFirst(header);
                if (value != null) {
                    forwarded.header(header, value);
                }
            }
            forwarded.method(exchange.getRequestMethod(), "GET".equals(exchange.getRequestMethod())
                    ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(request));
            HttpResponse<byte[]> answer = http.send(forwarded.build(), HttpResponse.BodyHandlers.ofByteArray());
            byte[] response = responseRewriter.apply(request, answer.body());
            exchanges.add(new Exchange(path, request, answer.statusCode(), response));
            answer.headers().firstValue("Content-Type").map(contentTypeRewriter)
                    .ifPresent(type -> exchange.getResponseHeaders().add("Content-Type", type));
            answer.headers().firstValue("Server-Timing").ifPresent(timing -> exchange.getResponseHeaders().add("Server-Timing", timing));
            exchange.sendResponseHeaders(answer.statusCode(), response.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(response);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            exchange.sendResponseHeaders(502, -1);
        } catch (IOException | RuntimeException e) {
            // a rewriter or forwarding failure must never look like an answer of the service
            exchange.sendResponseHeaders(502, -1);
        } finally {
            exchange.close();
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
