package org.wssbench.client.security;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.soap.SOAPHeader;
import org.apache.axis2.AxisFault;
import org.apache.axis2.addressing.RelatesTo;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.context.OperationContext;
import org.apache.axis2.handlers.AbstractHandler;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.apache.wss4j.dom.message.token.SignatureConfirmation;
import org.w3c.dom.Element;
import org.wssbench.security.inbound.SecurityResults;

import javax.xml.namespace.QName;
import java.util.Base64;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Set;

/**
 * Refuses a secured response that does not belong to the request just sent: an old response
 * replayed by a man in the middle passes Rampart 1.8.0 (its signature and timestamp are valid,
 * and Rampart never checks a SignatureConfirmation nor WS-Addressing's RelatesTo on the client).
 *
 * <p>Outbound (after Rampart's Security phase) it notes the request's signature values and
 * WS-Addressing MessageID; inbound (after Rampart verified the response) a signed response must
 * carry, under its own signature, either a RelatesTo equal to that MessageID or a
 * SignatureConfirmation of one of the request's signature values (policies with
 * sp:RequireSignatureConfirmation). Unsigned parts count for nothing: an attacker can add an
 * unsigned SignatureConfirmation or change an unsigned RelatesTo at will.
 *
 * <p>A response without any signature (secure conversation that only encrypts) cannot be bound
 * to its request; its RelatesTo is still compared, which stops only a verbatim replay.
 * Unsigned requests (plain, username, encr) are not checked: there is nothing to bind to.
 */
public class ResponseBindingHandler extends AbstractHandler {

    private static final String SENT_SIGNATURES = "wssbench.sentSignatureValues";
    private static final String SENT_MESSAGE_ID = "wssbench.sentMessageId";
    private static final Set<String> ADDRESSING_NAMESPACES = Set.of(
            "http://www.w3.org/2005/08/addressing", "http://schemas.xmlsoap.org/ws/2004/08/addressing");
    private static final String DSIG = "http://www.w3.org/2000/09/xmldsig#";
    private static final String WSSE = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
    private static final QName INVALID_SECURITY = new QName(WSSE, "InvalidSecurity", "wsse");

    @Override
    public InvocationResponse invoke(MessageContext message) throws AxisFault {
        OperationContext operation = message.getOperationContext();
        if (operation == null) {
            return InvocationResponse.CONTINUE;
        }
        if (message.getFLOW() == MessageContext.OUT_FLOW) {
            operation.setProperty(SENT_SIGNATURES, signatureValues(message.getEnvelope().getHeader()));
            operation.setProperty(SENT_MESSAGE_ID, messageIdHeader(message.getEnvelope().getHeader()));
        } else if (message.getFLOW() == MessageContext.IN_FLOW) {
            check(message, operation);
        }
        return InvocationResponse.CONTINUE;
    }

    @SuppressWarnings("unchecked")
    private static void check(MessageContext response, OperationContext operation) throws AxisFault {
        Set<String> sentSignatures = (Set<String>) operation.getProperty(SENT_SIGNATURES);
        String sentMessageId = (String) operation.getProperty(SENT_MESSAGE_ID);
        boolean requestSigned = sentSignatures != null && !sentSignatures.isEmpty();
        if (sentMessageId == null && !requestSigned) {
            return;
        }
        Set<Element> signed = SecurityResults.signedElements(response);
        if (signed.isEmpty()) {
            if (sentMessageId != null) {
                RelatesTo relatesTo = response.getRelatesTo();
                if (relatesTo == null || !sentMessageId.equals(relatesTo.getValue())) {
                    throw new AxisFault("response rejected: it answers message " + (relatesTo == null ? "(none)" : relatesTo.getValue())
                            + ", not this request " + sentMessageId + " (a replayed or substituted response)", INVALID_SECURITY);
                }
                return;
            }
            throw new AxisFault("response rejected: it carries no signature that binds it to this signed request "
                    + "(a replayed or substituted response)", INVALID_SECURITY);
        }
        boolean bound = sentMessageId != null && signedRelatesTo(signed).contains(sentMessageId)
                || requestSigned && !Collections.disjoint(sentSignatures, signedConfirmations(response, signed));
        if (!bound) {
            throw new AxisFault("response rejected: its signature covers neither a RelatesTo of this request nor a "
                    + "SignatureConfirmation of its signature (a replayed or substituted response, or a service policy "
                    + "without sp:RequireSignatureConfirmation)", INVALID_SECURITY);
        }
    }

    /** The values of the WS-Addressing RelatesTo headers that the response's signature covers. */
    private static Set<String> signedRelatesTo(Set<Element> signed) {
        Set<String> values = new HashSet<>();
        for (Element element : signed) {
            if ("RelatesTo".equals(element.getLocalName()) && ADDRESSING_NAMESPACES.contains(element.getNamespaceURI())) {
                values.add(element.getTextContent().trim());
            }
        }
        return values;
    }

    /**
     * The WS-Addressing MessageID actually sent, in either addressing namespace (Rampart's token
     * client uses the 2004/08 submission one); Axis2 makes one up in the options even without
     * addressing, so the header is what counts.
     */
    private static String messageIdHeader(SOAPHeader header) {
        if (header == null) {
            return null;
        }
        for (Iterator<OMElement> children = header.getChildElements(); children.hasNext(); ) {
            OMElement child = children.next();
            if ("MessageID".equals(child.getLocalName()) && ADDRESSING_NAMESPACES.contains(child.getNamespaceURI())) {
                return child.getText().trim();
            }
        }
        return null;
    }

    private static Set<String> signatureValues(SOAPHeader header) {
        Set<String> values = new HashSet<>();
        if (header == null) {
            return values;
        }
        for (Iterator<OMElement> security = header.getChildrenWithName(new QName(WSSE, "Security")); security.hasNext(); ) {
            for (Iterator<OMElement> signature = security.next().getChildrenWithName(new QName(DSIG, "Signature")); signature.hasNext(); ) {
                OMElement value = signature.next().getFirstChildWithName(new QName(DSIG, "SignatureValue"));
                if (value != null) {
                    values.add(value.getText().replaceAll("\\s", ""));
                }
            }
        }
        return values;
    }

    /** The signature values confirmed by SignatureConfirmation elements that the response's signature covers. */
    private static Set<String> signedConfirmations(MessageContext response, Set<Element> signed) {
        Set<String> values = new HashSet<>();
        for (WSSecurityEngineResult result : SecurityResults.of(response)) {
            if (result.get(WSSecurityEngineResult.TAG_SIGNATURE_CONFIRMATION) instanceof SignatureConfirmation confirmation
                    && confirmation.getSignatureValue() != null && signed.contains(confirmation.getElement())) {
                values.add(Base64.getEncoder().encodeToString(confirmation.getSignatureValue()));
            }
        }
        return values;
    }
}
