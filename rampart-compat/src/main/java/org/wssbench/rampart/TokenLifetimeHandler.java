package org.wssbench.rampart;

import org.apache.axiom.om.OMElement;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.description.Parameter;
import org.apache.axis2.handlers.AbstractHandler;
import org.apache.rahas.Token;
import org.apache.rahas.TokenStorage;
import org.apache.rahas.TrustException;
import org.apache.rahas.TrustUtil;
import org.apache.rampart.handler.WSSHandlerConstants;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Date;
import java.util.Iterator;

/**
 * Gives issued security context tokens a configured lifetime.
 * <p>
 * Why: rahas' SCTIssuer gives every token the lifetime of its configuration's {@code ttl}, but
 * {@code SCTIssuerConfig} never reads a ttl from {@code sct-issuer-config}, so it is always the
 * built-in 300 s. On an outgoing RSTR/SCT (before the Security phase signs and encrypts it) this
 * handler rewrites the response's {@code wst:Lifetime/wsu:Expires} to Created + the service
 * parameter {@link #LIFETIME_PARAMETER} (seconds) and sets the same expiry on the stored token,
 * so client and service agree when the token ends. Without the parameter it does nothing.
 */
public final class TokenLifetimeHandler extends AbstractHandler {

    /** Service parameter: token lifetime in seconds. */
    public static final String LIFETIME_PARAMETER = "wssbench.rampart.token-lifetime-seconds";

    private static final DateTimeFormatter XML_TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    @Override
    public InvocationResponse invoke(MessageContext message) throws org.apache.axis2.AxisFault {
        String action = message.getWSAAction();
        if (!WSSHandlerConstants.RSTR_ACTON_SCT.equals(action) && !WSSHandlerConstants.RSTR_ACTON_SCT_STANDARD.equals(action)) {
            return InvocationResponse.CONTINUE;
        }
        Parameter parameter = message.getParameter(LIFETIME_PARAMETER);
        if (parameter == null || message.getEnvelope() == null || message.getEnvelope().getBody() == null) {
            return InvocationResponse.CONTINUE;
        }
        long lifetimeSeconds = Long.parseLong(parameter.getValue().toString().trim());
        OMElement lifetime = firstDescendant(message.getEnvelope().getBody(), "Lifetime");
        OMElement identifier = firstDescendant(message.getEnvelope().getBody(), "Identifier");
        OMElement created = lifetime == null ? null : firstChild(lifetime, "Created");
        OMElement expires = lifetime == null ? null : firstChild(lifetime, "Expires");
        if (created == null || expires == null || identifier == null) {
            return InvocationResponse.CONTINUE; // not an SCT issuance we recognise: leave it as rahas made it
        }
        Instant end = Instant.parse(created.getText().trim()).plusSeconds(lifetimeSeconds);
        expires.setText(XML_TIME.format(end));
        try {
            TokenStorage store = TrustUtil.getTokenStore(message);
            Token token = store.getToken(identifier.getText().trim());
            if (token != null) {
                token.setExpires(Date.from(end));
                store.update(token);
            }
        } catch (TrustException e) {
            throw new org.apache.axis2.AxisFault("cannot set the lifetime of the issued token: " + e.getMessage(), e);
        }
        return InvocationResponse.CONTINUE;
    }

    private static OMElement firstDescendant(OMElement parent, String localName) {
        for (Iterator<?> it = parent.getDescendants(false); it.hasNext(); ) {
            Object node = it.next();
            if (node instanceof OMElement element && localName.equals(element.getLocalName())) {
                return element;
            }
        }
        return null;
    }

    private static OMElement firstChild(OMElement parent, String localName) {
        for (Iterator<OMElement> it = parent.getChildElements(); it.hasNext(); ) {
            OMElement child = it.next();
            if (localName.equals(child.getLocalName())) {
                return child;
            }
        }
        return null;
    }
}
