package org.wssbench.service.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import javax.crypto.BadPaddingException;
import javax.xml.namespace.QName;

import org.apache.axis2.AxisFault;
import org.apache.wss4j.common.ext.WSSecurityException;
import org.junit.jupiter.api.Test;

class DecryptionFaultsTest {

    private static final QName INVALID_SECURITY = new QName(
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd", "InvalidSecurity");

    @Test
    void aPaddingFailureGetsTheGenericReasonAndKeepsItsCode() {
        WSSecurityException cause = new WSSecurityException(WSSecurityException.ErrorCode.FAILED_CHECK,
                new BadPaddingException("Given final block not properly padded"));
        AxisFault fault = new AxisFault("Given final block not properly padded", INVALID_SECURITY, cause);

        AxisFault uniform = DecryptionFaults.uniform(fault);

        assertEquals(DecryptionFaults.REASON, uniform.getReason());
        assertEquals(INVALID_SECURITY, uniform.getFaultCode());
    }

    @Test
    void otherFaultsAreLeftAsTheyAre() {
        AxisFault fault = new AxisFault("The timestamp could not be validated", INVALID_SECURITY,
                new WSSecurityException(WSSecurityException.ErrorCode.MESSAGE_EXPIRED));
        assertSame(fault, DecryptionFaults.uniform(fault));
    }
}
