package org.wssbench.cxf.contract;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One of the project's WS-SecurityPolicy files as CXF must read it, derived from the file Rampart
 * reads (one source of truth) with the differences between the stacks:
 * <ul>
 *   <li>{@code ramp:RampartConfig} is removed: CXF does not know the assertion and then finds none of
 *       the policy's alternatives satisfiable. What it configured (keys, passwords, TTLs) CXF takes
 *       from properties instead ({@code ws-security.*}).</li>
 *   <li>For an algorithm suite named {@code ...Sha256}, the asymmetric signature algorithm is
 *       RSA-SHA256: Rampart signs with it, while WS-SecurityPolicy's suite (and CXF) says RSA-SHA1,
 *       so without the property each stack rejects the other's signatures.</li>
 *   <li>With that property, a policy with a symmetric binding (secure conversation) also names its
 *       symmetric signature algorithm, HMAC-SHA1 (the suite's own): CXF's DOM interceptor otherwise
 *       accepts inbound signatures made with the asymmetric algorithm only, and refuses every
 *       HMAC-SHA1 signature made with a derived or symmetric key.</li>
 * </ul>
 */
public final class StackPolicy {

    public static final String RAMPART_NAMESPACE = "http://ws.apache.org/rampart/policy";
    public static final String SP_NAMESPACE = "http://docs.oasis-open.org/ws-sx/ws-securitypolicy/200702";
    /** CXF's property for the signature algorithm of asymmetric bindings ({@code security.} is not read for it). */
    public static final String ASYMMETRIC_SIGNATURE_ALGORITHM = "ws-security.asymmetric.signature.algorithm";
    public static final String RSA_SHA256 = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256";
    /**
     * CXF's property for the signature algorithm of symmetric bindings. When only the asymmetric one is set,
     * CXF's DOM in-interceptor replaces the suite's allowed signature methods by that one algorithm.
     */
    public static final String SYMMETRIC_SIGNATURE_ALGORITHM = "ws-security.symmetric.signature.algorithm";
    /** The symmetric signature algorithm of every WS-SecurityPolicy suite, and Rampart's on derived keys. */
    public static final String HMAC_SHA1 = "http://www.w3.org/2000/09/xmldsig#hmac-sha1";

    private final Element policy;
    private final Map<String, String> properties;

    private StackPolicy(Element policy, Map<String, String> properties) {
        this.policy = policy;
        this.properties = properties;
    }

    /** Reads a Rampart policy file; a file that is not a readable policy is one error naming it. */
    public static StackPolicy derive(Path rampartPolicy) {
        Document document;
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            document = factory.newDocumentBuilder().parse(rampartPolicy.toFile());
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new IllegalArgumentException(rampartPolicy + ": not a readable policy file: " + e.getMessage(), e);
        }
        Element root = document.getDocumentElement();
        if (!"Policy".equals(root.getLocalName())) {
            throw new IllegalArgumentException(rampartPolicy + ": the root element is " + root.getTagName()
                    + ", not wsp:Policy");
        }
        removeRampartElements(root);
        Map<String, String> properties = new TreeMap<>();
        String suite = algorithmSuite(root);
        if (suite != null && suite.endsWith("Sha256")) {
            properties.put(ASYMMETRIC_SIGNATURE_ALGORITHM, RSA_SHA256);
            if (root.getElementsByTagNameNS(SP_NAMESPACE, "SymmetricBinding").getLength() > 0) {
                properties.put(SYMMETRIC_SIGNATURE_ALGORITHM, HMAC_SHA1);
            }
        }
        return new StackPolicy(root, Map.copyOf(properties));
    }

    /** The policy without Rampart's configuration, as a DOM element (what CXF's policy feature takes). */
    public Element element() {
        return policy;
    }

    /** CXF properties this policy needs to interoperate with Rampart (may be empty). */
    public Map<String, String> properties() {
        return properties;
    }

    /** The policy as XML text. */
    public String text() {
        try {
            Transformer transformer = TransformerFactory.newInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            StringWriter text = new StringWriter();
            transformer.transform(new DOMSource(policy), new StreamResult(text));
            return text.toString();
        } catch (TransformerException e) {
            throw new IllegalStateException("policy cannot be written: " + e.getMessage(), e);
        }
    }

    private static void removeRampartElements(Element parent) {
        List<Node> doomed = new ArrayList<>();
        NodeList children = parent.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            Node child = children.item(i);
            if (child instanceof Element element) {
                if (RAMPART_NAMESPACE.equals(element.getNamespaceURI())) {
                    doomed.add(element);
                } else {
                    removeRampartElements(element);
                }
            }
        }
        doomed.forEach(parent::removeChild);
    }

    /** The local name of the first sp:AlgorithmSuite's suite, e.g. Basic256Sha256; null if none. */
    private static String algorithmSuite(Element root) {
        NodeList suites = root.getElementsByTagNameNS(SP_NAMESPACE, "AlgorithmSuite");
        if (suites.getLength() == 0) {
            return null;
        }
        NodeList inner = ((Element) suites.item(0)).getElementsByTagNameNS(SP_NAMESPACE, "*");
        for (int i = 0; i < inner.getLength(); i++) {
            String name = inner.item(i).getLocalName();
            if (name.startsWith("Basic") || name.startsWith("TripleDes")) {
                return name;
            }
        }
        return null;
    }
}
