package org.wssbench.service.security;

import org.apache.axis2.AxisFault;

import javax.crypto.BadPaddingException;
import javax.crypto.IllegalBlockSizeException;

/**
 * One reason for every failed decryption. WSS4J passes the JCE's own message on as the fault
 * reason, so a request decrypted with a wrong key or altered ciphertext was answered "Given final
 * block not properly padded": a caller could tell a padding failure from any other, the oracle that
 * breaks CBC-mode XML Encryption (Jager and Somorovsky, CCS 2011). The fault code stays; the reason
 * becomes WSS4J's generic failed-check text.
 */
public final class DecryptionFaults {

    /** WSS4J's reason for a failed signature or decryption check. */
    public static final String REASON = "The signature or decryption was invalid";

    private DecryptionFaults() {
    }

    /** The same fault with the generic reason if a cipher refused the data, else {@code fault} itself. */
    public static AxisFault uniform(AxisFault fault) {
        for (Throwable t = fault; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof BadPaddingException || t instanceof IllegalBlockSizeException) {
                return new AxisFault(fault.getFaultCode(), fault.getFaultSubCodes(), REASON, null);
            }
        }
        return fault;
    }
}
