package org.wssbench.rampart;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.neethi.Policy;
import org.apache.neethi.PolicyEngine;

import java.io.StringReader;

/**
 * A WS-Policy document kept as text, from which each caller gets its own, unshared
 * {@link Policy} object graph (see {@link IssuerPolicyIsolationHandler} for why Rampart needs one).
 */
public final class PolicyTemplate {

    private final String source;
    private final String xml;

    /**
     * @param source names the document in error messages (e.g. its file)
     * @param xml    the complete policy document, placeholders already resolved
     */
    public PolicyTemplate(String source, String xml) {
        this.source = source;
        this.xml = xml;
        newPolicy(); // a template that cannot be parsed fails at deployment, not at the first token request
    }

    /** A new policy object graph, shared with nobody. */
    public Policy newPolicy() {
        try {
            OMElement root = OMXMLBuilderFactory.createOMBuilder(new StringReader(xml)).getDocumentElement();
            return PolicyEngine.getPolicy(root);
        } catch (RuntimeException e) {
            throw new IllegalStateException(source + ": cannot be parsed as a WS-Policy: " + e.getMessage(), e);
        }
    }

    public String source() {
        return source;
    }
}
