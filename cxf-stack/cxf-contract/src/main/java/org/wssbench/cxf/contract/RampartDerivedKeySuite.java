package org.wssbench.cxf.contract;

import org.apache.cxf.Bus;
import org.apache.cxf.ws.policy.AssertionBuilderRegistry;
import org.apache.cxf.ws.security.policy.custom.AlgorithmSuiteBuilder;
import org.apache.neethi.Assertion;
import org.apache.neethi.AssertionBuilderFactory;
import org.apache.neethi.Policy;
import org.apache.neethi.builders.AssertionBuilder;
import org.apache.wss4j.policy.SPConstants;
import org.apache.wss4j.policy.model.AbstractSecurityAssertion;
import org.apache.wss4j.policy.model.AlgorithmSuite;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import javax.xml.namespace.QName;

/**
 * The algorithm suite Rampart 1.8.0 actually uses on a secure conversation's derived keys: the policy's
 * suite (Basic256Sha256) with SHA-1 reference digests and 160-bit (20-byte) signature keys derived from
 * the security context token, which no WS-SecurityPolicy suite names. Built (by {@link Builder}) only for the
 * suite of a symmetric binding protected by a secure conversation token, so the bootstrap's token exchange
 * (which Rampart signs with the standard suite) and every other policy on the same bus keep the standard suites.
 * The CXF clients and the CXF service read secure conversation alike, so each interoperates with Rampart and
 * with the other.
 */
public final class RampartDerivedKeySuite extends AlgorithmSuite {

    static final String SHA1 = "http://www.w3.org/2000/09/xmldsig#sha1";
    static final int SIGNATURE_DERIVED_KEY_BITS = 160;

    RampartDerivedKeySuite(SPConstants.SPVersion version, Policy nestedPolicy) {
        super(version, nestedPolicy);
        AlgorithmSuiteType standard = getAlgorithmSuiteType();
        if (standard != null) {
            AlgorithmSuiteType rampart = new AlgorithmSuiteType(standard.getName(), SHA1, standard.getEncryption(),
                    standard.getSymmetricKeyWrap(), standard.getAsymmetricKeyWrap(),
                    standard.getEncryptionKeyDerivation(), standard.getSignatureKeyDerivation(),
                    standard.getSymmetricSignature(), standard.getAsymmetricSignature(),
                    standard.getEncryptionDerivedKeyLength(), SIGNATURE_DERIVED_KEY_BITS,
                    standard.getMinimumSymmetricKeyLength(), standard.getMaximumSymmetricKeyLength(),
                    standard.getMinimumAsymmetricKeyLength(), standard.getMaximumAsymmetricKeyLength());
            rampart.setNamespace(standard.getNamespace());
            setAlgorithmSuiteType(rampart);
        }
    }

    @Override
    protected AbstractSecurityAssertion cloneAssertion(Policy nestedPolicy) {
        return new RampartDerivedKeySuite(getVersion(), nestedPolicy);
    }

    /**
     * Makes the bus read a secure conversation's own sp:AlgorithmSuite (in a symmetric binding whose
     * protection token is a secure conversation token, not inside its sp:BootstrapPolicy) as this suite.
     */
    public static void install(Bus bus) {
        AssertionBuilderRegistry registry = bus.getExtension(AssertionBuilderRegistry.class);
        Builder builder = new Builder(new AlgorithmSuiteBuilder(bus));
        for (QName name : builder.getKnownElements()) {
            registry.getBuilder(name);
            registry.registerBuilder(name, builder);
            if (registry.getBuilder(name) != builder) {
                throw new IllegalStateException("the CXF bus kept its own builder for " + name);
            }
        }
    }

    /** CXF's builder of sp:AlgorithmSuite, with this suite for a secure conversation's own suite. */
    static final class Builder implements AssertionBuilder<Element> {
        private final AlgorithmSuiteBuilder standard;

        Builder(AlgorithmSuiteBuilder standard) {
            this.standard = standard;
        }

        @Override
        public Assertion build(Element element, AssertionBuilderFactory factory) {
            AlgorithmSuite suite = (AlgorithmSuite) standard.build(element, factory);
            return isSecureConversationSuite(element)
                    ? new RampartDerivedKeySuite(suite.getVersion(), suite.getPolicy()) : suite;
        }

        @Override
        public QName[] getKnownElements() {
            return standard.getKnownElements();
        }

        /** In a sp:SymmetricBinding with a sp:SecureConversationToken, and not in that token's bootstrap policy. */
        static boolean isSecureConversationSuite(Element element) {
            for (Node node = element.getParentNode(); node instanceof Element parent; node = node.getParentNode()) {
                if ("BootstrapPolicy".equals(parent.getLocalName())) {
                    return false;
                }
                if ("SymmetricBinding".equals(parent.getLocalName())) {
                    return parent.getElementsByTagNameNS(parent.getNamespaceURI(), "SecureConversationToken").getLength() > 0;
                }
            }
            return false;
        }
    }
}
