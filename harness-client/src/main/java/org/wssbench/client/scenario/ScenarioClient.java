package org.wssbench.client.scenario;

import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMElement;
import org.apache.axis2.AxisFault;
import org.apache.axis2.Constants;
import org.apache.axis2.client.Options;
import org.apache.axis2.client.ServiceClient;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.kernel.http.HTTPConstants;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.neethi.Policy;
import org.apache.rampart.RampartMessageData;
import org.wssbench.client.transport.ClientRepository;
import org.wssbench.client.transport.MeteredHttpClients;
import org.wssbench.client.transport.WireTap;
import org.wssbench.rampart.ConcurrentTokenStore;
import org.wssbench.rampart.RampartWorkarounds;
import org.wssbench.results.RequestStatus;
import org.wssbench.security.PolicyLoader;
import org.wssbench.security.SecurityConfig;
import org.wssbench.security.input.MessageRefused;
import org.wssbench.seismic.ws.SeismicStub;
import org.wssbench.seismic.ws.types.Echo;
import org.wssbench.seismic.ws.types.Employee;
import org.wssbench.seismic.ws.types.EmployeeDetails;
import org.wssbench.seismic.ws.types.MatchQuakes;
import org.wssbench.seismic.ws.types.MatchQuakesResponse;

import javax.net.ssl.SSLContext;
import java.io.IOException;

/**
 * One scenario's client for one thread: its own Axis2 context, generated stub, HTTP connection
 * and wire tap, configured with the scenario's client policy. Rampart makes a fresh timestamp
 * and nonce for every call; secure conversation keeps its token per client, renews it shortly
 * before it expires and cancels it when the client is closed.
 */
public final class ScenarioClient implements Caller {

    private static final long TIMEOUT_MILLIS = 120_000;
    /**
     * A token is renewed this long before its expiry (at most half its lifetime before), so the
     * service never sees an expired one (see rampart-compat's ConcurrentTokenStore).
     */
    private static final long TOKEN_RENEW_MARGIN_MILLIS = 5_000;
    private static final String WSSE_NAMESPACE =
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";

    private final ScenarioDefinition scenario;
    private final ConfigurationContext context;
    private final CloseableHttpClient http;
    private final SeismicStub stub;
    private final WireTap tap = new WireTap();
    /** This client's token store, null when the Rampart workarounds are off (token_issued then stays false). */
    private final ConcurrentTokenStore tokenStore;
    private String tokenCancelFailure;
    private boolean cancelTokenOnClose = true;

    public ScenarioClient(ScenarioDefinition scenario, Endpoints endpoints, SecurityConfig security, SSLContext tls) {
        this(scenario, endpoints, scenario.secured() ? PolicyLoader.load(scenario.policy(), security) : null, tls);
    }

    /** With an explicit policy (tests use this to send what a scenario's policy forbids). */
    public ScenarioClient(ScenarioDefinition scenario, Endpoints endpoints, Policy policy, SSLContext tls) {
        this.scenario = scenario;
        try {
            context = ClientRepository.newContext();
            tokenStore = RampartWorkarounds.enabled() ? ConcurrentTokenStore.forClient(TOKEN_RENEW_MARGIN_MILLIS) : null;
            if (tokenStore != null) {
                RampartWorkarounds.installTokenStore(context, tokenStore);
            }
            http = MeteredHttpClients.create(tap, tls);
            stub = new SeismicStub(context, endpoints.serviceUrl(scenario));
            ServiceClient client = stub._getServiceClient();
            Options options = client.getOptions();
            options.setProperty(HTTPConstants.CACHED_HTTP_CLIENT, http);
            // Buffered (content-length) requests: with chunking, a pooled connection after a fault
            // failed with NonRepeatableRequestException here.
            options.setProperty(HTTPConstants.CHUNKED, Boolean.FALSE);
            options.setTimeOutInMilliSeconds(TIMEOUT_MILLIS);
            for (String module : scenario.modules()) {
                client.engageModule(module);
            }
            if (policy != null) {
                options.setProperty(RampartMessageData.KEY_RAMPART_POLICY, policy);
            }
        } catch (AxisFault e) {
            throw new IllegalStateException("scenario " + scenario.name() + ": cannot set up the Axis2 client: "
                    + e.getMessage(), e);
        }
    }

    public ScenarioDefinition scenario() {
        return scenario;
    }

    public WireTap tap() {
        return tap;
    }

    /** This client's own Axis2 configuration: tests take a defence out of its chain to show what the defence stops. */
    public org.apache.axis2.engine.AxisConfiguration axisConfiguration() {
        return context.getAxisConfiguration();
    }

    /**
     * One untimed seismic query that returns the decoded answer, for callers that need the answer
     * itself (tests compare scenarios' answers); a fault is thrown. Timed calls go through {@link #call}.
     */
    public MatchQuakesResponse query(MatchQuakes request) throws java.rmi.RemoteException {
        return stub.matchQuakes(request);
    }

    /** One timed call of whichever operation the request is for. */
    @Override
    public CallResult call(WorkloadRequest request) {
        return request.sendWith(this);
    }

    /** One timed seismic query; {@code matches} is the number of quakes returned. */
    public CallResult call(MatchQuakes request) {
        return timed(() -> {
            return stub.matchQuakes(request).getCount();
        });
    }

    /**
     * One timed echo; {@code matches} is the number of characters echoed. An answer that is not the
     * text sent is a fault: the comparison runs after the clock has stopped.
     */
    public CallResult call(Echo request) {
        String[] echoed = new String[1];
        CallResult result = timed(() -> {
            echoed[0] = stub.echo(request).getText();
            return echoed[0] == null ? 0 : echoed[0].length();
        });
        if (result.ok() && !request.getText().equals(echoed[0])) {
            return new CallResult(result.clientNanos(), result.serverTimingHeader(), result.requestBytes(),
                    result.responseBytes(), 0, RequestStatus.FAULT, "echo returned other text than was sent ("
                    + (echoed[0] == null ? "none" : echoed[0].length() + " characters") + " instead of "
                    + request.getText().length() + ")", result.reconnects(), result.tokenIssued());
        }
        return result;
    }

    /**
     * One timed Employee Details call; {@code matches} is the number of employees returned. An
     * answer other than SEI's one employee is a fault: checked after the clock has stopped.
     */
    public CallResult call(EmployeeDetails request) {
        Employee[][] employees = new Employee[1][];
        CallResult result = timed(() -> {
            employees[0] = stub.employeeDetails(request).getEmployee();
            return employees[0] == null ? 0 : employees[0].length;
        });
        if (result.ok() && (employees[0] == null || employees[0].length != 1 || employees[0][0].getSSN() == null)) {
            return new CallResult(result.clientNanos(), result.serverTimingHeader(), result.requestBytes(),
                    result.responseBytes(), result.matches(), RequestStatus.FAULT, "employeeDetails returned "
                    + (employees[0] == null ? "no" : employees[0].length) + " employees instead of one with every field set",
                    result.reconnects(), result.tokenIssued());
        }
        return result;
    }

    /** What a call returns to count as its result items. */
    @FunctionalInterface
    private interface Call {
        int invoke() throws Exception;
    }

    private CallResult timed(Call call) {
        tap.reset();
        long tokensBefore = tokensObtained();
        long start = System.nanoTime();
        int matches = 0;
        Exception failure = null;
        try {
            matches = call.invoke();
        } catch (Exception e) {
            failure = e;
        }
        // Releasing the connection (reading what is left of the response) is part of the call.
        cleanupTransport();
        long clientNanos = System.nanoTime() - start;
        // outside the clock: did this call obtain a new secure-conversation token (issue or renewal)?
        boolean tokenIssued = tokensObtained() != tokensBefore;
        if (failure == null) {
            return new CallResult(clientNanos, tap.serverTiming(), tap.requestBytes(), tap.responseBytes(),
                    matches, RequestStatus.OK, "", tap.connectionsOpened(), tokenIssued);
        }
        if (tap.httpStatus() >= 200 && tap.httpStatus() < 300 && isSecurityRejection(failure)) {
            // The service answered normally but this client refused the answer (unsigned, altered,
            // replayed, not encrypted...): no usable answer, so an error, never a result.
            return new CallResult(clientNanos, tap.serverTiming(), tap.requestBytes(), tap.responseBytes(), 0,
                    RequestStatus.ERROR, "response rejected by the client: " + describe(failure), tap.connectionsOpened(),
                    tokenIssued);
        }
        RequestStatus status = tap.httpStatus() > 0 ? RequestStatus.FAULT : RequestStatus.ERROR;
        return new CallResult(clientNanos, tap.serverTiming(), tap.requestBytes(), tap.responseBytes(), 0, status,
                describe(failure), tap.connectionsOpened(), tokenIssued);
    }

    private long tokensObtained() {
        return tokenStore == null ? 0 : tokenStore.obtained();
    }

    /**
     * Rampart/WSS4J, the response binding check or the client's message bounds (a bound, a DTD, a content type) refused
     * what came back. A response that is not well-formed XML is the service's fault, as before the bounds.
     */
    private static boolean isSecurityRejection(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof MessageRefused refused && refused.kind() != MessageRefused.Kind.NOT_WELL_FORMED
                    || t instanceof org.apache.rampart.RampartException || t instanceof org.apache.wss4j.common.ext.WSSecurityException
                    || t instanceof AxisFault fault && fault.getFaultCode() != null
                    && WSSE_NAMESPACE.equals(fault.getFaultCode().getNamespaceURI())) {
                return true;
            }
        }
        return false;
    }

    private void cleanupTransport() {
        try {
            stub._getServiceClient().cleanupTransport();
        } catch (AxisFault ignored) {
            // the connection is discarded by the pool if it cannot be reused
        }
    }

    static String describe(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = failure; t != null && text.length() < 400; t = t.getCause()) {
            String message = t.getMessage();
            if (message != null && !text.toString().contains(message)) {
                if (text.length() > 0) {
                    text.append(" <- ");
                }
                text.append(message);
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return text.length() == 0 ? failure.getClass().getSimpleName() : text.toString().replace('\n', ' ');
    }

    /**
     * Cancels this client's secure-conversation token, if it holds a valid one (WS-SecureConversation
     * Cancel through Rampart's {@code cancelrequest} property), so the service can forget it.
     * Returns false if there was nothing to cancel; a failure is kept in {@link #tokenCancelFailure()}.
     */
    public boolean cancelToken() {
        ConcurrentTokenStore store = RampartWorkarounds.installedTokenStore(context);
        if (store == null || store.getValidTokens().length == 0) {
            return false;
        }
        ServiceClient client = stub._getServiceClient();
        Options options = client.getOptions();
        String action = options.getAction();
        options.setProperty(RampartMessageData.CANCEL_REQUEST, Constants.VALUE_TRUE);
        try {
            // Rampart replaces this body with the WS-Trust cancel request for the current token.
            OMElement placeholder = OMAbstractFactory.getOMFactory().createOMElement("cancel", null);
            client.sendReceive(placeholder);
            return true;
        } catch (AxisFault | RuntimeException e) {
            // e.g. rahas refuses to cancel when the cancel request is not signed (secureconversation-encr)
            tokenCancelFailure = describe(e);
            return false;
        } finally {
            options.setProperty(RampartMessageData.CANCEL_REQUEST, null);
            options.setAction(action);
            cleanupTransport();
        }
    }

    /** Why the last {@link #cancelToken()} failed, null if it did not. */
    public String tokenCancelFailure() {
        return tokenCancelFailure;
    }

    /** Whether {@link #close()} cancels the token (default true; the churn soak also abandons tokens). */
    public void cancelTokenOnClose(boolean cancel) {
        this.cancelTokenOnClose = cancel;
    }

    @Override
    public void close() {
        if (cancelTokenOnClose) {
            cancelToken();
        }
        try {
            stub.cleanup();
        } catch (AxisFault ignored) {
            // closing anyway
        }
        try {
            http.close();
        } catch (IOException ignored) {
            // closing anyway
        }
        try {
            context.terminate();
        } catch (AxisFault ignored) {
            // closing anyway
        }
    }
}
