package org.wssbench.floor;

import org.apache.xml.security.c14n.Canonicalizer;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * The two XML operations of message security, done the way WSS4J/Santuario do them: a namespace-aware
 * DOM parse of the whole envelope, and exclusive canonicalisation (without comments) of the Body
 * element, the part a signature reference covers.
 */
final class XmlWork {

    private final DocumentBuilder builder;
    private final Canonicalizer exclusive;

    XmlWork() {
        try {
            org.apache.xml.security.Init.init();
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            builder = factory.newDocumentBuilder();
            exclusive = Canonicalizer.getInstance(Canonicalizer.ALGO_ID_C14N_EXCL_OMIT_COMMENTS);
        } catch (ParserConfigurationException | org.apache.xml.security.exceptions.XMLSecurityException e) {
            throw new IllegalStateException("cannot set up the XML parser or canonicaliser: " + e, e);
        }
    }

    Document parse(byte[] envelope) throws IOException, SAXException {
        builder.reset();
        return builder.parse(new ByteArrayInputStream(envelope));
    }

    static Element body(Document document) {
        return (Element) document.getElementsByTagNameNS(XmlShapes.SOAP_NS, "Body").item(0);
    }

    void canonicalize(Element element, OutputStream out) {
        try {
            exclusive.canonicalizeSubtree(element, out);
        } catch (org.apache.xml.security.c14n.CanonicalizationException e) {
            throw new IllegalStateException("exclusive c14n failed: " + e, e);
        }
    }
}
