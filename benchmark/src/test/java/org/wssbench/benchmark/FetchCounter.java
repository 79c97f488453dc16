package org.wssbench.benchmark;

import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An HTTP server on the loopback that counts every request it gets and answers each with an empty
 * entity: where a hostile message's external entity points, so that a test proves no parser
 * fetched it (a refusal that came after the fetch would still have leaked the request).
 */
final class FetchCounter implements AutoCloseable {

    private final HttpServer server;
    private final AtomicInteger requests = new AtomicInteger();

    FetchCounter() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            requests.incrementAndGet();
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        server.start();
    }

    /** Its base URL, e.g. http://127.0.0.1:41234/ : entities point below it. */
    URI base() {
        return URI.create("http://" + server.getAddress().getAddress().getHostAddress() + ":" + server.getAddress().getPort() + "/");
    }

    /** How many requests it got so far. */
    int requests() {
        return requests.get();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
