package org.wssbench.security;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import javax.xml.namespace.QName;
import javax.xml.stream.XMLStreamException;

import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.util.AXIOMUtil;
import org.apache.axis2.AxisFault;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.context.ConfigurationContextFactory;
import org.apache.axis2.description.AxisOperation;
import org.apache.axis2.description.AxisService;
import org.apache.axis2.description.InOutAxisOperation;
import org.apache.axis2.description.Parameter;
import org.apache.axis2.engine.AxisConfiguration;
import org.apache.axis2.transport.http.SimpleHTTPServer;
import org.apache.neethi.Policy;

/**
 * Axis2 1.8.2's SimpleHTTPServer on a free loopback port, with an Axis2 repository whose modules/
 * holds the rampart, rahas and addressing archives shipped in rampart-compat. Echo services are
 * deployed programmatically, each with one service-side policy attached.
 */
final class InJvmAxis2Server implements AutoCloseable {

    static final String ECHO_ACTION = "urn:wssbench:echo";
    static final QName ECHO_OPERATION = new QName("urn:wssbench:echo", "echo");
    private static final List<String> MODULE_ARCHIVES = List.of("rampart.mar", "rahas.mar", "addressing.mar");

    private final ConfigurationContext context;
    private final SimpleHTTPServer server;
    private final int port;

    private InJvmAxis2Server(ConfigurationContext context, SimpleHTTPServer server, int port) {
        this.context = context;
        this.server = server;
        this.port = port;
    }

    static InJvmAxis2Server start(Path repository) throws Exception {
        ConfigurationContext context = newConfigurationContext(repository);
        int port = freePort();
        SimpleHTTPServer server = new SimpleHTTPServer(context, port);
        server.start();
        return new InJvmAxis2Server(context, server, port);
    }

    /** A configuration context over a repository holding the module archives; also used by clients. */
    static ConfigurationContext newConfigurationContext(Path repository) throws IOException, AxisFault {
        Path modules = Files.createDirectories(repository.resolve("modules"));
        for (String archive : MODULE_ARCHIVES) {
            try (InputStream in = InJvmAxis2Server.class.getClassLoader().getResourceAsStream("axis2-modules/" + archive)) {
                if (in == null) {
                    throw new IllegalStateException("axis2-modules/" + archive + " missing: is rampart-compat on the classpath?");
                }
                Files.copy(in, modules.resolve(archive), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return ConfigurationContextFactory.createConfigurationContextFromFileSystem(repository.toString(), null);
    }

    /** Deploys an echo service protected by {@code policy} with the given modules engaged. */
    String deployEcho(String serviceName, Policy policy, List<String> modules, OMElement sctIssuerConfig)
            throws AxisFault {
        AxisConfiguration axisConfiguration = context.getAxisConfiguration();
        AxisService service = new AxisService(serviceName);
        AxisOperation operation = new InOutAxisOperation(ECHO_OPERATION);
        operation.setMessageReceiver(new EchoMessageReceiver());
        operation.setSoapAction(ECHO_ACTION);
        service.addOperation(operation);
        service.mapActionToOperation(ECHO_ACTION, operation);
        if (sctIssuerConfig != null) {
            service.addParameter(elementParameter("sct-issuer-config", sctIssuerConfig));
        }
        axisConfiguration.addService(service);
        service.getPolicySubject().attachPolicy(policy);
        for (String module : modules) {
            service.engageModule(axisConfiguration.getModule(module));
        }
        String servicesPath = context.getServiceContextPath().replaceAll("^/+|/+$", "");
        return "http://127.0.0.1:" + port + "/" + servicesPath + "/" + serviceName;
    }

    /** Like a services.xml {@code <parameter>} whose content is an element, which Rahas reads. */
    private static Parameter elementParameter(String name, OMElement content) {
        OMElement parameterElement = OMAbstractFactory.getOMFactory().createOMElement(new QName("parameter"));
        parameterElement.addAttribute("name", name, null);
        parameterElement.addChild(content);
        Parameter parameter = new Parameter(name, content);
        parameter.setParameterElement(parameterElement);
        parameter.setParameterType(Parameter.OM_PARAMETER);
        return parameter;
    }

    static OMElement parse(String xml) {
        try {
            return AXIOMUtil.stringToOM(xml);
        } catch (XMLStreamException e) {
            throw new IllegalArgumentException(e);
        }
    }

    @Override
    public void close() {
        server.stop();
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
