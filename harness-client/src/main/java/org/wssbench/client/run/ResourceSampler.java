package org.wssbench.client.run;

import org.wssbench.results.ResourceUsage;

import java.io.IOException;
import java.io.StringReader;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
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
        System.gc();
        double heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() / (1024.0 * 1024.0);
        long count = 0;
        long time = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            count += Math.max(0, gc.getCollectionCount());
            time += Math.max(0, gc.getCollectionTime());
        }
        Long cpu = ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() / 1_000_000 : null;
        return new Sample(heap, count, time, cpu);
    }

    public Sample server() {
        Properties values = read(statusUrl == null ? null : URI.create(statusUrl + "?gc=true"));
        return values.isEmpty() ? Sample.UNKNOWN : new Sample(number(values, "heap_used_mb"), whole(values, "gc_count"),
                whole(values, "gc_time_ms"), whole(values, "cpu_time_ms"));
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
            values.load(new StringReader(response.body()));
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

    private static Double number(Properties values, String key) {
        String text = values.getProperty(key);
        return text == null ? null : Double.valueOf(text);
    }

    private static Long whole(Properties values, String key) {
        String text = values.getProperty(key);
        return text == null ? null : Long.valueOf(text);
    }
}
