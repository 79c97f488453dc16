package org.wssbench.cxf.client;

import org.apache.cxf.Bus;
import org.apache.cxf.configuration.jsse.TLSClientParameters;
import org.apache.cxf.endpoint.Client;
import org.apache.cxf.frontend.ClientProxy;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.apache.cxf.transport.http.HTTPConduit;
import org.apache.cxf.transports.http.configuration.HTTPClientPolicy;
import org.apache.cxf.ws.policy.WSPolicyFeature;
import org.apache.wss4j.common.ext.WSSecurityException;
import org.wssbench.cxf.contract.JaxbQueries;
import org.wssbench.cxf.contract.StackCredentials;
import org.wssbench.cxf.contract.StackPolicy;
import org.wssbench.cxf.ws.SeismicPortType;
import org.wssbench.cxf.ws.types.Echo;
import org.wssbench.seismic.query.QueryRange;
import org.wssbench.stack.StackClient;
import org.wssbench.stack.StackExchange;
import org.wssbench.stack.StackExchange.Outcome;

import javax.net.ssl.TrustManagerFactory;
import javax.xml.namespace.QName;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntSupplier;

/**
 * One scenario's CXF client for one thread: a JAX-WS proxy of seismic.wsdl with the scenario's
 * client policy (derived from the Rampart one, {@link StackPolicy}), WSS4J's DOM or streaming
 * processing, and a meter on its HTTP conduit.
 */
final class CxfStackClient implements StackClient {

    private static final String NAMESPACE = "http://wssbench.org/seismic";
    private static final long TIMEOUT_MILLIS = 120_000;

    private final SeismicPortType port;
    private final Client client;
    private final WireMeter meter = new WireMeter();

    CxfStackClient(Bus bus, String endpoint, Path policyFile, boolean streaming, Path keystoreDir,
                   Map<String, String> overrides) {
        StackCredentials credentials = StackCredentials.load(keystoreDir);
        JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
        factory.setBus(bus);
        factory.setServiceClass(SeismicPortType.class);
        factory.setWsdlURL("classpath:wsdl/seismic.wsdl");
        factory.setServiceName(new QName(NAMESPACE, "Seismic"));
        factory.setEndpointName(new QName(NAMESPACE, "SeismicPort"));
        factory.setAddress(endpoint);
        Map<String, Object> properties = new HashMap<>();
        if (policyFile != null) {
            StackPolicy policy = StackPolicy.derive(policyFile);
            WSPolicyFeature feature = new WSPolicyFeature();
            feature.setPolicyElements(List.of(policy.element()));
            factory.getFeatures().add(feature);
            properties.putAll(ClientSecurity.properties(credentials, policy.properties(), streaming, overrides));
        }
        factory.setProperties(properties);
        factory.getOutInterceptors().add(meter.requestCounter());
        factory.getInInterceptors().add(meter.responseCounter());
        factory.getInFaultInterceptors().add(meter.responseCounter());
        port = factory.create(SeismicPortType.class);
        client = ClientProxy.getClient(port);
        HTTPConduit conduit = (HTTPConduit) client.getConduit();
        HTTPClientPolicy http = new HTTPClientPolicy();
        http.setConnectionTimeout(TIMEOUT_MILLIS);
        http.setReceiveTimeout(TIMEOUT_MILLIS);
        // Content-length requests, as the Axis2 client sends them: the two stacks' requests then differ only in XML.
        http.setAllowChunking(false);
        conduit.setClient(http);
        if (endpoint.startsWith("https:")) {
            conduit.setTlsClientParameters(tls(credentials));
        }
    }

    @Override
    public StackExchange matchQuakes(QueryRange range) {
        var request = JaxbQueries.toRequest(range);
        return call(() -> port.matchQuakes(request).getCount(), null);
    }

    @Override
    public StackExchange echo(String text) {
        Echo request = new Echo();
        request.setText(text);
        String[] echoed = new String[1];
        return call(() -> {
            echoed[0] = port.echo(request).getText();
            return echoed[0] == null ? 0 : echoed[0].length();
        }, echoed);
    }

    private StackExchange call(IntSupplier invocation, String[] answer) {
        return CxfStackClientFactory.withOwnLoader(() -> {
            meter.reset();
            try {
                int matches = invocation.getAsInt();
                return new StackExchange(Outcome.OK, matches, answer == null ? null : answer[0], meter.serverTiming,
                        meter.requestBytes, meter.responseBytes, meter.httpStatus, "");
            } catch (RuntimeException e) {
                return new StackExchange(outcome(e), 0, null, meter.serverTiming, meter.requestBytes,
                        meter.responseBytes, meter.httpStatus, describe(e));
            }
        });
    }

    /** A normal answer the client's WS-Security refused is REJECTED; a fault FAULT; no answer ERROR. */
    private Outcome outcome(Throwable failure) {
        if (meter.httpStatus == 0) {
            return Outcome.ERROR;
        }
        if (meter.httpStatus >= 200 && meter.httpStatus < 300 && isSecurityRejection(failure)) {
            return Outcome.REJECTED;
        }
        return Outcome.FAULT;
    }

    private static boolean isSecurityRejection(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof WSSecurityException || t instanceof org.apache.cxf.ws.policy.PolicyException
                    || t instanceof org.apache.xml.security.exceptions.XMLSecurityException) {
                return true;
            }
            String message = t.getMessage();
            if (message != null && (message.contains("These policy alternatives can not be satisfied")
                    || message.contains("security error"))) {
                return true;
            }
        }
        return false;
    }

    static String describe(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = failure; t != null && text.length() < 400; t = t.getCause() == t ? null : t.getCause()) {
            String message = t.getMessage();
            if (message != null && !text.toString().contains(message)) {
                text.append(text.length() > 0 ? " <- " : "").append(message);
            }
        }
        return text.length() == 0 ? failure.getClass().getSimpleName() : text.toString().replace('\n', ' ');
    }

    private static TLSClientParameters tls(StackCredentials credentials) {
        try (InputStream in = Files.newInputStream(credentials.keystoreDir().resolve(credentials.get("truststore.file")))) {
            KeyStore trusted = KeyStore.getInstance(credentials.get("keystore.type"));
            trusted.load(in, credentials.get("truststore.password").toCharArray());
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(trusted);
            TLSClientParameters parameters = new TLSClientParameters();
            parameters.setTrustManagers(trust.getTrustManagers());
            return parameters;
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException("HTTPS truststore in " + credentials.keystoreDir() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        CxfStackClientFactory.withOwnLoader(() -> {
            client.destroy();
            return null;
        });
    }
}
