package org.wssbench.service.security;

import org.apache.axis2.AxisFault;
import org.apache.rampart.RampartException;
import org.apache.wss4j.common.ext.WSSecurityException;

/**
 * A readable reason for the fault a message gets when it is protected with a key the service does
 * not hold, typically a security context token that expired, was cancelled or was never issued.
 * Rampart finds no token, WSS4J then derives a key from no secret, and the JDK refuses with
 * "Missing argument" ({@code SecretKeySpec} given no key bytes), which used to be the whole fault
 * text. The fault code (wsse:InvalidSecurity) and subcodes stay; only the reason changes.
 * {@code WssBenchAxisServlet} applies it to every fault it sends; any other fault is left as it is.
 */
public final class UnknownTokenFaults {

    /** The reason text such a fault carries. */
    public static final String REASON = "The message refers to a key the service does not hold: its security context token"
            + " expired, was cancelled or was never issued (obtain a new token)";
    /** What javax.crypto.spec.SecretKeySpec says when it gets no key bytes. */
    static final String NO_KEY_BYTES = "Missing argument";

    private UnknownTokenFaults() {
    }

    /** The same fault with the readable reason if it is such a failure, else {@code fault} itself. */
    public static AxisFault readable(AxisFault fault) {
        if (!isMissingTokenKey(fault)) {
            return fault;
        }
        return new AxisFault(fault.getFaultCode(), fault.getFaultSubCodes(), REASON, null);
    }

    /** A WS-Security failure whose cause is a key built from no secret. */
    static boolean isMissingTokenKey(Throwable failure) {
        boolean security = false;
        boolean noKeyBytes = false;
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            security |= t instanceof WSSecurityException || t instanceof RampartException;
            noKeyBytes |= t instanceof IllegalArgumentException && NO_KEY_BYTES.equals(t.getMessage());
        }
        return security && noKeyBytes;
    }
}
