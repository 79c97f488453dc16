package org.wssbench.service;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axis2.AxisFault;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.description.AxisService;
import org.apache.axis2.description.Parameter;
import org.apache.axis2.engine.ServiceLifeCycle;
import org.wssbench.security.KeystoreSettings;
import org.wssbench.security.SecurityConfig;

import java.io.StringReader;

/**
 * Gives each scenario's Axis2 service its security at deployment: attaches the policy file its
 * services.xml names ({@code wssbench.policy}) and, for secure conversation, the token issuer
 * configuration rahas needs, built from the same security configuration as everything else.
 */
public class ScenarioServiceLifeCycle implements ServiceLifeCycle {

    static final String POLICY_PARAMETER = "wssbench.policy";
    static final String SCT_ISSUER_PARAMETER = "wssbench.sct-issuer";

    @Override
    public void startUp(ConfigurationContext configuration, AxisService service) {
        ServiceRuntime runtime = ServiceRuntime.get();
        Parameter policyFile = service.getParameter(POLICY_PARAMETER);
        if (policyFile != null) {
            service.getPolicySubject().attachPolicy(runtime.policy((String) policyFile.getValue()));
        }
        if (service.getParameter(SCT_ISSUER_PARAMETER) != null) {
            try {
                service.addParameter(sctIssuerConfig(runtime.security()));
            } catch (AxisFault e) {
                throw new IllegalStateException("service " + service.getName() + ": " + e.getMessage(), e);
            }
        }
    }

    /** Rahas issues security context tokens signed/encrypted with the service key pair. */
    static Parameter sctIssuerConfig(SecurityConfig security) {
        KeystoreSettings keystore = security.service();
        String xml = "<parameter name=\"sct-issuer-config\"><sct-issuer-config>"
                + "<cryptoProperties><crypto provider=\"org.apache.wss4j.common.crypto.Merlin\">"
                + property("org.apache.wss4j.crypto.merlin.keystore.type", security.keystoreType())
                + property("org.apache.wss4j.crypto.merlin.keystore.file", keystore.file().toAbsolutePath().toString())
                + property("org.apache.wss4j.crypto.merlin.keystore.password", keystore.storePassword())
                + "</crypto></cryptoProperties>"
                + "<addRequestedAttachedRef/><addRequestedUnattachedRef/>"
                + "<keyComputation>3</keyComputation><proofKeyType>BinarySecret</proofKeyType>"
                + "</sct-issuer-config></parameter>";
        OMElement element = OMXMLBuilderFactory.createOMBuilder(new StringReader(xml)).getDocumentElement();
        element.build();
        Parameter parameter = new Parameter("sct-issuer-config", element.getFirstElement());
        parameter.setParameterElement(element);
        return parameter;
    }

    private static String property(String name, String value) {
        return "<property name=\"" + name + "\">" + escape(value) + "</property>";
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    @Override
    public void shutDown(ConfigurationContext configuration, AxisService service) {
        // nothing to release
    }
}
