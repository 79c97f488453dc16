package org.apache.rampart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axiom.om.OMXMLParserWrapper;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The replacement walk finds what Rampart's finds, in steps linear in the message's nodes on Axiom DOM, where
 * Rampart's index walk takes steps quadratic in an element's children (the positive control).
 */
class ValidatorDataTest {

    private static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";

    @Test
    void theSiblingWalkIsLinearInTheChildrenWhereTheIndexWalkIsQuadratic() {
        long[] sibling = new long[3];
        long[] index = new long[3];
        int[] sizes = {1_000, 2_000, 4_000};
        for (int k = 0; k < sizes.length; k++) {
            Element root = axiomDom(manyChildren(sizes[k]));
            sibling[k] = steps(root, true);
            index[k] = steps(root, false);
        }
        for (int k = 0; k < sizes.length; k++) {
            int n = sizes[k];
            assertTrue(sibling[k] <= n + 10, "sibling walk over " + n + " children: " + sibling[k] + " steps");
            assertTrue(index[k] >= (long) n * n / 2, "index walk over " + n + " children: " + index[k] + " steps");
        }
        // Doubling the children doubles the sibling walk's steps and quadruples the index walk's.
        assertEquals(2.0, (double) sibling[2] / sibling[1], 0.05);
        assertEquals(4.0, (double) index[2] / index[1], 0.2);
    }

    @Test
    void bothWalksFindTheBodysEncryptedDataAndTheOthersIds() {
        String xml = "<s:Envelope xmlns:s='" + SOAP + "' xmlns:x='http://www.w3.org/2001/04/xmlenc#'>"
                + "<s:Header><w:Security xmlns:w='urn:wsse'><x:EncryptedData Id='ED-sig'/><x:EncryptedData Id='ED-later'/>"
                + "</w:Security><h:Other xmlns:h='urn:h'><h:In><x:EncryptedData Id='ED-deep'/></h:In></h:Other></s:Header>"
                + "<s:Body><x:EncryptedData Id='ED-body'/><x:EncryptedData Id='ED-second'/></s:Body></s:Envelope>";
        Element root = axiomDom(xml);
        for (boolean bySiblings : new boolean[] {true, false}) {
            ValidatorData data = new ValidatorData(root, SOAP, bySiblings, new DomSteps());
            assertEquals("ED-body", data.getBodyEncrDataId(), "by siblings: " + bySiblings);
            assertEquals(List.of("ED-sig", "ED-deep"), data.getEncryptedDataRefIds(), "by siblings: " + bySiblings);
        }
    }

    @Test
    void deepNestingCostsNoJavaStack() {
        int depth = 900;
        String xml = "<s:Envelope xmlns:s='" + SOAP + "'><s:Body>" + "<a>".repeat(depth) + "</a>".repeat(depth) + "</s:Body></s:Envelope>";
        long steps = steps(axiomDom(xml), true);
        assertEquals(depth + 1, steps);
    }

    private static long steps(Element root, boolean bySiblings) {
        DomSteps steps = new DomSteps();
        new ValidatorData(root, SOAP, bySiblings, steps);
        return steps.steps();
    }

    private static String manyChildren(int n) {
        return "<s:Envelope xmlns:s='" + SOAP + "'><s:Body><m:matchQuakes xmlns:m='urn:m'>" + "<m:q/>".repeat(n)
                + "</m:matchQuakes></s:Body></s:Envelope>";
    }

    private static Element axiomDom(String xml) {
        OMXMLParserWrapper builder = OMXMLBuilderFactory.createOMBuilder(
                OMAbstractFactory.getMetaFactory(OMAbstractFactory.FEATURE_DOM).getOMFactory(), new StringReader(xml));
        builder.getDocument().build();
        return ((Document) builder.getDocument()).getDocumentElement();
    }
}
