package org.wssbench.service.security;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.handlers.AbstractHandler;
import org.apache.rahas.Token;
import org.apache.rahas.TrustException;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.apache.wss4j.common.ext.WSSecurityException;
import org.apache.wss4j.common.token.SecurityTokenReference;
import org.apache.wss4j.dom.message.token.DerivedKeyToken;
import org.apache.wss4j.dom.message.token.SecurityContextToken;
import org.wssbench.rampart.ConcurrentTokenStore;
import org.wssbench.rampart.RampartWorkarounds;

import javax.xml.namespace.QName;

/**
 * Refuses a request secured with a security context token its client has cancelled. The token
 * store keeps a cancelled token for a grace period (the cancel response is secured with it), and
 * Rampart 1.8.0's token callback hands out a stored token's secret whatever its state, so without
 * this check a cancelled token kept working for that period. The cancel request itself passes: its
 * token is cancelled only after this check, while rahas handles the request. The store is the one Rampart
 * reads: the configuration context's token storage.
 */
public class CancelledTokenHandler extends AbstractHandler {

    /** WS-Security's fault for a token that cannot be used, as for a token the service does not hold. */
    static final QName INVALID_TOKEN = new QName(
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd", "InvalidSecurityToken", "wsse");
    static final String MESSAGE = "The security context token was cancelled";

    @Override
    public InvocationResponse invoke(MessageContext context) throws AxisFault {
        ConcurrentTokenStore store = RampartWorkarounds.installedTokenStore(context.getConfigurationContext());
        if (store == null) {
            return InvocationResponse.CONTINUE;
        }
        for (WSSecurityEngineResult result : InboundResults.of(context)) {
            if (result.get(WSSecurityEngineResult.TAG_SECURITY_CONTEXT_TOKEN) instanceof SecurityContextToken sct) {
                refuseIfCancelled(store, sct.getIdentifier());
            }
            // a derived key names its base token by reference, with or without the token in the message
            if (result.get(WSSecurityEngineResult.TAG_DERIVED_KEY_TOKEN) instanceof DerivedKeyToken derived) {
                refuseIfCancelled(store, baseTokenId(derived));
            }
        }
        return InvocationResponse.CONTINUE;
    }

    private static String baseTokenId(DerivedKeyToken derived) throws AxisFault {
        try {
            SecurityTokenReference reference = derived.getSecurityTokenReference();
            if (reference == null || reference.getReference() == null) {
                return null;
            }
            String uri = reference.getReference().getURI();
            return uri != null && uri.startsWith("#") ? uri.substring(1) : uri;
        } catch (WSSecurityException e) {
            throw new AxisFault("derived key token: " + e.getMessage(), e);
        }
    }

    private static void refuseIfCancelled(ConcurrentTokenStore store, String id) throws AxisFault {
        if (id == null) {
            return;
        }
        Token token;
        try {
            token = store.getToken(id);
        } catch (TrustException e) {
            throw new AxisFault("token store: " + e.getMessage(), e);
        }
        if (token != null && token.getState() == Token.CANCELLED) {
            throw new AxisFault(MESSAGE + " (obtain a new token): " + id, INVALID_TOKEN);
        }
    }
}
