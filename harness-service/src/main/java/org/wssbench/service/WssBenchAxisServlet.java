package org.wssbench.service;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.transport.http.AxisServlet;
import org.wssbench.service.security.DecryptionFaults;
import org.wssbench.service.security.UnknownTokenFaults;

import javax.servlet.ServletConfig;
import javax.servlet.ServletException;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * Axis2's servlet, plus the declared policy variants: once Axis2 has deployed the services of
 * services.xml, every variant is deployed as a copy of its base scenario's service with its
 * generated policy (the variants the setting wssbench.variants names). Faults get readable reasons
 * where WSS4J's are not ({@link UnknownTokenFaults}), and one fault for every failed decryption
 * ({@link DecryptionFaults}).
 */
public class WssBenchAxisServlet extends AxisServlet {

    static final String SERVICES_XML = "/WEB-INF/services/seismic/META-INF/services.xml";

    @Override
    protected ConfigurationContext initConfigContext(ServletConfig config) throws ServletException {
        ConfigurationContext context = super.initConfigContext(config);
        ServiceRuntime runtime = ServiceRuntime.get();
        if (!runtime.variants().isEmpty()) {
            String servicesXml = config.getServletContext().getRealPath(SERVICES_XML);
            try {
                VariantServices.deploy(context, Path.of(servicesXml), runtime.variants());
            } catch (RuntimeException e) {
                throw new ServletException("wss-bench cannot deploy the policy variants: " + e.getMessage(), e);
            }
        }
        return context;
    }

    @Override
    protected void handleFault(MessageContext msgContext, OutputStream out, AxisFault e) throws AxisFault {
        super.handleFault(msgContext, out, UnknownTokenFaults.readable(DecryptionFaults.uniform(e)));
    }
}
