package org.wssbench.service.testsupport;

import java.util.concurrent.atomic.AtomicLong;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.handlers.AbstractHandler;

/**
 * Exists to prove that the CI overhead gate catches a real regression: started with
 * {@code -Dwssbench.test.slowdown=<service>:<microseconds>} (mvn verify -Dwssbench.test.slowdown=sign:3000),
 * the service burns that much CPU per request of that one scenario, inside its inbound security time.
 * With {@code <service>:<microseconds>/<every>} (sign:8000/10) only every {@code every}-th request of
 * that scenario pays it: a cost that hits some requests and leaves the fast ones alone, as a cache
 * that expires or a key store reloaded now and then would.
 * Without the property it does nothing; the check is one field read.
 */
public class InjectedSlowdownHandler extends AbstractHandler {

    public static final String PROPERTY = "wssbench.test.slowdown";

    private static final Setting SETTING = Setting.parse(System.getProperty(PROPERTY, ""));
    private static final AtomicLong REQUESTS = new AtomicLong();

    @Override
    public InvocationResponse invoke(MessageContext context) {
        if (SETTING != null && context.getAxisService() != null && SETTING.service().equals(context.getAxisService().getName())
                && (SETTING.every() == 1 || REQUESTS.incrementAndGet() % SETTING.every() == 0)) {
            long until = System.nanoTime() + SETTING.nanos();
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }
        return InvocationResponse.CONTINUE;
    }

    /**
     * The parsed property.
     *
     * @param service the Axis2 service (= scenario) to slow down
     * @param nanos   the CPU burnt per slowed request
     * @param every   1: every request; n: every n-th request of that service
     */
    record Setting(String service, long nanos, long every) {

        /** The setting, or null for an empty property; a malformed one is refused naming the property. */
        static Setting parse(String text) {
            String setting = text.trim();
            // Cargo passes an empty Maven property (the benchmark pom's default) as the word null
            if (setting.isEmpty() || setting.equals("null")) {
                return null;
            }
            int colon = setting.indexOf(':');
            int slash = setting.indexOf('/', colon + 1);
            try {
                if (colon <= 0) {
                    throw new NumberFormatException("no ':'");
                }
                long micros = Long.parseLong(setting.substring(colon + 1, slash < 0 ? setting.length() : slash).trim());
                long every = slash < 0 ? 1 : Long.parseLong(setting.substring(slash + 1).trim());
                if (micros <= 0 || every <= 0) {
                    throw new NumberFormatException("not positive");
                }
                return new Setting(setting.substring(0, colon).trim(), micros * 1_000, every);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("-D" + PROPERTY + "='" + text + "': expected <service>:<microseconds> "
                        + "or <service>:<microseconds>/<every> with positive whole numbers, e.g. sign:400 or sign:8000/10", e);
            }
        }
    }
}
