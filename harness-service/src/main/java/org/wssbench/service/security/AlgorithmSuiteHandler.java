package org.wssbench.service.security;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.handlers.AbstractHandler;
import org.apache.neethi.Assertion;
import org.apache.neethi.Policy;
import org.apache.rampart.policy.RampartPolicyBuilder;
import org.apache.rampart.policy.RampartPolicyData;
import org.apache.ws.secpolicy.WSSPolicyException;
import org.apache.ws.secpolicy.model.AlgorithmSuite;
import org.apache.wss4j.dom.WSDataRef;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;

import javax.xml.namespace.QName;
import java.security.cert.X509Certificate;
import java.security.interfaces.RSAPublicKey;
import java.util.Iterator;
import java.util.List;

/**
 * Holds requests to the service policy's algorithm suite. Rampart 1.8.0 decrypts and verifies
 * whatever algorithms a request names: a client on Basic128 (AES-128), Basic128Rsa15 (RSA 1.5 key
 * transport) or Basic256 (SHA-1 digests) was answered by the Basic256Sha256 service (measured).
 * Checked here against the suite of the service's policy: the signature method and canonicalisation
 * of every signature, the signer's RSA key length, the digest of every signed
 * reference (asymmetric binding only, see below), the algorithm of every encrypted part and the key
 * transport of every encrypted key.
 */
public class AlgorithmSuiteHandler extends AbstractHandler {

    private static final String EXCLUSIVE_C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";
    private static final QName INVALID_SECURITY = new QName(
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd", "InvalidSecurity", "wsse");

    @Override
    public InvocationResponse invoke(MessageContext context) throws AxisFault {
        List<WSSecurityEngineResult> results = InboundResults.of(context);
        if (results.isEmpty()) {
            return InvocationResponse.CONTINUE;
        }
        RampartPolicyData policy = policyData(context);
        if (policy == null || policy.getAlgorithmSuite() == null) {
            return InvocationResponse.CONTINUE;
        }
        AlgorithmSuite suite = policy.getAlgorithmSuite();
        // Rampart 1.8.0's own secure-conversation client signs with SHA-1 digests whatever the
        // suite says (measured): on a symmetric binding the digest cannot be held to the suite
        // without refusing Rampart itself. Encryption and key transport still are.
        boolean checkDigest = !policy.isSymmetricBinding();
        for (WSSecurityEngineResult result : results) {
            if (result.get(WSSecurityEngineResult.TAG_SIGNATURE_METHOD) instanceof String method) {
                // RSA-SHA1 signs as weakly as a SHA-1 digest: a digest check alone does not see it. By
                // the key: an HMAC under a symmetric key, an RSA signature by an X.509 key (which a
                // secure-conversation service also gets, in the token request of its bootstrap policy).
                require("signature", method, method.contains("hmac") ? suite.getSymmetricSignature() : suite.getAsymmetricSignature());
            }
            if (result.get(WSSecurityEngineResult.TAG_CANONICALIZATION_METHOD) instanceof String c14n
                    && !EXCLUSIVE_C14N.equals(c14n)) {
                // exclusive c14n is what Rampart 1.8.0 always sends (it ignores sp:InclusiveC14N)
                require("canonicalisation", c14n, suite.getInclusiveC14n());
            }
            if (result.get(WSSecurityEngineResult.TAG_X509_CERTIFICATE) instanceof X509Certificate signer
                    && signer.getPublicKey() instanceof RSAPublicKey rsa) {
                int bits = rsa.getModulus().bitLength();
                if (bits < suite.getMinimumAsymmetricKeyLength() || bits > suite.getMaximumAsymmetricKeyLength()) {
                    throw new AxisFault("The signer's " + bits + "-bit RSA key is outside the policy's algorithm suite's "
                            + suite.getMinimumAsymmetricKeyLength() + " to " + suite.getMaximumAsymmetricKeyLength() + " bits",
                            INVALID_SECURITY);
                }
            }
            Object transport = result.get(WSSecurityEngineResult.TAG_ENCRYPTED_KEY_TRANSPORT_METHOD);
            if (transport != null) {
                require("key transport", transport.toString(), suite.getAsymmetricKeyWrap());
            }
            if (result.get(WSSecurityEngineResult.TAG_DATA_REF_URIS) instanceof List<?> references) {
                for (Object reference : references) {
                    if (reference instanceof WSDataRef data) {
                        if (checkDigest && data.getDigestAlgorithm() != null) {
                            require("digest", data.getDigestAlgorithm(), suite.getDigest());
                        }
                        if (data.getAlgorithm() != null && data.getDigestAlgorithm() == null) {
                            require("encryption", data.getAlgorithm(), suite.getEncryption());
                        }
                    }
                }
            }
        }
        return InvocationResponse.CONTINUE;
    }

    private static void require(String what, String used, String expected) throws AxisFault {
        if (expected != null && !expected.equals(used)) {
            throw new AxisFault("The " + what + " algorithm " + used + " is not the policy's algorithm suite's ("
                    + expected + ")", INVALID_SECURITY);
        }
    }

    /** The policy in effect for this request, as Rampart reads it. */
    private static RampartPolicyData policyData(MessageContext context) throws AxisFault {
        Policy policy = context.getEffectivePolicy();
        if (policy == null) {
            return null;
        }
        Iterator<List<Assertion>> alternatives = policy.getAlternatives();
        if (!alternatives.hasNext()) {
            return null;
        }
        try {
            return RampartPolicyBuilder.build(alternatives.next());
        } catch (WSSPolicyException e) {
            throw new AxisFault("cannot read the service policy's algorithm suite: " + e.getMessage(), e);
        }
    }
}
