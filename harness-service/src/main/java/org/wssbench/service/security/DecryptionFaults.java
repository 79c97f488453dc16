package org.wssbench.service.security;

import org.apache.axis2.AxisFault;
import org.apache.wss4j.common.ext.WSSecurityException;

import javax.crypto.BadPaddingException;
import javax.crypto.IllegalBlockSizeException;
import javax.xml.namespace.QName;
import java.util.List;

/**
 * One fault for every failed decryption. WSS4J passes the message of whatever stopped the
 * decryption on as the fault reason: "Given final block not properly padded" for a wrong CBC
 * padding, "Error parsing the inputstream" where the padding was right and the decrypted bytes are
 * not XML, the JCE's words for a cipher text that is no whole number of blocks, an array index for
 * one shorter than its IV. A caller who can tell these apart learns whether a forged cipher text
 * decrypted to valid padding, the oracle of the XML Encryption padding and parsing attacks (Jager
 * and Somorovsky, CCS 2011).
 *
 * <p>The criterion is the cause chain, not the text: a failure is a decryption failure when one of
 * its causes was raised inside xmlsec's decryption ({@code XMLCipher.decrypt...} on its stack: the
 * JCE's padding and block-size checks, the parsing of the decrypted octets, the reading of the
 * cipher value, each wrapped in an XMLEncryptionException or passed up bare), or is the JCE's
 * padding or block-size refusal itself. Such a fault becomes wsse:FailedCheck (as the SOAP 1.2
 * subcode where the fault has subcodes) with WSS4J's generic failed-check reason and no detail of
 * its own (Axis2 writes an empty one).
 * Every other fault is left as it is, so that each other attack keeps its own reason.
 */
public final class DecryptionFaults {

    /** WSS4J's reason for a failed signature or decryption check. */
    public static final String REASON = WSSecurityException.FAILED_CHECK_ERR;
    /** The fault code (SOAP 1.1) or subcode (SOAP 1.2) of every decryption failure. */
    public static final QName FAILED_CHECK = new QName(WSSecurityException.FAILED_CHECK.getNamespaceURI(),
            WSSecurityException.FAILED_CHECK.getLocalPart(), "wsse");
    /** xmlsec's XML Encryption engine, with which WSS4J decrypts EncryptedData. */
    static final String XML_CIPHER = "org.apache.xml.security.encryption.XMLCipher";

    private DecryptionFaults() {
    }

    /** The one decryption fault if {@code fault} is a failed decryption, else {@code fault} itself. */
    public static AxisFault uniform(AxisFault fault) {
        if (!isDecryptionFailure(fault)) {
            return fault;
        }
        List<QName> subCodes = fault.getFaultSubCodes();
        if (subCodes == null || subCodes.isEmpty()) {
            return new AxisFault(FAILED_CHECK, REASON, (Throwable) null);
        }
        return new AxisFault(fault.getFaultCode(), List.of(FAILED_CHECK), REASON, null);
    }

    /** Whether a cause of {@code failure} was raised while xmlsec decrypted, or is a cipher's refusal of the data. */
    static boolean isDecryptionFailure(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof BadPaddingException || t instanceof IllegalBlockSizeException || raisedWhileDecrypting(t)) {
                return true;
            }
        }
        return false;
    }

    private static boolean raisedWhileDecrypting(Throwable t) {
        for (StackTraceElement frame : t.getStackTrace()) {
            if (XML_CIPHER.equals(frame.getClassName()) && frame.getMethodName().startsWith("decrypt")) {
                return true;
            }
        }
        return false;
    }
}
