package org.wssbench.service.security;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.handlers.AbstractHandler;
import org.apache.wss4j.dom.WSDataRef;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import javax.xml.namespace.QName;
import java.util.List;

/**
 * Rejects XML signature wrapping: a signed SOAP Body that is not the message's Body. Rampart 1.8.0
 * checks that "a Body" was signed, found by its Id wherever it is; an attacker can move the signed
 * Body into a header element and put another Body in its place, which the service then executes
 * (measured: accepted). Here every signed element named Body must be the Envelope's own child.
 */
public class SignedBodyPlacementHandler extends AbstractHandler {

    private static final String SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final QName INVALID_SECURITY = new QName(
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd", "InvalidSecurity", "wsse");

    @Override
    public InvocationResponse invoke(MessageContext context) throws AxisFault {
        for (WSSecurityEngineResult result : InboundResults.of(context)) {
            if (!(result.get(WSSecurityEngineResult.TAG_DATA_REF_URIS) instanceof List<?> references)) {
                continue;
            }
            for (Object reference : references) {
                if (reference instanceof WSDataRef data && data.getProtectedElement() != null
                        && isSoapBody(data.getProtectedElement()) && !isEnvelopeChild(data.getProtectedElement())) {
                    throw new AxisFault("The signed Body is not the message's Body (XML signature wrapping)", INVALID_SECURITY);
                }
            }
        }
        return InvocationResponse.CONTINUE;
    }

    private static boolean isSoapBody(Element element) {
        return "Body".equals(element.getLocalName()) && SOAP11.equals(element.getNamespaceURI());
    }

    private static boolean isEnvelopeChild(Element body) {
        Node parent = body.getParentNode();
        return parent != null && parent == body.getOwnerDocument().getDocumentElement()
                && "Envelope".equals(parent.getLocalName()) && SOAP11.equals(parent.getNamespaceURI());
    }
}
