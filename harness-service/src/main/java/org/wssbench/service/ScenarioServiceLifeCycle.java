package org.wssbench.service;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axis2.AxisFault;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.description.AxisService;
import org.apache.axis2.description.Parameter;
import org.apache.axis2.engine.ServiceLifeCycle;
import org.wssbench.rampart.ConcurrentTokenStore;
import org.wssbench.rampart.IssuerPolicyIsolationHandler;
import org.wssbench.rampart.RampartWorkarounds;
import org.wssbench.rampart.TokenLifetimeHandler;
import org.wssbench.security.KeystoreSettings;
import org.wssbench.security.SecurityConfig;

import java.io.StringReader;
import java.util.List;

/**
 * Gives each scenario's Axis2 service its security at deployment: attaches the policy file its
 * services.xml names ({@code wssbench.policy}) and, for secure conversation, the token issuer
 * configuration rahas needs, built from the same security configuration as everything else.
 */
public class ScenarioServiceLifeCycle implements ServiceLifeCycle {

    static final String POLICY_PARAMETER = "wssbench.policy";
    static final String SCT_ISSUER_PARAMETER = "wssbench.sct-issuer";
    /** Setting (system property, env WSSBENCH_SCT_LIFETIME, context parameter): token lifetime in seconds. */
    public static final String SCT_LIFETIME_SETTING = "wssbench.sct.lifetime";

    @Override
    public void startUp(ConfigurationContext configuration, AxisService service) {
        ServiceRuntime runtime = ServiceRuntime.get();
        Parameter policyFile = service.getParameter(POLICY_PARAMETER);
        if (policyFile != null) {
            service.getPolicySubject().attachPolicy(runtime.policy((String) policyFile.getValue()));
        }
        runtime.publish(new ServiceRuntime.PublishedService(service.getName(),
                policyFile == null ? null : (String) policyFile.getValue(),
                service.isEnableAllTransports() ? List.of("http", "https") : List.copyOf(service.getExposedTransports())));
        if (service.getParameter(SCT_ISSUER_PARAMETER) != null) {
            try {
                service.addParameter(sctIssuerConfig(runtime.security()));
                service.addParameter(tokenCancelerConfig());
                if (RampartWorkarounds.enabled()) {
                    // rampart-compat: a thread-safe token store that forgets tokens, a private policy
                    // copy per token request, and the configured token lifetime (see its README).
                    runtime.tokenStore(RampartWorkarounds.installTokenStore(configuration, new ConcurrentTokenStore()));
                    service.addParameter(new Parameter(IssuerPolicyIsolationHandler.TEMPLATE_PARAMETER,
                            runtime.policyTemplate((String) policyFile.getValue())));
                    String lifetime = WssBenchStartupListener.setting(null, SCT_LIFETIME_SETTING, "");
                    if (!lifetime.isBlank()) {
                        service.addParameter(new Parameter(TokenLifetimeHandler.LIFETIME_PARAMETER, lifetimeSeconds(lifetime)));
                    }
                }
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

    /** Lets clients cancel their token (rahas' TokenCancelerImpl needs the parameter to exist; it reads nothing from it). */
    static Parameter tokenCancelerConfig() {
        OMElement element = OMXMLBuilderFactory.createOMBuilder(new StringReader(
                "<parameter name=\"token-canceler-config\"><token-canceler-config/></parameter>")).getDocumentElement();
        element.build();
        Parameter parameter = new Parameter("token-canceler-config", element.getFirstElement());
        parameter.setParameterElement(element);
        return parameter;
    }

    static String lifetimeSeconds(String value) {
        try {
            long seconds = Long.parseLong(value.trim());
            if (seconds < 1) {
                throw new NumberFormatException("must be at least 1");
            }
            return Long.toString(seconds);
        } catch (NumberFormatException e) {
            throw new IllegalStateException(SCT_LIFETIME_SETTING + "=" + value + ": not a token lifetime in whole seconds ("
                    + e.getMessage() + ")", e);
        }
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
