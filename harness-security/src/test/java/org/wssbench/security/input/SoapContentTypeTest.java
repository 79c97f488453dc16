package org.wssbench.security.input;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SoapContentTypeTest {

    @Test
    void soapContentTypesPassWithAnyParameters() {
        assertTrue(SoapContentType.isSoap("text/xml"));
        assertTrue(SoapContentType.isSoap("text/xml; charset=UTF-8"));
        assertTrue(SoapContentType.isSoap("Application/SOAP+XML;charset=UTF-8;action=\"urn:matchQuakes\""));
    }

    @Test
    void everyOtherTypeIsRefusedWithOneText() throws Exception {
        assertFalse(SoapContentType.isSoap(null));
        assertFalse(SoapContentType.isSoap("image/gif"));
        assertFalse(SoapContentType.isSoap("text/plain; charset=UTF-8"));
        assertFalse(SoapContentType.isSoap("multipart/related; type=\"application/xop+xml\""));
        assertFalse(SoapContentType.isSoap("text/xmlx"));
        assertEquals("Message refused: content type image/gif is not a SOAP content type", SoapContentType.refusal("image/gif"));
        assertEquals("Message refused: content type (none) is not a SOAP content type", SoapContentType.refusal(null));
        AxisFault fault = assertThrows(AxisFault.class, () -> new NonSoapContentRefusal()
                .processDocument(new ByteArrayInputStream(new byte[] {'<', 'a', '/', '>'}), "image/gif", new MessageContext()));
        assertEquals("Message refused: content type image/gif is not a SOAP content type", fault.getMessage());
        assertEquals("Client", fault.getFaultCode().getLocalPart());
    }
}
