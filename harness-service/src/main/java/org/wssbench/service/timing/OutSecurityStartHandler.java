package org.wssbench.service.timing;

import org.apache.axis2.context.MessageContext;
import org.apache.axis2.handlers.AbstractHandler;

/** Runs in the phase just before Rampart's outbound "Security" phase. */
public class OutSecurityStartHandler extends AbstractHandler {
    @Override
    public InvocationResponse invoke(MessageContext context) {
        RequestTimer timer = RequestTimer.of(context);
        if (timer != null) {
            timer.outSecurityStartNanos = System.nanoTime();
        }
        return InvocationResponse.CONTINUE;
    }
}
