package org.wssbench.service.health;

import org.apache.axis2.context.MessageContext;
import org.apache.axis2.handlers.AbstractHandler;
import org.apache.axis2.kernel.http.HTTPConstants;

import javax.servlet.ServletRequest;

/**
 * In the fault flows: if the failure behind a SOAP fault is an internal error (see
 * {@link InternalErrors}), counts it for the service in {@link PipelineHealth}. Security
 * rejections are faults too, but not internal errors.
 */
public class InternalFaultHandler extends AbstractHandler {

    @Override
    public InvocationResponse invoke(MessageContext fault) {
        Object in = fault.getProperty(MessageContext.IN_MESSAGE_CONTEXT);
        Exception failure = in instanceof MessageContext request ? request.getFailureReason() : fault.getFailureReason();
        if (failure != null && InternalErrors.isInternal(failure) && fault.getAxisService() != null) {
            PipelineHealth.installed().internalFailure(fault.getAxisService().getName(), failure);
            Object request = in instanceof MessageContext m ? m.getProperty(HTTPConstants.MC_HTTP_SERVLETREQUEST) : null;
            if (request instanceof ServletRequest servletRequest) {
                servletRequest.setAttribute(PipelineHealthFilter.COUNTED, Boolean.TRUE);
            }
        }
        return InvocationResponse.CONTINUE;
    }
}
