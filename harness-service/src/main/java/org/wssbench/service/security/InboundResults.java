package org.wssbench.service.security;

import org.apache.axis2.context.MessageContext;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.wssbench.security.inbound.SecurityResults;

import java.util.List;

/** The WS-Security processing results Rampart left on a request's message context. */
final class InboundResults {

    private InboundResults() {
    }

    static List<WSSecurityEngineResult> of(MessageContext context) {
        return SecurityResults.of(context);
    }
}
