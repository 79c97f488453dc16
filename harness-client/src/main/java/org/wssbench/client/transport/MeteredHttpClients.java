package org.wssbench.client.transport;

import org.apache.http.Header;
import org.wssbench.wire.ServerTiming;
import org.apache.http.HttpHost;
import org.apache.http.protocol.HttpContext;
import org.apache.http.HttpEntity;
import org.apache.http.HttpEntityEnclosingRequest;
import org.apache.http.HttpRequestInterceptor;
import org.apache.http.HttpResponseInterceptor;
import org.apache.http.config.Registry;
import org.apache.http.config.RegistryBuilder;
import org.apache.http.conn.socket.ConnectionSocketFactory;
import org.apache.http.conn.socket.PlainConnectionSocketFactory;
import org.apache.http.conn.ssl.SSLConnectionSocketFactory;
import org.apache.http.entity.HttpEntityWrapper;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.apache.http.impl.conn.PoolingHttpClientConnectionManager;

import javax.net.ssl.SSLContext;
import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;

/**
 * Builds the HttpClient that Axis2 uses for one scenario client (handed over through
 * HTTPConstants.CACHED_HTTP_CLIENT): one kept-alive connection, no retries (a failed request
 * must be recorded, not hidden), TLS trusting the harness CA, and interceptors that measure the
 * envelope bytes on the wire into a {@link WireTap}.
 */
public final class MeteredHttpClients {

    private MeteredHttpClients() {
    }

    public static CloseableHttpClient create(WireTap tap, SSLContext tls) {
        Registry<ConnectionSocketFactory> sockets = RegistryBuilder.<ConnectionSocketFactory>create()
                .register("http", new CountingSocketFactory(PlainConnectionSocketFactory.getSocketFactory(), tap))
                .register("https", new CountingSocketFactory(new SSLConnectionSocketFactory(tls), tap))
                .build();
        PoolingHttpClientConnectionManager connections = new PoolingHttpClientConnectionManager(sockets);
        connections.setMaxTotal(2);
        connections.setDefaultMaxPerRoute(2);
        connections.setValidateAfterInactivity(2_000);
        return HttpClients.custom()
                .setConnectionManager(connections)
                .disableAutomaticRetries()
                .disableContentCompression()
                .disableCookieManagement()
                .addInterceptorLast(meterRequest(tap))
                .addInterceptorFirst(meterResponse(tap))
                .build();
    }

    private static HttpRequestInterceptor meterRequest(WireTap tap) {
        return (request, context) -> {
            if (request instanceof HttpEntityEnclosingRequest enclosing && enclosing.getEntity() != null) {
                enclosing.setEntity(new CountingRequestEntity(enclosing.getEntity(), tap));
            }
        };
    }

    private static HttpResponseInterceptor meterResponse(WireTap tap) {
        return (response, context) -> {
            Header timing = response.getFirstHeader(ServerTiming.HEADER);
            tap.recordResponseHead(response.getStatusLine().getStatusCode(), timing == null ? null : timing.getValue());
            HttpEntity entity = response.getEntity();
            if (entity != null) {
                response.setEntity(new CountingResponseEntity(entity, tap));
            }
        };
    }

    /**
     * Counts the connections a call opens, so a reconnect inside a timed call (an expired
     * keep-alive: TCP and, for https, a full TLS handshake) is visible in requests.csv.
     * connectSocket is where HttpClient connects and, for TLS, completes the handshake.
     */
    private static final class CountingSocketFactory implements ConnectionSocketFactory {
        private final ConnectionSocketFactory delegate;
        private final WireTap tap;

        CountingSocketFactory(ConnectionSocketFactory delegate, WireTap tap) {
            this.delegate = delegate;
            this.tap = tap;
        }

        @Override
        public Socket createSocket(HttpContext context) throws IOException {
            return delegate.createSocket(context);
        }

        @Override
        public Socket connectSocket(int connectTimeout, Socket socket, HttpHost host, InetSocketAddress remoteAddress,
                                    InetSocketAddress localAddress, HttpContext context) throws IOException {
            tap.recordConnectionOpened();
            return delegate.connectSocket(connectTimeout, socket, host, remoteAddress, localAddress, context);
        }
    }

    /** Counts bytes as the entity is written, i.e. after Axis2 serialised the envelope. */
    private static final class CountingRequestEntity extends HttpEntityWrapper {
        private final WireTap tap;

        CountingRequestEntity(HttpEntity entity, WireTap tap) {
            super(entity);
            this.tap = tap;
        }

        @Override
        public void writeTo(OutputStream out) throws IOException {
            ByteArrayOutputStream copy = tap.capturing() ? new ByteArrayOutputStream() : null;
            long[] count = new long[1];
            OutputStream counting = new FilterOutputStream(out) {
                @Override
                public void write(int b) throws IOException {
                    out.write(b);
                    count[0]++;
                    if (copy != null) {
                        copy.write(b);
                    }
                }

                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    out.write(b, off, len);
                    count[0] += len;
                    if (copy != null) {
                        copy.write(b, off, len);
                    }
                }
            };
            super.writeTo(counting);
            counting.flush();
            tap.recordRequest(count[0], copy == null ? null : copy.toByteArray());
        }
    }

    /** Counts bytes as the client reads the body (de-chunked by HttpClient already). */
    private static final class CountingResponseEntity extends HttpEntityWrapper {
        private final WireTap tap;
        private CountingInputStream stream;

        CountingResponseEntity(HttpEntity entity, WireTap tap) {
            super(entity);
            this.tap = tap;
        }

        @Override
        public InputStream getContent() throws IOException {
            if (stream == null) {
                stream = new CountingInputStream(super.getContent(), tap.capturing());
                tap.recordResponseStream(stream);
            }
            return stream;
        }
    }
}
