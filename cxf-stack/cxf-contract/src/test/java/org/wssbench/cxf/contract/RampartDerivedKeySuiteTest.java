package org.wssbench.cxf.contract;

import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.apache.cxf.ws.policy.AssertionBuilderRegistry;
import org.apache.cxf.ws.policy.PolicyBuilder;
import org.apache.cxf.ws.security.policy.custom.AlgorithmSuiteBuilder;
import org.apache.neethi.Assertion;
import org.apache.neethi.Policy;
import org.apache.neethi.PolicyComponent;
import org.apache.neethi.PolicyContainingAssertion;
import org.apache.neethi.PolicyOperator;
import org.apache.wss4j.policy.model.AlgorithmSuite;
import org.apache.wss4j.policy.model.SecureConversationToken;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RampartDerivedKeySuiteTest {

    private static final Path POLICIES = Path.of("../../policies");
    private final Bus bus = BusFactory.newInstance().createBus();

    @AfterEach
    void shutdown() {
        bus.shutdown(true);
    }

    @Test
    void theConversationsOwnSuiteIsRampartsAndTheBootstrapKeepsTheStandardOne() {
        RampartDerivedKeySuite.Builder builder = new RampartDerivedKeySuite.Builder(new AlgorithmSuiteBuilder(bus));
        AssertionBuilderRegistry registry = bus.getExtension(AssertionBuilderRegistry.class);
        NodeList elements = StackPolicy.derive(POLICIES.resolve("secureconversation-client.xml")).element()
                .getElementsByTagNameNS(StackPolicy.SP_NAMESPACE, "AlgorithmSuite");
        assertEquals(2, elements.getLength(), "the bootstrap's suite and the conversation's own");
        int rampart = 0;
        for (int i = 0; i < elements.getLength(); i++) {
            Element element = (Element) elements.item(i);
            AlgorithmSuite suite = (AlgorithmSuite) builder.build(element, registry);
            boolean bootstrap = isInsideBootstrap(element);
            assertEquals(!bootstrap, suite instanceof RampartDerivedKeySuite, "bootstrap " + bootstrap);
            assertEquals("Basic256Sha256", suite.getAlgorithmSuiteType().getName());
            if (bootstrap) {
                assertEquals("http://www.w3.org/2001/04/xmlenc#sha256", suite.getAlgorithmSuiteType().getDigest());
                assertEquals(192, suite.getAlgorithmSuiteType().getSignatureDerivedKeyLength());
            } else {
                rampart++;
                assertEquals(RampartDerivedKeySuite.SHA1, suite.getAlgorithmSuiteType().getDigest());
                assertEquals(160, suite.getAlgorithmSuiteType().getSignatureDerivedKeyLength());
            }
        }
        assertEquals(1, rampart);
    }

    @Test
    void installedTheBusReadsThePolicysOwnSuiteAsRamparts() {
        RampartDerivedKeySuite.install(bus);
        List<AlgorithmSuite> own = new ArrayList<>();
        collect(policy("secureconversation-client.xml"), own, new ArrayList<>());
        assertFalse(own.isEmpty(), "the conversation's own suite");
        assertTrue(own.stream().allMatch(s -> s instanceof RampartDerivedKeySuite), own.toString());
    }

    private static boolean isInsideBootstrap(Element element) {
        for (Node node = element.getParentNode(); node instanceof Element; node = node.getParentNode()) {
            if ("BootstrapPolicy".equals(node.getLocalName())) {
                return true;
            }
        }
        return false;
    }

    @Test
    void everyOtherPolicyOnTheSameBusKeepsTheStandardSuite() {
        RampartDerivedKeySuite.install(bus);
        for (String file : List.of("sign-service.xml", "signencr-client.xml", "encrsign-service.xml")) {
            List<AlgorithmSuite> own = new ArrayList<>();
            collect(policy(file), own, new ArrayList<>());
            assertFalse(own.isEmpty(), file);
            assertTrue(own.stream().noneMatch(s -> s instanceof RampartDerivedKeySuite), file + ": " + own);
        }
    }

    @Test
    void aBusWithoutItKeepsTheStandardSuite() {
        List<AlgorithmSuite> own = new ArrayList<>();
        List<AlgorithmSuite> bootstrap = new ArrayList<>();
        collect(policy("secureconversation-client.xml"), own, bootstrap);
        assertFalse(own.isEmpty());
        assertTrue(own.stream().noneMatch(s -> s instanceof RampartDerivedKeySuite), own.toString());
    }

    private Policy policy(String policyFile) {
        return bus.getExtension(PolicyBuilder.class).getPolicy(StackPolicy.derive(POLICIES.resolve(policyFile)).element());
    }

    /** Every sp:AlgorithmSuite of the policy, those inside the bootstrap policy apart. */
    private static void collect(PolicyComponent component, List<AlgorithmSuite> own, List<AlgorithmSuite> bootstrap) {
        collect(component, own, bootstrap, false);
    }

    private static void collect(PolicyComponent component, List<AlgorithmSuite> own, List<AlgorithmSuite> bootstrap,
                                boolean insideBootstrap) {
        if (component instanceof AlgorithmSuite suite) {
            (insideBootstrap ? bootstrap : own).add(suite);
            return;
        }
        boolean inside = insideBootstrap
                || component instanceof Assertion assertion && "BootstrapPolicy".equals(assertion.getName().getLocalPart());
        if (component instanceof SecureConversationToken token && token.getBootstrapPolicy() != null) {
            collect(token.getBootstrapPolicy(), own, bootstrap, true);
        }
        if (component instanceof PolicyContainingAssertion container && container.getPolicy() != null) {
            collect(container.getPolicy(), own, bootstrap, inside);
        }
        if (component instanceof PolicyOperator operator) {
            for (PolicyComponent child : operator.getPolicyComponents()) {
                collect(child, own, bootstrap, inside);
            }
        }
    }
}
