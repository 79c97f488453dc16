package org.wssbench.service;

import org.wssbench.security.crypto.CryptoProviders;
import org.wssbench.security.crypto.ProviderReport;
import org.wssbench.wire.BuildVersions;
import org.wssbench.wire.JvmCounters;
import org.wssbench.wire.StatusPage;
import org.wssbench.rampart.ConcurrentTokenStore;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Map;
import java.util.TreeMap;

/**
 * The status page (keys and format: {@link StatusPage}): resource use of the server JVM, read by
 * the driver around each scenario, and what the server is (container, JDK, the versions it was
 * built with, the catalogue). {@code ?gc=true} runs a full GC first so heap_used_mb is the heap
 * after GC; anyone who can reach the page could otherwise stall the server with full GCs, so that
 * is refused (HTTP 403) unless the server was started with {@code -Dwssbench.status.gc=true} (the
 * benchmark's own Tomcats are). Not a SOAP operation on purpose: it must not be measured as part
 * of any scenario.
 * Only the JVM's resource figures are public: the rest (process id, versions, crypto provider,
 * catalogue, counters) goes to loopback callers, or to anyone with {@value #DETAILS_PROPERTY}=true.
 * {@code corrupted=<services>} (and {@code corrupted.<service>=<why>}) appears when a service's
 * pipeline is broken for good (see {@link org.wssbench.service.health.PipelineHealth}).
 */
public class StatusServlet extends HttpServlet {

    /**
     * Shows the details (process id, versions, crypto provider, catalogue, per-service counters) to
     * callers other than the loopback; the driver of a run from another host or container needs it.
     */
    public static final String DETAILS_PROPERTY = "wssbench.status.details";
    /** The line a caller sees instead of the details. */
    static final String DETAILS_WITHHELD = "details_withheld";

    private boolean gcEnabled;
    private boolean detailsForEveryone;

    @Override
    public void init() {
        gcEnabled = Boolean.parseBoolean(WssBenchStartupListener.setting(getServletContext(), StatusPage.GC_ENABLED_PROPERTY, "false"));
        detailsForEveryone = Boolean.parseBoolean(WssBenchStartupListener.setting(getServletContext(), DETAILS_PROPERTY, "false"));
    }

    /** Details go to the loopback, or to anyone when the server was started with {@value #DETAILS_PROPERTY}=true. */
    static boolean showsDetails(String remoteAddress, boolean detailsForEveryone) {
        if (detailsForEveryone) {
            return true;
        }
        try {
            // a literal address from the connector: no name lookup happens
            return remoteAddress != null && InetAddress.getByName(remoteAddress).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        boolean gc = "true".equals(request.getParameter(StatusPage.GC_PARAMETER));
        if (gc && !gcEnabled) {
            response.setStatus(HttpServletResponse.SC_FORBIDDEN);
            response.setContentType("text/plain;charset=UTF-8");
            response.getWriter().println("forcing a GC through /status is disabled: start the server with -D"
                    + StatusPage.GC_ENABLED_PROPERTY + "=true to allow it (the benchmark's own Tomcat does)");
            return;
        }
        Map<String, Object> values = new TreeMap<>();
        JvmCounters.sample(gc).putInto(values);
        if (!showsDetails(request.getRemoteAddr(), detailsForEveryone)) {
            values.put(DETAILS_WITHHELD, "only for loopback callers, or start the server with -D" + DETAILS_PROPERTY + "=true");
            try {
                // health stays public: a driver must learn that the server needs a restart
                Map<String, String> corrupted = ServiceRuntime.get().health().corrupted();
                if (!corrupted.isEmpty()) {
                    values.put("corrupted", String.join(",", corrupted.keySet()));
                }
            } catch (IllegalStateException notStarted) {
                values.put(StatusPage.ERROR, notStarted.getMessage());
            }
            response.setContentType("text/plain;charset=UTF-8");
            try (PrintWriter out = response.getWriter()) {
                out.print(StatusPage.render(values));
            }
            return;
        }
        values.put(StatusPage.SERVER_INFO, getServletContext().getServerInfo());
        values.put(StatusPage.JDK, System.getProperty("java.vm.name") + " " + Runtime.version());
        values.put(StatusPage.UPTIME_MS, ManagementFactory.getRuntimeMXBean().getUptime());
        values.put(StatusPage.PID, ProcessHandle.current().pid());
        BuildVersions.all().forEach((component, version) -> values.put(StatusPage.VERSION_PREFIX + component, version));
        ProviderReport crypto = CryptoProviders.current();
        if (crypto != null) {
            values.put(StatusPage.CRYPTO_PROVIDER, crypto.choice());
            values.put(StatusPage.CRYPTO_PROVIDER_VERSION, crypto.name() + " " + crypto.version());
            values.put(StatusPage.CRYPTO_PROVIDER_FALLBACKS, crypto.fallbacks().isEmpty() ? "none" : String.join("; ", crypto.fallbacks()));
        }
        try {
            ServiceRuntime runtime = ServiceRuntime.get();
            values.put(StatusPage.CATALOGUE, runtime.catalog().identity());
            values.put(StatusPage.CATALOGUE_SIZE, runtime.catalog().size());
            runtime.queriesByService().forEach((service, count) -> values.put(StatusPage.QUERIES_PREFIX + service, count.sum()));
            runtime.requestsByService().forEach((service, count) -> values.put(StatusPage.REQUESTS_PREFIX + service, count.sum()));
            runtime.health().internalErrors().forEach((service, count) -> values.put("internal_errors." + service, count));
            Map<String, String> corrupted = runtime.health().corrupted();
            if (!corrupted.isEmpty()) {
                // a service failed CORRUPTION_THRESHOLD requests in a row with internal errors: restart the server
                values.put("corrupted", String.join(",", corrupted.keySet()));
                corrupted.forEach((service, why) -> values.put("corrupted." + service, why));
            }
            ConcurrentTokenStore tokens = runtime.tokenStore();
            if (tokens != null) {
                // secure-conversation tokens: held now, ever issued, removed after expiry, cancelled by their client
                values.put("sct_tokens", tokens.size());
                values.put("sct_tokens_added", tokens.added());
                values.put("sct_tokens_expired", tokens.removedExpired());
                values.put("sct_tokens_cancelled", tokens.cancelled());
            }
        } catch (IllegalStateException notStarted) {
            values.put(StatusPage.ERROR, notStarted.getMessage());
        }
        response.setContentType("text/plain;charset=UTF-8");
        try (PrintWriter out = response.getWriter()) {
            out.print(StatusPage.render(values));
        }
    }
}
