package org.wssbench.service.security;

import org.apache.axis2.context.MessageContext;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.apache.wss4j.dom.handler.WSHandlerConstants;
import org.apache.wss4j.dom.handler.WSHandlerResult;

import java.util.ArrayList;
import java.util.List;

/** The WS-Security processing results Rampart left on a request's message context. */
final class InboundResults {

    private InboundResults() {
    }

    static List<WSSecurityEngineResult> of(MessageContext context) {
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
}
