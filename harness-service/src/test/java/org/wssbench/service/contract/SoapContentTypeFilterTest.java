package org.wssbench.service.contract;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SoapContentTypeFilterTest {

    @Test
    void soapContentTypesPassWithAnyParameters() {
        assertTrue(SoapContentTypeFilter.isSoap("text/xml"));
        assertTrue(SoapContentTypeFilter.isSoap("text/xml; charset=UTF-8"));
        assertTrue(SoapContentTypeFilter.isSoap("Application/SOAP+XML;charset=UTF-8;action=\"urn:matchQuakes\""));
    }

    @Test
    void everyOtherTypeIsRefused() {
        assertFalse(SoapContentTypeFilter.isSoap(null));
        assertFalse(SoapContentTypeFilter.isSoap("image/gif"));
        assertFalse(SoapContentTypeFilter.isSoap("text/plain; charset=UTF-8"));
        assertFalse(SoapContentTypeFilter.isSoap("multipart/related; type=\"application/xop+xml\""));
        assertFalse(SoapContentTypeFilter.isSoap("text/xmlx"));
        assertEquals("Message refused: content type image/gif is not a SOAP content type", SoapContentTypeFilter.refusalText("image/gif"));
    }
}
