package org.wssbench.security;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.neethi.Policy;
import org.apache.neethi.PolicyEngine;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * Loads a WS-SecurityPolicy file for Rampart: substitutes {@code ${...}} placeholders from
 * {@link SecurityConfig}, parses it, builds the Neethi policy (Rampart's assertion builders come
 * through META-INF/services) and validates the keystores its RampartConfig names. Every failure is
 * one {@link SecurityConfigException} naming the policy.
 */
public final class PolicyLoader {

    private static final String CLASSPATH_PREFIX = "classpath:";

    private PolicyLoader() {
    }

    /** Loads a policy file. */
    public static Policy load(Path policyFile, SecurityConfig config) {
        String text;
        try {
            text = Files.readString(policyFile, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new SecurityConfigException(policyFile + ": cannot be read (" + e + ")", e);
        }
        return parse(policyFile.toString(), text, config);
    }

    /** Loads a policy from the classpath, e.g. {@code "policies/sign-client.xml"}. */
    public static Policy loadResource(String resourceName, SecurityConfig config) {
        String source = CLASSPATH_PREFIX + resourceName;
        ClassLoader loader = Thread.currentThread().getContextClassLoader() != null
                ? Thread.currentThread().getContextClassLoader() : PolicyLoader.class.getClassLoader();
        try (InputStream in = loader.getResourceAsStream(stripLeadingSlash(resourceName))) {
            if (in == null) {
                throw new SecurityConfigException(source + ": not found on the classpath");
            }
            return parse(source, new String(in.readAllBytes(), StandardCharsets.UTF_8), config);
        } catch (IOException e) {
            throw new SecurityConfigException(source + ": cannot be read (" + e + ")", e);
        }
    }

    /**
     * Loads {@code location}: a {@code classpath:} resource, an existing file, or else a classpath
     * resource of that name.
     */
    public static Policy load(String location, SecurityConfig config) {
        if (location.startsWith(CLASSPATH_PREFIX)) {
            return loadResource(location.substring(CLASSPATH_PREFIX.length()), config);
        }
        Path file = Path.of(location);
        return Files.exists(file) ? load(file, config) : loadResource(location, config);
    }

    /** Loads policy text that is not a file of its own (a generated {@link PolicyVariant}); {@code source} names it in errors. */
    public static Policy loadText(String source, String rawText, SecurityConfig config) {
        return parse(source, rawText, config);
    }

    private static Policy parse(String source, String rawText, SecurityConfig config) {
        String text = PlaceholderResolver.of(config).resolve(source, rawText);
        checkWellFormed(source, text);
        Policy policy;
        try {
            OMElement root = OMXMLBuilderFactory.createOMBuilder(new StringReader(text)).getDocumentElement();
            policy = PolicyEngine.getPolicy(root);
        } catch (RuntimeException e) {
            throw new SecurityConfigException(source + ": not a valid WS-Policy document (" + e.getMessage() + ")", e);
        }
        new RampartConfigValidator(source).validate(policy);
        return policy;
    }

    /** A DOM parse first: it reports line and column, which the Axiom/Neethi path does not. */
    private static void checkWellFormed(String source, String text) {
        parseXml(source, text);
    }

    /**
     * Policy XML as a namespace-aware DOM, with DTDs refused; the one parser of policy documents
     * (also used for {@link PolicyVariant}'s generated policies and the published contract).
     * Malformed XML is a {@link SecurityConfigException} naming {@code source}, with line and column
     * where the parser gives them.
     */
    public static Document parseXml(String source, String text) {
        return parseXml(source, new InputSource(new StringReader(text)));
    }

    /** As {@link #parseXml(String, String)}, from bytes whose encoding the XML declaration gives. */
    public static Document parseXml(String source, byte[] xml) {
        return parseXml(source, new InputSource(new ByteArrayInputStream(xml)));
    }

    private static Document parseXml(String source, InputSource input) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            // Policies never need a DTD; refusing one rules out external-entity tricks.
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            var builder = factory.newDocumentBuilder();
            builder.setErrorHandler(null);
            return builder.parse(input);
        } catch (SAXParseException e) {
            throw new SecurityConfigException(source + ":" + e.getLineNumber() + ":" + e.getColumnNumber()
                    + ": malformed XML: " + e.getMessage(), e);
        } catch (SAXException | IOException | ParserConfigurationException e) {
            throw new SecurityConfigException(source + ": malformed XML: " + e.getMessage(), e);
        }
    }

    /** Every element below {@code root} (in document order) with that namespace and local name. */
    public static List<Element> elements(Element root, String namespace, String localName) {
        NodeList nodes = root.getElementsByTagNameNS(namespace, localName);
        List<Element> list = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            list.add((Element) nodes.item(i));
        }
        return list;
    }

    private static String stripLeadingSlash(String name) {
        return name.startsWith("/") ? name.substring(1) : name;
    }
}
