package org.wssbench.service.security;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.handlers.AbstractHandler;
import org.apache.wss4j.common.cache.MemoryReplayCache;
import org.apache.wss4j.common.cache.ReplayCache;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.apache.wss4j.dom.handler.WSHandlerConstants;
import org.apache.wss4j.dom.handler.WSHandlerResult;
import org.apache.wss4j.dom.message.token.Timestamp;

import javax.xml.namespace.QName;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;

/**
 * Rejects a signed request whose signature value was already accepted while its timestamp is
 * still valid. Rampart 1.8.0 keeps a nonce cache for UsernameTokens but none for timestamps or
 * signatures, so a captured signed request could be sent again until it expired (measured here:
 * accepted). Runs right after Rampart's inbound Security phase, inside the "sec-in" time, on the
 * results Rampart left on the message context. Entries expire with the timestamp (plus the
 * accepted clock skew), so the cache stays bounded by the request rate times that window.
 * The cache is per service process and in memory: a restarted service has forgotten what it saw,
 * and two replicas do not share it, so within a timestamp's validity a captured request is answered
 * again after a restart or by the other replica (README, "What the security is proven to stop").
 */
public class ReplayGuardHandler extends AbstractHandler {

    /** Same skew as the policies' ramp:timestampMaxSkew: an expired timestamp is still accepted for that long. */
    static final Duration SKEW = Duration.ofSeconds(300);
    /** For signed messages without a timestamp (none of the shipped policies). */
    static final Duration NO_TIMESTAMP_WINDOW = Duration.ofMinutes(10);

    private static final QName INVALID_SECURITY = new QName(
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd", "InvalidSecurity", "wsse");
    private static final ReplayCache SEEN = new MemoryReplayCache();

    @Override
    public InvocationResponse invoke(MessageContext context) throws AxisFault {
        Object results = context.getProperty(WSHandlerConstants.RECV_RESULTS);
        if (!(results instanceof List<?> handlerResults)) {
            return InvocationResponse.CONTINUE;
        }
        Instant expires = null;
        String signature = null;
        for (Object handlerResult : handlerResults) {
            if (!(handlerResult instanceof WSHandlerResult result)) {
                continue;
            }
            for (WSSecurityEngineResult engineResult : result.getResults()) {
                if (engineResult.get(WSSecurityEngineResult.TAG_TIMESTAMP) instanceof Timestamp timestamp
                        && timestamp.getExpires() != null) {
                    expires = timestamp.getExpires();
                }
                if (signature == null && engineResult.get(WSSecurityEngineResult.TAG_SIGNATURE_VALUE) instanceof byte[] value) {
                    signature = Base64.getEncoder().encodeToString(value);
                }
            }
        }
        if (signature == null) {
            return InvocationResponse.CONTINUE;
        }
        synchronized (SEEN) {
            if (SEEN.contains(signature)) {
                throw new AxisFault("The message is a replay: a message with the same signature was already accepted",
                        INVALID_SECURITY);
            }
            Instant keepUntil = expires != null ? expires.plus(SKEW) : Instant.now().plus(NO_TIMESTAMP_WINDOW);
            SEEN.add(signature, keepUntil);
        }
        return InvocationResponse.CONTINUE;
    }
}
