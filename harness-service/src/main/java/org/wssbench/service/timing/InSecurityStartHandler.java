package org.wssbench.service.timing;

import org.apache.axis2.context.MessageContext;
import org.apache.axis2.handlers.AbstractHandler;

/** Runs in the phase just before Rampart's inbound "Security" phase. */
public class InSecurityStartHandler extends AbstractHandler {
    @Override
    public InvocationResponse invoke(MessageContext context) {
        RequestTimer.start(context);
        return InvocationResponse.CONTINUE;
    }
}
