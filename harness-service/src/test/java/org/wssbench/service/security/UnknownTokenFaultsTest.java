package org.wssbench.service.security;

import org.apache.axis2.AxisFault;
import org.apache.wss4j.common.ext.WSSecurityException;
import org.junit.jupiter.api.Test;

import javax.crypto.spec.SecretKeySpec;
import javax.xml.namespace.QName;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class UnknownTokenFaultsTest {

    private static final QName INVALID_SECURITY = new QName(
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd", "InvalidSecurity", "wsse");

    @Test
    void aKeyDerivedFromNoSecretGetsAReadableReasonAndKeepsItsFaultCode() {
        // what the service saw for an expired or unknown token: Rampart's AxisFault <- WSS4J <- the JDK
        IllegalArgumentException noKey = assertThrows(IllegalArgumentException.class, () -> new SecretKeySpec(null, "HmacSHA1"));
        assertEquals(UnknownTokenFaults.NO_KEY_BYTES, noKey.getMessage(), "the JDK text recognised");
        AxisFault rampart = new AxisFault(noKey.getMessage(), INVALID_SECURITY,
                new WSSecurityException(WSSecurityException.ErrorCode.FAILURE, noKey));
        AxisFault readable = UnknownTokenFaults.readable(rampart);
        assertEquals(UnknownTokenFaults.REASON, readable.getReason());
        assertEquals(INVALID_SECURITY, readable.getFaultCode());
    }

    @Test
    void otherFaultsAreLeftAsTheyAre() {
        AxisFault signature = new AxisFault("The signature or decryption was invalid", INVALID_SECURITY,
                new WSSecurityException(WSSecurityException.ErrorCode.FAILED_CHECK));
        assertSame(signature, UnknownTokenFaults.readable(signature));
        AxisFault application = new AxisFault("Missing argument", new IllegalArgumentException("Missing argument"));
        assertSame(application, UnknownTokenFaults.readable(application), "not a WS-Security failure");
    }
}
