package org.wssbench.security;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.apache.axiom.om.OMElement;
import org.apache.axis2.AxisFault;
import org.apache.axis2.addressing.EndpointReference;
import org.apache.axis2.client.Options;
import org.apache.axis2.client.ServiceClient;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.kernel.http.HTTPConstants;
import org.apache.axis2.wsdl.WSDLConstants;
import org.apache.http.conn.HttpClientConnectionManager;
import org.apache.neethi.Policy;
import org.apache.rampart.RampartMessageData;

/**
 * The set-up the Rampart round-trip tests share: the shared test keystores, the keystore folder
 * property that Rampart's {@link ConfiguredPasswordCallback} reads (restored on {@link #close()}),
 * an in-JVM Axis2 server for echo services and a client configuration context beside it.
 */
final class RampartEchoFixture implements AutoCloseable {

    private final SecurityConfig config;
    private final InJvmAxis2Server server;
    private final ConfigurationContext clientContext;
    private final String previousKeystoreDir;

    private RampartEchoFixture(SecurityConfig config, InJvmAxis2Server server, ConfigurationContext clientContext,
            String previousKeystoreDir) {
        this.config = config;
        this.server = server;
        this.clientContext = clientContext;
        this.previousKeystoreDir = previousKeystoreDir;
    }

    /** Starts the server and client repositories in a new temporary folder named with {@code tempPrefix}. */
    static RampartEchoFixture start(String tempPrefix) throws Exception {
        SecurityConfig config = TestKeystores.shared();
        // Rampart creates ConfiguredPasswordCallback by class name: it must find the test keystores.
        String previous = System.setProperty(SecurityConfig.KEYSTORE_DIR_PROPERTY, config.keystoreDir().toString());
        InJvmAxis2Server server = null;
        try {
            Path repositories = TestKeystores.newTempDir(tempPrefix);
            server = InJvmAxis2Server.start(Files.createDirectories(repositories.resolve("server")));
            ConfigurationContext clientContext =
                    InJvmAxis2Server.newConfigurationContext(Files.createDirectories(repositories.resolve("client")));
            return new RampartEchoFixture(config, server, clientContext, previous);
        } catch (Exception | Error e) {
            if (server != null) {
                server.close();
            }
            restoreKeystoreDir(previous);
            throw e;
        }
    }

    SecurityConfig config() {
        return config;
    }

    /** Deploys an echo service; returns its endpoint address. */
    String deployEcho(String serviceName, Policy policy, List<String> modules, OMElement sctIssuerConfig)
            throws AxisFault {
        return server.deployEcho(serviceName, policy, modules, sctIssuerConfig);
    }

    /** A client of the echo service at {@code endpoint} secured by {@code policy}, Rampart engaged. */
    ServiceClient client(String endpoint, Policy policy, boolean addressing) throws AxisFault {
        ServiceClient client = new ServiceClient(clientContext, null);
        Options options = client.getOptions();
        options.setTo(new EndpointReference(endpoint));
        options.setAction(InJvmAxis2Server.ECHO_ACTION);
        options.setTimeOutInMilliSeconds(20_000);
        options.setProperty(RampartMessageData.KEY_RAMPART_POLICY, policy);
        if (addressing) {
            client.engageModule("addressing");
        }
        client.engageModule("rampart");
        return client;
    }

    /** The envelope the client's last operation sent, as Rampart secured it. */
    static String lastSent(ServiceClient client) throws AxisFault {
        return client.getLastOperationContext().getMessageContext(WSDLConstants.MESSAGE_LABEL_OUT_VALUE)
                .getEnvelope().toString();
    }

    /** The envelope the client's last operation received. */
    static String lastReceived(ServiceClient client) throws AxisFault {
        return client.getLastOperationContext().getMessageContext(WSDLConstants.MESSAGE_LABEL_IN_VALUE)
                .getEnvelope().toString();
    }

    @Override
    public void close() {
        try {
            closeClientConnections();
        } finally {
            try {
                server.close();
            } finally {
                restoreKeystoreDir(previousKeystoreDir);
            }
        }
    }

    /**
     * Closes the keep-alive connections the clients pooled: the server's workers then end at once,
     * where SimpleHttpServer would wait its 3 s shutdown grace period for workers still reading them.
     */
    private void closeClientConnections() {
        if (clientContext.getProperty(HTTPConstants.MULTITHREAD_HTTP_CONNECTION_MANAGER)
                instanceof HttpClientConnectionManager pool) {
            pool.shutdown();
        }
    }

    private static void restoreKeystoreDir(String previous) {
        if (previous == null) {
            System.clearProperty(SecurityConfig.KEYSTORE_DIR_PROPERTY);
        } else {
            System.setProperty(SecurityConfig.KEYSTORE_DIR_PROPERTY, previous);
        }
    }
}
