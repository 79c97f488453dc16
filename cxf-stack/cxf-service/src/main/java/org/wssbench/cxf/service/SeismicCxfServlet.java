package org.wssbench.cxf.service;

import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.apache.cxf.jaxws.EndpointImpl;
import org.apache.cxf.transport.servlet.CXFNonSpringServlet;
import org.apache.cxf.ws.addressing.WSAddressingFeature;
import org.apache.cxf.ws.policy.WSPolicyFeature;
import org.wssbench.cxf.contract.RampartDerivedKeySuite;
import org.wssbench.cxf.contract.StackCredentials;
import org.wssbench.cxf.contract.StackPolicy;
import org.wssbench.seismic.catalog.CatalogSource;
import org.wssbench.seismic.query.QueryEngine;

import javax.servlet.ServletConfig;
import javax.servlet.ServletContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.logging.Logger;
import java.util.stream.Stream;

/**
 * Publishes one CXF endpoint per scenario, each twice: {@code services/<scenario>} with WSS4J's DOM
 * processing and {@code services/streaming/<scenario>} with its StAX streaming processing
 * ({@code ws-security.enable.streaming}). A scenario with a policy is one of WEB-INF/cxf-policies
 * (derived from policies/*-service.xml at build time); {@code plain} and {@code ssl} have none.
 */
public class SeismicCxfServlet extends CXFNonSpringServlet {

    private static final long serialVersionUID = 1L;
    private static final Logger LOG = Logger.getLogger(SeismicCxfServlet.class.getName());
    private static final String POLICY_SUFFIX = "-service.xml";
    /** Scenarios without message security: served unsecured on both transports. */
    static final List<String> UNSECURED = List.of("plain", "ssl");
    static final String STREAMING_PREFIX = "streaming/";

    private final Map<String, LongAdder> callsByEndpoint = new TreeMap<>();

    @Override
    protected void loadBus(ServletConfig config) {
        super.loadBus(config);
        Bus bus = getBus();
        BusFactory.setDefaultBus(bus);
        // secure conversation as Rampart signs it (SHA-1 digests, 20-byte derived signature keys), as the CXF clients read it
        RampartDerivedKeySuite.install(bus);
        ServletContext context = config.getServletContext();
        try {
            long started = System.nanoTime();
            QueryEngine engine = new QueryEngine(CatalogSource.load(System.getProperty("wssbench.catalog", "synthetic")));
            ServiceSecurity security = new ServiceSecurity(StackCredentials.load());
            for (String name : UNSECURED) {
                publish(bus, engine, name, null, Map.of(), security);
            }
            for (Path file : policyFiles(Path.of(context.getRealPath("/WEB-INF/cxf-policies")))) {
                String name = file.getFileName().toString().replace(POLICY_SUFFIX, "");
                StackPolicy policy = StackPolicy.derive(file);
                publish(bus, engine, name, policy, policy.properties(), security);
            }
            context.setAttribute(StatusServlet.CALLS_ATTRIBUTE, callsByEndpoint);
            LOG.info("wss-bench CXF service: " + callsByEndpoint.size() + " endpoints published in "
                    + (System.nanoTime() - started) / 1_000_000 + " ms: " + callsByEndpoint.keySet());
        } catch (RuntimeException e) {
            throw new IllegalStateException("wss-bench CXF service cannot start: " + e.getMessage(), e);
        }
    }

    private void publish(Bus bus, QueryEngine engine, String name, StackPolicy policy, Map<String, String> properties,
                         ServiceSecurity security) {
        for (boolean streaming : new boolean[] {false, true}) {
            String address = (streaming ? STREAMING_PREFIX : "") + name;
            LongAdder calls = new LongAdder();
            callsByEndpoint.put(address, calls);
            EndpointImpl endpoint = new EndpointImpl(bus, new SeismicEndpoint(engine, calls));
            endpoint.setProperties(security.forEndpoint(properties, streaming));
            if (policy != null) {
                WSPolicyFeature feature = new WSPolicyFeature();
                feature.setPolicyElements(List.of(policy.element()));
                endpoint.getFeatures().add(feature);
                if (policy.element().getElementsByTagNameNS(StackPolicy.SP_NAMESPACE, "SecureConversationToken").getLength() > 0) {
                    // responses then carry wsa:RelatesTo, signed (SignedParts), which binds each to its request
                    endpoint.getFeatures().add(new WSAddressingFeature());
                }
            }
            ServerTimingInterceptors.install(endpoint.getInInterceptors(), endpoint.getOutInterceptors());
            endpoint.publish("/" + address);
        }
    }

    private static List<Path> policyFiles(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(POLICY_SUFFIX)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("CXF policy folder " + dir + " cannot be read: " + e, e);
        }
    }
}
