package org.wssbench.client.run;

import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Stops a run when the service says its pipeline is broken for good. After a failed request the
 * runner calls {@link #afterFailure}; at most once a second this reads the status page, and if it
 * reports {@code corrupted=...} (see the service's {@code PipelineHealth}) it throws, naming the
 * scenario, so that the run ends instead of recording identical faults as measurements.
 */
public final class ServerHealthCheck {

    private static final long MIN_INTERVAL_NANOS = 1_000_000_000L;

    private final ResourceSampler status;
    private final AtomicLong lastCheck = new AtomicLong(System.nanoTime() - MIN_INTERVAL_NANOS);

    /** @param status reads the service's status page (a sampler without a status URL disables the check) */
    public ServerHealthCheck(ResourceSampler status) {
        this.status = status;
    }

    /** @throws ServiceCorruptedException if the service reports a corrupted state */
    public void afterFailure(String scenario) {
        long now = System.nanoTime();
        long last = lastCheck.get();
        if (now - last < MIN_INTERVAL_NANOS || !lastCheck.compareAndSet(last, now)) {
            return;
        }
        Properties values = status.serverStatus();
        String corrupted = values.getProperty("corrupted");
        if (corrupted != null && !corrupted.isBlank()) {
            StringBuilder why = new StringBuilder();
            for (String service : corrupted.split(",")) {
                why.append("; ").append(service).append(": ").append(values.getProperty("corrupted." + service, "?"));
            }
            throw new ServiceCorruptedException("scenario " + scenario + " failed and the service reports a corrupted state ("
                    + corrupted + why + "); run stopped: restart the server");
        }
    }

    /** The service reported a state it cannot recover from. */
    public static final class ServiceCorruptedException extends IllegalStateException {
        ServiceCorruptedException(String message) {
            super(message);
        }
    }
}
