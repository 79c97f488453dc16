package org.wssbench.security.inbound;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.handlers.AbstractHandler;
import org.apache.wss4j.dom.WSDataRef;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import javax.xml.namespace.QName;
import java.util.List;
import java.util.Set;

/**
 * Rejects XML signature wrapping of an inbound message (a request on the service, a response on
 * the client): a signed or decrypted SOAP Body that is not the message's Body. Rampart 1.8.0
 * checks that "a Body" was signed, found by its Id wherever it is; a man in the middle can move
 * the signed Body into a header element and put another Body in its place, which the receiver
 * then acts on (measured: accepted on both sides). Here every protected element named Body must
 * be the Envelope's own child.
 */
public class SignedBodyPlacementHandler extends AbstractHandler {

    private static final Set<String> SOAP_NAMESPACES = Set.of(
            "http://schemas.xmlsoap.org/soap/envelope/", "http://www.w3.org/2003/05/soap-envelope");
    private static final QName INVALID_SECURITY = new QName(
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd", "InvalidSecurity", "wsse");

    @Override
    public InvocationResponse invoke(MessageContext context) throws AxisFault {
        for (WSSecurityEngineResult result : SecurityResults.of(context)) {
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
        return "Body".equals(element.getLocalName()) && SOAP_NAMESPACES.contains(element.getNamespaceURI());
    }

    private static boolean isEnvelopeChild(Element body) {
        Node parent = body.getParentNode();
        return parent != null && parent == body.getOwnerDocument().getDocumentElement()
                && "Envelope".equals(parent.getLocalName()) && SOAP_NAMESPACES.contains(parent.getNamespaceURI());
    }
}
