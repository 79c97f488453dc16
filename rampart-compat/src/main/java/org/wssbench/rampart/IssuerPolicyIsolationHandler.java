package org.wssbench.rampart;

import org.apache.axis2.context.MessageContext;
import org.apache.axis2.description.Parameter;
import org.apache.axis2.handlers.AbstractHandler;
import org.apache.rampart.RampartMessageData;
import org.apache.rampart.handler.WSSHandlerConstants;

import java.util.Set;

/**
 * Gives every secure-conversation token request and response its own copy of the service policy,
 * so that Rampart never writes into the policy the service shares between threads.
 * <p>
 * Why: for a message whose action is RST/SCT or RSTR/SCT, Rampart 1.8.0
 * ({@code RampartMessageData.setTrustParameters}) adds a new RampartConfig assertion to the
 * bootstrap policy of the SecureConversationToken and then normalises that policy. The bootstrap
 * policy belongs to the policy attached to the service, so concurrent token requests modify and
 * iterate one list at once (ConcurrentModificationException in Neethi's
 * {@code AbstractPolicyOperator.normalizeOperator}) and the list grows by one assertion per
 * message for as long as the service runs.
 * <p>
 * Runs before the Security phase in both flows. The service names its template in the parameter
 * {@link #TEMPLATE_PARAMETER} (a {@link PolicyTemplate}); without it the handler does nothing.
 * Application messages are untouched: they only read the shared policy.
 */
public final class IssuerPolicyIsolationHandler extends AbstractHandler {

    /** Service parameter whose value is the {@link PolicyTemplate} of the service's policy. */
    public static final String TEMPLATE_PARAMETER = "wssbench.rampart.policy-template";

    private static final Set<String> TOKEN_ISSUANCE_ACTIONS = Set.of(
            WSSHandlerConstants.RST_ACTON_SCT, WSSHandlerConstants.RSTR_ACTON_SCT,
            WSSHandlerConstants.RST_ACTON_SCT_STANDARD, WSSHandlerConstants.RSTR_ACTON_SCT_STANDARD);

    @Override
    public InvocationResponse invoke(MessageContext message) {
        if (isTokenIssuance(message.getWSAAction()) && message.getProperty(RampartMessageData.KEY_RAMPART_POLICY) == null) {
            Parameter template = message.getParameter(TEMPLATE_PARAMETER);
            if (template != null && template.getValue() instanceof PolicyTemplate policy) {
                message.setProperty(RampartMessageData.KEY_RAMPART_POLICY, policy.newPolicy());
            }
        }
        return InvocationResponse.CONTINUE;
    }

    /** Whether Rampart treats a message with this action as a token request or response (and writes into its policy). */
    public static boolean isTokenIssuance(String action) {
        return action != null && TOKEN_ISSUANCE_ACTIONS.contains(action);
    }
}
