package org.wssbench.security;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.soap.SOAPEnvelope;
import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.receivers.AbstractInOutMessageReceiver;

/** Answers with a copy of the request payload: the smallest service that exercises both directions. */
final class EchoMessageReceiver extends AbstractInOutMessageReceiver {

    @Override
    public void invokeBusinessLogic(MessageContext request, MessageContext response) throws AxisFault {
        OMElement payload = request.getEnvelope().getBody().getFirstElement();
        SOAPEnvelope envelope = getSOAPFactory(request).getDefaultEnvelope();
        envelope.getBody().addChild(payload.cloneOMElement());
        response.setEnvelope(envelope);
    }
}
