package org.wssbench.service.timing;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.context.OperationContext;
import org.apache.axis2.kernel.http.HTTPConstants;
import org.apache.axis2.wsdl.WSDLConstants;

import javax.servlet.http.HttpServletRequest;

/**
 * The four instants that split one request's server time: arrival, inbound security start/end,
 * outbound security start. Lives on the inbound MessageContext; the outbound handlers reach it
 * through the OperationContext because dispatch creates that only after the inbound marks.
 */
public final class RequestTimer {

    static final String PROPERTY = RequestTimer.class.getName();

    long arrivalNanos;
    /** CPU time and allocated bytes of the request thread at arrival, with that thread; null if unknown. */
    ThreadCpu.Reading arrivalCpu;
    long inSecurityStartNanos;
    long inSecurityEndNanos;
    long outSecurityStartNanos;

    /** Starts the timer: at servlet entry if the filter saw the request, otherwise now. */
    static RequestTimer start(MessageContext inbound) {
        RequestTimer timer = new RequestTimer();
        long now = System.nanoTime();
        Object request = inbound.getProperty(HTTPConstants.MC_HTTP_SERVLETREQUEST);
        Object arrival = request instanceof HttpServletRequest
                ? ((HttpServletRequest) request).getAttribute(RequestArrivalFilter.ARRIVAL_NANOS) : null;
        timer.arrivalNanos = arrival instanceof Long ? (Long) arrival : now;
        Object cpu = request instanceof HttpServletRequest
                ? ((HttpServletRequest) request).getAttribute(RequestArrivalFilter.ARRIVAL_CPU) : null;
        timer.arrivalCpu = cpu instanceof ThreadCpu.Reading ? (ThreadCpu.Reading) cpu : null;
        timer.inSecurityStartNanos = now;
        inbound.setProperty(PROPERTY, timer);
        return timer;
    }

    static RequestTimer of(MessageContext context) {
        Object own = context.getProperty(PROPERTY);
        if (own instanceof RequestTimer) {
            return (RequestTimer) own;
        }
        OperationContext operation = context.getOperationContext();
        if (operation == null) {
            return null;
        }
        try {
            MessageContext inbound = operation.getMessageContext(WSDLConstants.MESSAGE_LABEL_IN_VALUE);
            return inbound == null ? null : (RequestTimer) inbound.getProperty(PROPERTY);
        } catch (AxisFault noInboundMessage) {
            return null;
        }
    }
}
