package org.wssbench.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wssbench.benchmark.EnforcementIT.SERVICE;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.TrustManagerFactory;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.wssbench.client.scenario.Endpoints;
import org.wssbench.security.CertificateIssuer;
import org.wssbench.security.IssuedCredential;
import org.wssbench.security.KeystoreSettings;
import org.wssbench.security.SubjectAlternativeNames;

/**
 * The TLS server identity HTTPS clients trust is Tomcat's key and nothing else: a WS-Security key
 * (service, weak-suite service, client) presented as an HTTPS server on localhost is refused by the
 * client's TLS context before any HTTP byte is sent. Two defences hold it: the HTTPS truststore
 * holds only the TLS CA, and WS-Security certificates carry clientAuth only and no host names.
 */
class TlsIdentityIT {

    /** What SunJSSE's PKIX trust manager says when no trusted certificate vouches for the server. */
    static final String NO_TRUSTED_PATH = "unable to find valid certification path to requested target";
    /** What SunJSSE says when the server certificate's extended key usage excludes serverAuth. */
    static final String NOT_FOR_SERVERS = "Extended key usage does not permit use for TLS server authentication";

    static Stream<Arguments> messageKeys() {
        return Stream.of(Arguments.of("service", SERVICE.security.service()),
                Arguments.of("weak-service", SERVICE.security.weakService()),
                Arguments.of("client", SERVICE.security.client()));
    }

    @ParameterizedTest(name = "attack=tls-impersonation scenario=ssl direction=response expect=rejected -- {0} key as HTTPS server")
    @MethodSource("messageKeys")
    void messageKeyCannotPoseAsTheHttpsServer(String role, KeystoreSettings key) throws Exception {
        HandshakeFailure failure = handshakeWith(SERVICE.tls, serverContext(key));
        assertTrue(failure.message().contains(NO_TRUSTED_PATH), role + ": " + failure.message());
        assertEquals(0, failure.requestsRead(), role + ": no HTTP request reached the impostor");
    }

    @ParameterizedTest(name = "attack=tls-impersonation scenario=ssl direction=response expect=rejected -- {0} key, client trusting the WS-Security CA too")
    @MethodSource("messageKeys")
    void messageCertificateIsNotForServersEvenWhenItsCaIsTrusted(String role, KeystoreSettings key) throws Exception {
        KeyStore trust = KeyStore.getInstance(SERVICE.security.keystoreType());
        trust.load(null, null);
        Certificate[] chain = open(key).getCertificateChain(key.keyAlias());
        trust.setCertificateEntry("message-ca", chain[chain.length - 1]);
        HandshakeFailure failure = handshakeWith(clientContext(trust), serverContext(key));
        assertTrue(failure.message().contains(NOT_FOR_SERVERS), role + ": " + failure.message());
        assertEquals(0, failure.requestsRead(), role + ": no HTTP request reached the impostor");
    }

    /** Positive control: the same client TLS context does trust Tomcat's key, on Tomcat itself. */
    @Test
    @DisplayName("attack=tls-impersonation scenario=ssl direction=response expect=control -- Tomcat's TLS key is trusted")
    void tomcatsTlsKeyIsTrusted() throws Exception {
        HttpResponse<String> response = HttpClient.newBuilder().sslContext(SERVICE.tls).connectTimeout(Duration.ofSeconds(10)).build()
                .send(HttpRequest.newBuilder(new Endpoints(null, SERVICE.endpoints.https()).statusUrl()).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode());
    }

    /**
     * Positive control: where nothing defends (a key certified for serverAuth and localhost by a CA
     * the client trusts, as the WS-Security keys once were) the impersonation succeeds.
     */
    @Test
    @DisplayName("attack=tls-impersonation scenario=ssl direction=response expect=control -- serverAuth key from a trusted CA is accepted")
    void aServerCertificateFromATrustedCaIsAccepted() throws Exception {
        CertificateIssuer issuer = new CertificateIssuer(Instant.now(), Duration.ofDays(2));
        IssuedCredential ca = issuer.createAuthority("control CA");
        IssuedCredential server = issuer.issueTlsServerCertificate(ca, "localhost", SubjectAlternativeNames.parse("dns:localhost"));
        KeyStore trust = KeyStore.getInstance("PKCS12");
        trust.load(null, null);
        trust.setCertificateEntry("ca", ca.certificate());
        KeyStore keys = KeyStore.getInstance("PKCS12");
        keys.load(null, null);
        keys.setKeyEntry("server", server.privateKey(), "pw".toCharArray(), server.chainArray());
        try (ImpostorServer impostor = new ImpostorServer(serverContext(keys, "pw"))) {
            HttpResponse<String> response = client(clientContext(trust)).send(
                    HttpRequest.newBuilder(impostor.uri()).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, response.statusCode());
            assertEquals(1, impostor.requestsRead.get());
        }
    }

    record HandshakeFailure(String message, int requestsRead) {
    }

    private static HandshakeFailure handshakeWith(SSLContext client, SSLContext server) throws Exception {
        try (ImpostorServer impostor = new ImpostorServer(server)) {
            IOException e = assertThrows(IOException.class, () -> client(client).send(
                    HttpRequest.newBuilder(impostor.uri()).build(), HttpResponse.BodyHandlers.ofString()));
            Throwable cause = e;
            while (!(cause instanceof SSLHandshakeException) && cause.getCause() != null) {
                cause = cause.getCause();
            }
            assertInstanceOf(SSLHandshakeException.class, cause, "a TLS handshake failure: " + e);
            StringBuilder messages = new StringBuilder();
            for (Throwable t = cause; t != null; t = t.getCause()) {
                messages.append(t.getMessage()).append(" / ");
            }
            return new HandshakeFailure(messages.toString(), impostor.requestsRead.get());
        }
    }

    private static HttpClient client(SSLContext context) {
        return HttpClient.newBuilder().sslContext(context).connectTimeout(Duration.ofSeconds(10)).build();
    }

    private static KeyStore open(KeystoreSettings key) throws GeneralSecurityException, IOException {
        KeyStore store = KeyStore.getInstance(SERVICE.security.keystoreType());
        try (InputStream in = Files.newInputStream(key.file())) {
            store.load(in, key.storePassword().toCharArray());
        }
        return store;
    }

    /** A server context presenting only {@code key}'s private key and chain. */
    private static SSLContext serverContext(KeystoreSettings key) throws Exception {
        KeyStore store = open(key);
        KeyStore only = KeyStore.getInstance("PKCS12");
        only.load(null, null);
        Key privateKey = store.getKey(key.keyAlias(), key.keyPassword().toCharArray());
        only.setKeyEntry("server", privateKey, "pw".toCharArray(), store.getCertificateChain(key.keyAlias()));
        return serverContext(only, "pw");
    }

    private static SSLContext serverContext(KeyStore keys, String password) throws Exception {
        KeyManagerFactory factory = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        factory.init(keys, password.toCharArray());
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(factory.getKeyManagers(), null, null);
        return context;
    }

    private static SSLContext clientContext(KeyStore trust) throws Exception {
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(trust);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, factory.getTrustManagers(), null);
        return context;
    }

    /** One-connection HTTPS server on the loopback that answers 200 to whatever request it reads. */
    private static final class ImpostorServer implements AutoCloseable {

        final AtomicInteger requestsRead = new AtomicInteger();
        private final SSLServerSocket socket;
        private final Thread thread;

        ImpostorServer(SSLContext context) throws IOException {
            socket = (SSLServerSocket) context.getServerSocketFactory().createServerSocket(0, 1, InetAddress.getLoopbackAddress());
            thread = new Thread(this::serve, "tls-impostor");
            thread.setDaemon(true);
            thread.start();
        }

        URI uri() {
            return URI.create("https://localhost:" + socket.getLocalPort() + "/status");
        }

        private void serve() {
            while (!socket.isClosed()) {
                try (var connection = socket.accept()) {
                    connection.setSoTimeout(10_000);
                    InputStream in = connection.getInputStream();
                    byte[] buffer = new byte[4096];
                    int read = in.read(buffer); // completes the handshake first
                    if (read > 0) {
                        requestsRead.incrementAndGet();
                        connection.getOutputStream().write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok"
                                .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                        connection.getOutputStream().flush();
                    }
                } catch (IOException e) {
                    // a refused handshake ends the connection here; the client reports why
                }
            }
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
