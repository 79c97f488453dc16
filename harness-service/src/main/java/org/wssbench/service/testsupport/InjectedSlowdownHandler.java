package org.wssbench.service.testsupport;

import org.apache.axis2.context.MessageContext;
import org.apache.axis2.handlers.AbstractHandler;

/**
 * Exists to prove that the CI overhead gate catches a real regression: started with
 * {@code -Dwssbench.test.slowdown=<service>:<microseconds>} (mvn verify -Dwssbench.test.slowdown=sign:3000),
 * the service burns that much CPU per request of that one scenario, inside its inbound security time.
 * Without the property it does nothing; the check is one field read.
 */
public class InjectedSlowdownHandler extends AbstractHandler {

    public static final String PROPERTY = "wssbench.test.slowdown";

    private static final String SERVICE;
    private static final long NANOS;

    static {
        String setting = System.getProperty(PROPERTY, "").trim();
        int colon = setting.indexOf(':');
        if (colon > 0) {
            SERVICE = setting.substring(0, colon);
            NANOS = Long.parseLong(setting.substring(colon + 1).trim()) * 1_000;
        } else {
            SERVICE = null;
            NANOS = 0;
        }
    }

    @Override
    public InvocationResponse invoke(MessageContext context) {
        if (SERVICE != null && context.getAxisService() != null && SERVICE.equals(context.getAxisService().getName())) {
            long until = System.nanoTime() + NANOS;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }
        return InvocationResponse.CONTINUE;
    }
}
