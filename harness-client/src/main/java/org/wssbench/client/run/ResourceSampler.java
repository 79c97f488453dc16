package org.wssbench.client.run;

import org.wssbench.results.ResourceUsage;
import org.wssbench.wire.JvmCounters;
import org.wssbench.wire.StatusPage;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Properties;

/**
 * Resource use of the client JVM (MXBeans) and of the server JVM (the service's /status page),
 * sampled before and after each scenario and sequence. A GC runs before each sample so the heap
 * figure is the live heap, not garbage waiting for collection.
 */
public final class ResourceSampler {

    /** One reading; null fields where unknown. */
    public record Sample(Double heapMb, Long gcCount, Long gcTimeMs, Long cpuTimeMs) {
        static final Sample UNKNOWN = new Sample(null, null, null, null);

        /** Use between {@code this} (before) and {@code after}: heap after, the rest as differences. */
        ResourceUsage until(Sample after) {
            return new ResourceUsage(after.heapMb, minus(after.gcCount, gcCount),
                    minus(after.gcTimeMs, gcTimeMs), minus(after.cpuTimeMs, cpuTimeMs));
        }

        private static Long minus(Long a, Long b) {
            return a == null || b == null ? null : a - b;
        }

        static Sample of(JvmCounters counters) {
            return new Sample(counters.heapUsedMb(), counters.gcCount(), counters.gcTimeMs(), counters.cpuTimeMs());
        }
    }

    private final URI statusUrl;
    private final HttpClient http;
    private String lastServerError;

    /** @param statusUrl the service's status URL, or null to sample the client only */
    public ResourceSampler(URI statusUrl, javax.net.ssl.SSLContext tls) {
        this.statusUrl = statusUrl;
        this.http = HttpClient.newBuilder().sslContext(tls).connectTimeout(Duration.ofSeconds(10)).build();
    }

    public Sample client() {
        return Sample.of(JvmCounters.sample(true));
    }

    public Sample server() {
        Properties values = read(statusUrl == null ? null
                : URI.create(statusUrl + "?" + StatusPage.GC_PARAMETER + "=true"));
        return values.isEmpty() ? Sample.UNKNOWN : Sample.of(JvmCounters.from(values));
    }

    /** Everything the status page says (catalogue identity, server and JDK versions...); empty if unavailable. */
    public Properties serverStatus() {
        return read(statusUrl);
    }

    private Properties read(URI url) {
        Properties values = new Properties();
        if (url == null) {
            return values;
        }
        try {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(url).timeout(Duration.ofSeconds(30)).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                lastServerError = url + " answered HTTP " + response.statusCode();
                return values;
            }
            values.putAll(StatusPage.parse(response.body()));
        } catch (IOException e) {
            lastServerError = url + ": " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return values;
    }

    /** The last reason a server sample was unavailable, for run.json; null if none. */
    public String lastServerError() {
        return lastServerError;
    }
}
