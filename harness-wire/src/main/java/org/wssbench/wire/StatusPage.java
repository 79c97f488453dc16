package org.wssbench.wire;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The service's status page ({@code /status}): plain {@code key=value} lines, sorted by key,
 * readable as a {@link Properties} file. The service renders it with {@link #render}; the driver
 * and the tests read it with {@link #parse} and the typed accessors ({@link JvmCounters#from}).
 * Not a SOAP operation on purpose: it must not be measured as part of any scenario.
 */
public final class StatusPage {

    /** Path of the page below the web application's root. */
    public static final String PATH = "/status";
    /**
     * Query parameter: {@code ?gc=true} asks for a full GC before the heap is read. Refused with
     * HTTP 403 unless the server runs with {@code -D}{@value #GC_ENABLED_PROPERTY}{@code =true}.
     */
    public static final String GC_PARAMETER = "gc";
    /** Server start-up flag (system property, or WSSBENCH_STATUS_GC) that allows {@code ?gc=true}. */
    public static final String GC_ENABLED_PROPERTY = "wssbench.status.gc";

    // JVM counters (see JvmCounters)
    public static final String HEAP_USED_MB = "heap_used_mb";
    public static final String HEAP_MAX_MB = "heap_max_mb";
    public static final String GC_COUNT = "gc_count";
    public static final String GC_TIME_MS = "gc_time_ms";
    public static final String CPU_TIME_MS = "cpu_time_ms";

    // what the server is
    /** The servlet container, e.g. {@code Apache Tomcat/9.0.117}. */
    public static final String SERVER_INFO = "server_info";
    public static final String JDK = "jdk";
    public static final String UPTIME_MS = "uptime_ms";
    /** The server JVM's process id (the driver pins it to CPUs with run --pin-cpus). */
    public static final String PID = "pid";
    /** Prefix of the versions the service was built with ({@code version.rampart=1.8.0}), see {@link BuildVersions}. */
    public static final String VERSION_PREFIX = "version.";

    // the JCE provider the server JVM installed first (-Dwssbench.crypto.provider): jdk, bc or accp
    public static final String CRYPTO_PROVIDER = "crypto_provider";
    /** Provider name and version, e.g. {@code AmazonCorrettoCryptoProvider 2.5.0}. */
    public static final String CRYPTO_PROVIDER_VERSION = "crypto_provider_version";
    /** Algorithms the chosen provider does not serve and who serves them instead, or {@code none}. */
    public static final String CRYPTO_PROVIDER_FALLBACKS = "crypto_provider_fallbacks";

    // what the service serves
    /** Identity of the loaded earthquake catalogue; present once the service has started. */
    public static final String CATALOGUE = "catalogue";
    public static final String CATALOGUE_SIZE = "catalogue_size";
    /** Prefix of the per-service query counters ({@code queries.SeismicSign=12}). */
    public static final String QUERIES_PREFIX = "queries.";
    /**
     * Prefix of the per-service counters of requests that got past the security handlers into the
     * business logic, counted before the body is read ({@code requests.sign=12}): tests use it to
     * prove a rejected message never got that far.
     */
    public static final String REQUESTS_PREFIX = "requests.";
    /** Why the service is not ready (start-up failed or not finished). */
    public static final String ERROR = "error";

    private StatusPage() {
    }

    /** The page text: one {@code key=value} line per entry, sorted by key. */
    public static String render(Map<String, ?> values) {
        StringBuilder text = new StringBuilder();
        new TreeMap<>(values).forEach((key, value) -> text.append(key).append('=').append(value).append('\n'));
        return text.toString();
    }

    public static Properties parse(String text) {
        Properties values = new Properties();
        try {
            values.load(new StringReader(text));
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringReader does not fail
        }
        return values;
    }

    /** Queries the service has executed for one service name, 0 if it has executed none. */
    public static long queries(Properties page, String service) {
        return Long.parseLong(page.getProperty(QUERIES_PREFIX + service, "0"));
    }

    /** The {@code version.*} entries, prefix removed, in key order. */
    public static Map<String, String> versions(Properties page) {
        Map<String, String> versions = new TreeMap<>();
        for (String key : page.stringPropertyNames()) {
            if (key.startsWith(VERSION_PREFIX)) {
                versions.put(key.substring(VERSION_PREFIX.length()), page.getProperty(key));
            }
        }
        return versions;
    }
}
