package org.wssbench.service.testsupport;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.handlers.AbstractHandler;

/**
 * Exists to prove that the CI overhead gate catches a real regression: started with
 * {@code -Dwssbench.test.slowdown=<service>:<microseconds>} (mvn verify -Dwssbench.test.slowdown=sign:3000),
 * the service burns that much CPU per request of that one scenario, inside its inbound security time.
 * A comma-separated list ({@code sign:610,encr:525}) slows several scenarios at once, as a slower WSS4J, xmlsec
 * or JDK would. With {@code <service>:<microseconds>/<every>} (sign:8000/10) only every {@code every}-th request
 * of that scenario pays it: a cost that hits some requests and leaves the fast ones alone, as a cache that
 * expires or a key store reloaded now and then would.
 * Without the property it does nothing; the check is one map look-up.
 */
public class InjectedSlowdownHandler extends AbstractHandler {

    public static final String PROPERTY = "wssbench.test.slowdown";

    private static final Map<String, Setting> SETTINGS = Setting.parseList(System.getProperty(PROPERTY, ""));
    /** Requests seen per slowed service, for {@code every}. */
    private static final Map<String, AtomicLong> REQUESTS = new java.util.concurrent.ConcurrentHashMap<>();

    @Override
    public InvocationResponse invoke(MessageContext context) {
        if (SETTINGS.isEmpty() || context.getAxisService() == null) {
            return InvocationResponse.CONTINUE;
        }
        Setting setting = SETTINGS.get(context.getAxisService().getName());
        if (setting != null && (setting.every() == 1
                || REQUESTS.computeIfAbsent(setting.service(), s -> new AtomicLong()).incrementAndGet() % setting.every() == 0)) {
            long until = System.nanoTime() + setting.nanos();
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }
        return InvocationResponse.CONTINUE;
    }

    /**
     * One scenario's slowdown.
     *
     * @param service  the Axis2 service (= scenario) to slow down
     * @param nanos    the CPU burnt per slowed request
     * @param every    1: every request; n: every n-th request of that service
     */
    record Setting(String service, long nanos, long every) {

        /** The settings of the property by service; empty for an empty property. A malformed one is refused. */
        static Map<String, Setting> parseList(String text) {
            Map<String, Setting> settings = new LinkedHashMap<>();
            String trimmed = text.trim();
            // Cargo passes an empty Maven property (the benchmark pom's default) as the word null
            if (trimmed.isEmpty() || trimmed.equals("null")) {
                return settings;
            }
            for (String part : trimmed.split(",", -1)) {
                Setting setting = parse(part, text);
                if (settings.put(setting.service(), setting) != null) {
                    throw new IllegalArgumentException("-D" + PROPERTY + "='" + text + "': " + setting.service()
                            + " is named twice");
                }
            }
            return settings;
        }

        /** One {@code <service>:<microseconds>[/<every>]} of the property {@code whole}. */
        static Setting parse(String part, String whole) {
            String setting = part.trim();
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
                throw new IllegalArgumentException("-D" + PROPERTY + "='" + whole + "': '" + setting + "': expected "
                        + "<service>:<microseconds> or <service>:<microseconds>/<every> with positive whole numbers, "
                        + "comma-separated, e.g. sign:400 or sign:610,encr:525 or sign:8000/10", e);
            }
        }
    }
}
