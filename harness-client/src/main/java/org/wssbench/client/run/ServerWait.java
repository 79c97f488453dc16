package org.wssbench.client.run;

import org.wssbench.client.transport.TrustedTls;
import org.wssbench.security.SecurityConfig;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * Polls the service's status page until it answers with a loaded catalogue: --wait-for-server
 * (e.g. while a container starts) and tests that start their own Tomcat.
 */
public final class ServerWait {

    private ServerWait() {
    }

    public static void untilAnswering(URI statusUrl, SecurityConfig security, int seconds, PrintStream out) {
        HttpClient http = HttpClient.newBuilder().sslContext(TrustedTls.from(security))
                .connectTimeout(Duration.ofSeconds(5)).build();
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        String last = "no answer";
        out.println("Waiting up to " + seconds + " s for " + statusUrl);
        while (System.nanoTime() < deadline) {
            try {
                HttpResponse<String> response = http.send(HttpRequest.newBuilder(statusUrl).timeout(Duration.ofSeconds(10))
                        .GET().build(), HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 200 && !response.body().contains("error=")) {
                    return;
                }
                last = "HTTP " + response.statusCode();
            } catch (IOException e) {
                last = e.toString();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            try {
                Thread.sleep(1_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        throw new IllegalArgumentException("the service did not answer at " + statusUrl + " within " + seconds + " s (" + last + ")");
    }
}
