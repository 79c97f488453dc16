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
 * the client). Rampart 1.8.0 finds each signed or encrypted part by its Id wherever it is: a man in
 * the middle can move the signed Body, or a signed element of the Body (sp:SignedElements), into a
 * header element and put his own in its place, which the receiver then acts on (measured: accepted
 * on both sides). Here every protected element must be where a genuine message has it: the
 * Envelope's own Body, inside that Body, a header block, or a child of a wsse:Security header
 * (Timestamp, tokens, SignatureConfirmation, an encrypted Signature).
 */
public class SignedBodyPlacementHandler extends AbstractHandler {

    private static final Set<String> SOAP_NAMESPACES = Set.of(
            "http://schemas.xmlsoap.org/soap/envelope/", "http://www.w3.org/2003/05/soap-envelope");
    private static final String WSSE = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
    private static final QName INVALID_SECURITY = new QName(WSSE, "InvalidSecurity", "wsse");

    @Override
    public InvocationResponse invoke(MessageContext context) throws AxisFault {
        for (WSSecurityEngineResult result : SecurityResults.of(context)) {
            if (!(result.get(WSSecurityEngineResult.TAG_DATA_REF_URIS) instanceof List<?> references)) {
                continue;
            }
            for (Object reference : references) {
                if (reference instanceof WSDataRef data && data.getProtectedElement() != null) {
                    check(data.getProtectedElement());
                }
            }
        }
        return InvocationResponse.CONTINUE;
    }

    private static void check(Element element) throws AxisFault {
        if (isSoap(element, "Body")) {
            if (!isSoap(element.getParentNode(), "Envelope") || element.getParentNode().getParentNode() != element.getOwnerDocument()) {
                throw new AxisFault("The signed Body is not the message's Body (XML signature wrapping)", INVALID_SECURITY);
            }
            return;
        }
        if (!inEnvelopeBody(element) && !isHeaderBlock(element) && !inSecurityHeader(element)) {
            throw new AxisFault("A signed element " + element.getLocalName() + " is outside the Body and the header blocks"
                    + " (XML signature wrapping)", INVALID_SECURITY);
        }
    }

    private static boolean inEnvelopeBody(Element element) {
        for (Node node = element.getParentNode(); node != null; node = node.getParentNode()) {
            if (isSoap(node, "Body")) {
                return isSoap(node.getParentNode(), "Envelope") && node.getParentNode().getParentNode() == element.getOwnerDocument();
            }
        }
        return false;
    }

    private static boolean isHeaderBlock(Node element) {
        Node header = element.getParentNode();
        return isSoap(header, "Header") && isSoap(header.getParentNode(), "Envelope")
                && header.getParentNode().getParentNode() == element.getOwnerDocument();
    }

    private static boolean inSecurityHeader(Element element) {
        Node security = element.getParentNode();
        return security != null && "Security".equals(security.getLocalName()) && WSSE.equals(security.getNamespaceURI())
                && isHeaderBlock(security);
    }

    private static boolean isSoap(Node node, String localName) {
        return node != null && localName.equals(node.getLocalName()) && SOAP_NAMESPACES.contains(node.getNamespaceURI());
    }
}
