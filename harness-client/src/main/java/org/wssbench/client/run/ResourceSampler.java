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
 * Resource use of the client JVM (MXBeans) and of the server JVM (the service's /status page).
 *
 * <p>Counter samples ({@link #client()}, {@link #server()}: GC count and time, process CPU time)
 * force no GC, so they can be taken around every measured pass. The heap "after GC" needs a
 * forced full GC ({@link #clientHeapAfterGc()}, {@link #serverHeapAfterGc()}); what that GC costs
 * is read around it and subtracted from every later counter sample, so the sampler's own GCs never
 * show up in a scenario's GC count, GC time or CPU time.
 */
public final class ResourceSampler {

    /** One reading; null fields where unknown. Counters are net of the GCs this sampler forced. */
    public record Sample(Double heapMb, Long gcCount, Long gcTimeMs, Long cpuTimeMs) {
        static final Sample UNKNOWN = new Sample(null, null, null, null);
        static final Sample ZERO = new Sample(null, 0L, 0L, 0L);

        static Sample of(JvmCounters counters) {
            return new Sample(counters.heapUsedMb(), counters.gcCount(), counters.gcTimeMs(), counters.cpuTimeMs());
        }

        Sample withoutHeap() {
            return new Sample(null, gcCount, gcTimeMs, cpuTimeMs);
        }

        /** Use between {@code this} (before) and {@code after}: heap after, the rest as differences. */
        ResourceUsage until(Sample after) {
            return new ResourceUsage(after.heapMb, minus(after.gcCount, gcCount),
                    minus(after.gcTimeMs, gcTimeMs), minus(after.cpuTimeMs, cpuTimeMs));
        }

        Sample minusCounters(Sample forced) {
            return new Sample(heapMb, minus(gcCount, forced.gcCount), minus(gcTimeMs, forced.gcTimeMs),
                    minus(cpuTimeMs, forced.cpuTimeMs));
        }

        Sample plusCounters(Sample more) {
            return new Sample(heapMb, plus(gcCount, more.gcCount), plus(gcTimeMs, more.gcTimeMs),
                    plus(cpuTimeMs, more.cpuTimeMs));
        }

        private static Long minus(Long a, Long b) {
            return a == null || b == null ? null : a - b;
        }

        private static Long plus(Long a, Long b) {
            return a == null || b == null ? null : a + b;
        }
    }

    private final URI statusUrl;
    private final HttpClient http;
    private Sample forcedOnClient = Sample.ZERO;
    private Sample forcedOnServer = Sample.ZERO;
    private String lastServerError;

    /** @param statusUrl the service's status URL, or null to sample the client only */
    public ResourceSampler(URI statusUrl, javax.net.ssl.SSLContext tls) {
        this.statusUrl = statusUrl;
        HttpClient.Builder builder = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10));
        this.http = (tls == null ? builder : builder.sslContext(tls)).build();
    }

    /** A sampler of the client JVM only (tests, or --no-server-status). */
    public static ResourceSampler clientOnly() {
        return new ResourceSampler(null, null);
    }

    /** GC and CPU counters of this JVM, without forcing a GC. */
    public synchronized Sample client() {
        return rawClient().minusCounters(forcedOnClient);
    }

    /** GC and CPU counters of the server JVM, without forcing a GC; UNKNOWN without a status page. */
    public synchronized Sample server() {
        return rawServer(false).minusCounters(forcedOnServer);
    }

    /** This JVM's heap after a forced full GC, in MB; the GC is kept out of later counter samples. */
    public synchronized double clientHeapAfterGc() {
        Sample before = rawClient();
        System.gc();
        Sample after = rawClient();
        forcedOnClient = forcedOnClient.plusCounters(difference(before, after));
        return JvmCounters.sample(false).heapUsedMb();
    }

    /** The server's heap after a forced full GC in MB (null if unknown); the GC is kept out of later samples. */
    public synchronized Double serverHeapAfterGc() {
        Sample before = rawServer(false);
        Sample after = rawServer(true);
        if (before.gcCount() != null && after.gcCount() != null) {
            forcedOnServer = forcedOnServer.plusCounters(difference(before, after));
        }
        return after.heapMb();
    }

    private static Sample difference(Sample before, Sample after) {
        ResourceUsage d = before.until(after);
        return new Sample(null, d.gcCount(), d.gcTimeMs(), d.cpuTimeMs());
    }

    private static Sample rawClient() {
        return Sample.of(JvmCounters.sample(false)).withoutHeap();
    }

    private Sample rawServer(boolean gc) {
        Properties values = read(statusUrl == null ? null
                : URI.create(statusUrl + (gc ? "?" + StatusPage.GC_PARAMETER + "=true" : "")));
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
                String reason = response.body().strip().lines().findFirst().orElse("");
                lastServerError = url + " answered HTTP " + response.statusCode() + (reason.isEmpty() ? "" : ": " + reason);
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
