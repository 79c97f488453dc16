package org.wssbench.service.contract;

import org.wssbench.security.PolicyLoader;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The service contract as a client outside this project sees it: the seismic-api module's own
 * {@code seismic.wsdl} and {@code seismic.xsd} (not the WSDL Axis2 would generate from the Java
 * class), with one scenario's address and its WS-SecurityPolicy attached to the binding
 * (WS-PolicyAttachment). The policy's Rampart-only configuration ({@code ramp:*}: keystores,
 * passwords, callback classes) is removed: it is the service's private set-up, not the contract.
 */
public final class PublishedContract {

    /** Where seismic-api packages the contract. */
    public static final String WSDL_RESOURCE = "wsdl/seismic.wsdl";
    public static final String XSD_NAME = "seismic.xsd";
    static final String XSD_RESOURCE = "wsdl/" + XSD_NAME;

    private static final String WSDL_NS = "http://schemas.xmlsoap.org/wsdl/";
    private static final String SOAP_NS = "http://schemas.xmlsoap.org/wsdl/soap/";
    private static final String XSD_NS = "http://www.w3.org/2001/XMLSchema";
    private static final String RAMPART_NS = "http://ws.apache.org/rampart/policy";
    private static final String WSU_NS = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";

    private final byte[] wsdl;
    private final byte[] xsd;

    private PublishedContract(byte[] wsdl, byte[] xsd) {
        this.wsdl = wsdl;
        this.xsd = xsd;
    }

    /** Reads the contract from the classpath (the seismic-api jar). */
    public static PublishedContract fromClasspath() {
        return new PublishedContract(resource(WSDL_RESOURCE), resource(XSD_RESOURCE));
    }

    public byte[] xsd() {
        return xsd.clone();
    }

    /**
     * The WSDL for one service: its SOAP address, the schema import pointing at
     * {@code <address>?xsd=seismic.xsd}, and (when {@code servicePolicy} is not null) the service's
     * policy, without its {@code ramp:} elements, referenced from the binding.
     */
    public String wsdlFor(String address, byte[] servicePolicy) {
        Document document = PolicyLoader.parseXml(WSDL_RESOURCE, wsdl);
        Element definitions = document.getDocumentElement();
        for (Element address1 : PolicyLoader.elements(definitions, SOAP_NS, "address")) {
            address1.setAttribute("location", address);
        }
        for (Element schemaImport : PolicyLoader.elements(definitions, XSD_NS, "import")) {
            if (XSD_NAME.equals(schemaImport.getAttribute("schemaLocation"))) {
                schemaImport.setAttribute("schemaLocation", address + "?xsd=" + XSD_NAME);
            }
        }
        if (servicePolicy != null) {
            Element policy = (Element) document.importNode(publishablePolicy(servicePolicy), true);
            String id = policy.getAttributeNS(WSU_NS, "Id");
            if (id.isEmpty()) {
                throw new IllegalStateException("a published policy needs a wsu:Id to be referenced from the binding");
            }
            definitions.insertBefore(policy, definitions.getFirstChild());
            for (Element binding : PolicyLoader.elements(definitions, WSDL_NS, "binding")) {
                Element reference = document.createElementNS(policy.getNamespaceURI(), policy.getPrefix() + ":PolicyReference");
                reference.setAttribute("URI", "#" + id);
                binding.insertBefore(reference, binding.getFirstChild());
            }
        }
        return serialize(document);
    }

    /** The policy file's root element without comments and without any element in Rampart's namespace. */
    static Element publishablePolicy(byte[] policyFile) {
        Element root = PolicyLoader.parseXml("service policy", policyFile).getDocumentElement();
        removePrivateParts(root);
        return root;
    }

    private static void removePrivateParts(Node node) {
        List<Node> remove = new ArrayList<>();
        for (Node child = node.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child.getNodeType() == Node.COMMENT_NODE
                    || child.getNodeType() == Node.ELEMENT_NODE && RAMPART_NS.equals(child.getNamespaceURI())) {
                remove.add(child);
            } else {
                removePrivateParts(child);
            }
        }
        remove.forEach(node::removeChild);
    }

    private static String serialize(Document document) {
        try {
            Transformer transformer = TransformerFactory.newInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            StringWriter out = new StringWriter();
            transformer.transform(new DOMSource(document), new StreamResult(out));
            return out.toString();
        } catch (TransformerException e) {
            throw new IllegalStateException("cannot write the WSDL: " + e.getMessage(), e);
        }
    }

    private static byte[] resource(String name) {
        try (InputStream in = PublishedContract.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is missing from the classpath (it comes with the seismic-api jar)");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException(name + ": cannot be read: " + e.getMessage(), e);
        }
    }

    static String utf8(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
