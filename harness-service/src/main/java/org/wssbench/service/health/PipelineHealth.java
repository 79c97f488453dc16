package org.wssbench.service.health;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Whether a service's request pipeline is still sound. A request that fails with an internal
 * error (an exception that escaped Axis2, or a fault caused by a NullPointerException,
 * ConcurrentModificationException, IllegalStateException... rather than by a security check) is
 * counted; after {@link #CORRUPTION_THRESHOLD} such failures in a row with no successful request
 * between them, the service is declared corrupted and stays so until restart. That is what shared
 * state broken for good looks like from outside (issue 14: after rahas' token store was corrupted,
 * every secure-conversation request failed until Tomcat was restarted), and the status page tells
 * the driver so instead of letting it record failures as measurements.
 */
public final class PipelineHealth {

    /** Consecutive internal failures of one service, without a success between, that mean corruption. */
    public static final int CORRUPTION_THRESHOLD = 10;

    /** The web application's one instance, for the filter and the Axis2 handler, which the container creates. */
    private static volatile PipelineHealth installed;

    private final Map<String, AtomicInteger> consecutive = new ConcurrentHashMap<>();
    private final Map<String, AtomicLong> internalErrors = new ConcurrentHashMap<>();
    private final Map<String, String> corrupted = new ConcurrentHashMap<>();

    public void success(String service) {
        AtomicInteger streak = consecutive.get(service);
        if (streak != null) {
            streak.set(0);
        }
    }

    public void internalFailure(String service, Throwable failure) {
        internalErrors.computeIfAbsent(service, s -> new AtomicLong()).incrementAndGet();
        int streak = consecutive.computeIfAbsent(service, s -> new AtomicInteger()).incrementAndGet();
        if (streak >= CORRUPTION_THRESHOLD) {
            corrupted.putIfAbsent(service, streak + " consecutive requests failed with internal errors, last: "
                    + InternalErrors.describe(failure));
        }
    }

    /** Services declared corrupted, with why; empty while all is well. */
    public Map<String, String> corrupted() {
        return new TreeMap<>(corrupted);
    }

    /** Internal errors per service since start. */
    public Map<String, Long> internalErrors() {
        Map<String, Long> counts = new TreeMap<>();
        internalErrors.forEach((service, count) -> counts.put(service, count.get()));
        return counts;
    }

    /** Makes {@code health} the web application's (at start-up, with the service runtime). */
    public static void install(PipelineHealth health) {
        installed = health;
    }

    /** The web application's health, as installed at start-up. */
    public static PipelineHealth installed() {
        PipelineHealth health = installed;
        if (health == null) {
            throw new IllegalStateException("wss-bench pipeline health not initialised (WssBenchStartupListener did not run)");
        }
        return health;
    }
}
