package org.wssbench.service.timing;

import org.apache.axis2.context.MessageContext;
import org.apache.axis2.handlers.AbstractHandler;

/** Runs in the phase just after Rampart's inbound "Security" phase. */
public class InSecurityEndHandler extends AbstractHandler {
    @Override
    public InvocationResponse invoke(MessageContext context) {
        RequestTimer timer = RequestTimer.of(context);
        if (timer != null) {
            timer.inSecurityEndNanos = System.nanoTime();
        }
        return InvocationResponse.CONTINUE;
    }
}
