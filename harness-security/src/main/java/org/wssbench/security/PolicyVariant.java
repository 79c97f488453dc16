package org.wssbench.security;

import java.io.StringWriter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * A scenario's policy with configuration axes changed, generated from the scenario's own policy
 * file instead of edited by hand. The same text is produced on the client (from
 * {@code <scenario>-client.xml}) and on the service (from {@code <scenario>-service.xml}), so both
 * sides of a variant always agree. One axis per variant, so a sweep changes one thing at a time:
 *
 * <table>
 * <caption>axes</caption>
 * <tr><th>axis</th><th>values</th><th>what changes in the policy</th></tr>
 * <tr><td>suite</td><td>Basic256Sha256, Basic256, Basic128, Basic128Rsa15, TripleDes, ...</td>
 *     <td>every {@code sp:AlgorithmSuite} (also inside a bootstrap policy)</td></tr>
 * <tr><td>keyref</td><td>thumbprint, issuerserial, bst</td>
 *     <td>how X.509 tokens are referenced: {@code sp:RequireThumbprintReference},
 *     {@code sp:RequireIssuerSerialReference}, or every X.509 token included as a
 *     BinarySecurityToken ({@code IncludeToken/Always}) and referenced directly</td></tr>
 * <tr><td>c14n</td><td>exclusive, inclusive</td><td>{@code sp:InclusiveC14N} in the algorithm suite</td></tr>
 * <tr><td>binding</td><td>asymmetric, symmetric</td><td>symmetric: an {@code sp:SymmetricBinding} whose
 *     protection token is the service's X.509 certificate; messages are signed with HMAC under a
 *     fresh key that travels RSA-encrypted (van Engelen and Zhang 2008: HMAC instead of RSA signing)</td></tr>
 * <tr><td>encryptsignature</td><td>off, on</td><td>{@code sp:EncryptSignature} in the binding</td></tr>
 * <tr><td>signed</td><td>body, per-quake</td><td>per-quake: {@code sp:SignedElements} with one
 *     reference per quake element of a response and per request element, instead of one signed Body
 *     (van Engelen and Zhang 2008, Figs. 5/6). Measurement only: a response's count attribute and
 *     region list are then not signed.</td></tr>
 * </table>
 */
public record PolicyVariant(String axis, String value) {

    static final String SP = "http://docs.oasis-open.org/ws-sx/ws-securitypolicy/200702";
    static final String WSP = "http://schemas.xmlsoap.org/ws/2004/09/policy";
    private static final String INCLUDE_ALWAYS = SP + "/IncludeToken/Always";

    /** The axes and their values; the first value of each is what the scenarios' own policies use. */
    public static final Map<String, List<String>> AXES = axes();

    private static Map<String, List<String>> axes() {
        Map<String, List<String>> axes = new LinkedHashMap<>();
        axes.put("suite", List.of("Basic256Sha256", "Basic256", "Basic192", "Basic128", "TripleDes", "Basic256Rsa15",
                "Basic192Rsa15", "Basic128Rsa15", "TripleDesRsa15", "Basic256Sha256Rsa15", "Basic128Sha256",
                "TripleDesSha256"));
        axes.put("keyref", List.of("thumbprint", "issuerserial", "bst"));
        axes.put("c14n", List.of("exclusive", "inclusive"));
        axes.put("binding", List.of("asymmetric", "symmetric"));
        axes.put("encryptsignature", List.of("off", "on"));
        axes.put("signed", List.of("body", "per-quake"));
        return Collections.unmodifiableMap(axes); // this order: variants and messages list the axes in it
    }

    public PolicyVariant {
        List<String> values = AXES.get(axis);
        if (values == null) {
            throw new SecurityConfigException("unknown policy variant axis '" + axis + "' (known: "
                    + String.join(", ", AXES.keySet()) + ")");
        }
        String given = value;
        String canonical = values.stream().filter(v -> v.equalsIgnoreCase(given)).findFirst().orElse(null);
        if (canonical == null) {
            throw new SecurityConfigException("policy variant axis " + axis + ": unknown value '" + value
                    + "' (known: " + String.join(", ", values) + ")");
        }
        value = canonical;
    }

    /** The variant's scenario and service name: {@code <base>_<axis>-<value>}, lower case, e.g. {@code sign_suite-basic128}. */
    public String scenarioName(String base) {
        return base + "_" + axis + "-" + value.toLowerCase(Locale.ROOT);
    }

    /** The algorithm suite the scenarios' own policies use (the first value of the suite axis). */
    public static final String REFERENCE_SUITE = "Basic256Sha256";

    /**
     * A suite other than the scenarios' own (weaker digests, key sizes or RSA 1.5 key transport).
     * Such a variant is deployed only on request and uses its own service key
     * ({@code weak.service.*}, {@code weak.client.*} in security.properties): an oracle on its key
     * transport must never reach the key of the real scenarios.
     */
    public boolean weakSuite() {
        return axis.equals("suite") && !value.equals(REFERENCE_SUITE);
    }

    /** Applies this variant to a policy's text (placeholders left as they are); the source names the file in errors. */
    public String apply(String source, String policyText) {
        Document document = PolicyLoader.parseXml(source, policyText);
        Element root = document.getDocumentElement();
        switch (axis) {
            case "suite" -> suite(source, root);
            case "keyref" -> keyReference(source, root);
            case "c14n" -> canonicalisation(source, root);
            case "binding" -> binding(source, document);
            case "encryptsignature" -> encryptSignature(source, root);
            case "signed" -> signedElements(source, root);
            default -> throw new IllegalStateException(axis);
        }
        root.setAttributeNS("http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd",
                "wsu:Id", root.getAttributeNS("http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd", "Id")
                        + "-" + axis + "-" + value.toLowerCase(Locale.ROOT));
        String text = serialize(root);
        if (weakSuite()) {
            text = text.replace("${service.", "${weak.service.").replace("${client.keystore.", "${weak.client.keystore.");
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by org.wssbench.security.PolicyVariant from "
                + source.replace("--", "- -") + ": axis " + axis + " = " + value
                + (weakSuite() ? ", with the weak-suite keys" : "") + ". Do not edit: edit the source policy. -->\n"
                + text;
    }

    private void suite(String source, Element root) {
        List<Element> suites = PolicyLoader.elements(root, SP, "AlgorithmSuite");
        require(source, !suites.isEmpty(), "has no sp:AlgorithmSuite");
        for (Element suite : suites) {
            Element nested = firstChild(suite, WSP, "Policy");
            Element current = firstChild(nested, SP, null);
            replace(current, nested.getOwnerDocument().createElementNS(SP, "sp:" + value));
        }
    }

    private void keyReference(String source, Element root) {
        List<Element> tokens = PolicyLoader.elements(root, SP, "X509Token");
        require(source, !tokens.isEmpty(), "has no sp:X509Token");
        for (Element token : tokens) {
            Element nested = firstChild(token, WSP, "Policy");
            for (String reference : List.of("RequireThumbprintReference", "RequireIssuerSerialReference")) {
                Element old = firstChild(nested, SP, reference);
                if (old != null) {
                    nested.removeChild(old);
                }
            }
            // bst keeps a thumbprint reference as the fallback Rampart needs (see rampart-compat); an
            // included token is referenced directly, so the fallback is not used on the wire.
            String reference = value.equals("issuerserial") ? "RequireIssuerSerialReference" : "RequireThumbprintReference";
            nested.insertBefore(nested.getOwnerDocument().createElementNS(SP, "sp:" + reference), nested.getFirstChild());
            if (value.equals("bst")) {
                token.setAttributeNS(SP, "sp:IncludeToken", INCLUDE_ALWAYS);
            }
        }
    }

    private void canonicalisation(String source, Element root) {
        List<Element> suites = PolicyLoader.elements(root, SP, "AlgorithmSuite");
        require(source, !suites.isEmpty(), "has no sp:AlgorithmSuite");
        for (Element suite : suites) {
            Element nested = firstChild(suite, WSP, "Policy");
            Element inclusive = firstChild(nested, SP, "InclusiveC14N");
            if (value.equals("inclusive") && inclusive == null) {
                nested.appendChild(nested.getOwnerDocument().createElementNS(SP, "sp:InclusiveC14N"));
            } else if (value.equals("exclusive") && inclusive != null) {
                nested.removeChild(inclusive);
            }
        }
    }

    /** Only the message binding (not a secure conversation bootstrap) is turned symmetric. */
    private void binding(String source, Document document) {
        Element root = document.getDocumentElement();
        Element all = messageAlternative(source, root);
        Element asymmetric = firstChild(all, SP, "AsymmetricBinding");
        if (value.equals("asymmetric")) {
            require(source, asymmetric != null, "has no top-level sp:AsymmetricBinding");
            return;
        }
        require(source, asymmetric != null, "has no top-level sp:AsymmetricBinding to make symmetric");
        Element asymmetricPolicy = firstChild(asymmetric, WSP, "Policy");
        Element recipient = firstChild(asymmetricPolicy, SP, "RecipientToken");
        require(source, recipient != null, "has no sp:RecipientToken");
        Element symmetric = document.createElementNS(SP, "sp:SymmetricBinding");
        Element policy = document.createElementNS(WSP, "wsp:Policy");
        symmetric.appendChild(policy);
        // The service's certificate protects an ephemeral key (EncryptedKey); HMAC signs with it.
        Element protection = document.createElementNS(SP, "sp:ProtectionToken");
        for (Node child = recipient.getFirstChild(); child != null; child = recipient.getFirstChild()) {
            protection.appendChild(child);
        }
        policy.appendChild(protection);
        for (Node child = asymmetricPolicy.getFirstChild(); child != null; child = asymmetricPolicy.getFirstChild()) {
            if (child instanceof Element e && SP.equals(e.getNamespaceURI())
                    && (e.getLocalName().equals("InitiatorToken") || e.getLocalName().equals("RecipientToken"))) {
                asymmetricPolicy.removeChild(child);
            } else {
                policy.appendChild(child);
            }
        }
        all.replaceChild(symmetric, asymmetric);
    }

    private void encryptSignature(String source, Element root) {
        Element all = messageAlternative(source, root);
        Element binding = firstChild(all, SP, "AsymmetricBinding");
        if (binding == null) {
            binding = firstChild(all, SP, "SymmetricBinding");
        }
        require(source, binding != null, "has no top-level security binding");
        Element nested = firstChild(binding, WSP, "Policy");
        Element encryptSignature = firstChild(nested, SP, "EncryptSignature");
        if (value.equals("on") && encryptSignature == null) {
            Element anchor = firstChild(nested, SP, "OnlySignEntireHeadersAndBody");
            nested.insertBefore(nested.getOwnerDocument().createElementNS(SP, "sp:EncryptSignature"), anchor);
        } else if (value.equals("off") && encryptSignature != null) {
            nested.removeChild(encryptSignature);
        }
    }

    private void signedElements(String source, Element root) {
        Element all = messageAlternative(source, root);
        Element signedParts = firstChild(all, SP, "SignedParts");
        require(source, signedParts != null, "has no top-level sp:SignedParts");
        if (value.equals("body")) {
            return;
        }
        Element body = firstChild(signedParts, SP, "Body");
        require(source, body != null, "signs no Body to replace by per-quake elements");
        signedParts.removeChild(body);
        Document document = root.getOwnerDocument();
        Element signed = document.createElementNS(SP, "sp:SignedElements");
        // Each quake of a response is one signature reference; a request (or echo) element is one too.
        for (String xpath : List.of("//*[local-name()='quake']",
                "/*[local-name()='Envelope']/*[local-name()='Body']/*[local-name()='matchQuakes' or local-name()='echo'"
                        + " or local-name()='echoResponse']")) {
            Element path = document.createElementNS(SP, "sp:XPath");
            path.setTextContent(xpath);
            signed.appendChild(path);
        }
        all.insertBefore(signed, signedParts.getNextSibling());
    }

    /** The {@code wsp:All} holding the binding and the parts (the policy's only alternative). */
    private static Element messageAlternative(String source, Element root) {
        Element exactlyOne = firstChild(root, WSP, "ExactlyOne");
        Element all = exactlyOne == null ? null : firstChild(exactlyOne, WSP, "All");
        require(source, all != null, "is not of the form wsp:Policy/wsp:ExactlyOne/wsp:All");
        return all;
    }

    private static void require(String source, boolean condition, String problem) {
        if (!condition) {
            throw new SecurityConfigException(source + ": " + problem);
        }
    }

    private static void replace(Element old, Element replacement) {
        old.getParentNode().replaceChild(replacement, old);
    }

    /** First child element in the namespace with that local name (any name if null), or null. */
    private static Element firstChild(Element parent, String namespace, String localName) {
        if (parent == null) {
            return null;
        }
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element e && namespace.equals(e.getNamespaceURI())
                    && (localName == null || localName.equals(e.getLocalName()))) {
                return e;
            }
        }
        return null;
    }

    private static String serialize(Element root) {
        try {
            var transformer = TransformerFactory.newInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
            StringWriter out = new StringWriter();
            transformer.transform(new DOMSource(root), new StreamResult(out));
            return out + "\n";
        } catch (Exception e) {
            throw new IllegalStateException("cannot write a generated policy: " + e.getMessage(), e);
        }
    }
}
