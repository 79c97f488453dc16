package org.wssbench.security.inbound;

import org.apache.axis2.context.MessageContext;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.WSDataRef;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.apache.wss4j.dom.handler.WSHandlerConstants;
import org.apache.wss4j.dom.handler.WSHandlerResult;
import org.w3c.dom.Element;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The WS-Security processing results Rampart left on an inbound message's context (a request on the
 * service, a response on the client), and what its signatures cover.
 */
public final class SecurityResults {

    private SecurityResults() {
    }

    public static List<WSSecurityEngineResult> of(MessageContext context) {
        List<WSSecurityEngineResult> all = new ArrayList<>();
        if (context.getProperty(WSHandlerConstants.RECV_RESULTS) instanceof List<?> handlerResults) {
            for (Object handlerResult : handlerResults) {
                if (handlerResult instanceof WSHandlerResult result) {
                    all.addAll(result.getResults());
                }
            }
        }
        return all;
    }

    /** Every element a verified signature (X.509 or symmetric key) covers, as DOM nodes of the processed message. */
    public static Set<Element> signedElements(MessageContext context) {
        Set<Element> signed = Collections.newSetFromMap(new IdentityHashMap<>());
        for (WSSecurityEngineResult result : of(context)) {
            Object action = result.get(WSSecurityEngineResult.TAG_ACTION);
            if (!(action instanceof Integer a) || (a != WSConstants.SIGN && a != WSConstants.ST_SIGNED && a != WSConstants.UT_SIGN)) {
                continue;
            }
            if (result.get(WSSecurityEngineResult.TAG_DATA_REF_URIS) instanceof List<?> references) {
                for (Object reference : references) {
                    if (reference instanceof WSDataRef data && data.getProtectedElement() != null) {
                        signed.add(data.getProtectedElement());
                    }
                }
            }
        }
        return signed;
    }
}
