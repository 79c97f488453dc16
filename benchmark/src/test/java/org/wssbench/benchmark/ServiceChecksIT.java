package org.wssbench.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wssbench.benchmark.EnforcementIT.SERVICE;
import static org.wssbench.benchmark.EnforcementIT.abbreviate;
import static org.wssbench.benchmark.EnforcementIT.largeRequest;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.results.RequestStatus;

/**
 * Service-side checks beyond the message's own cryptography: a cancelled security context token,
 * and timestamps at the edge of their validity. Each rejection asserts the service's exact fault
 * and that the request counter of the scenario's service did not move; each has a positive control
 * that the same message is answered where the defence does not apply.
 */
class ServiceChecksIT {

    /** CancelledTokenHandler's fault text. */
    static final String CANCELLED = "The security context token was cancelled";
    /** WSS4J's fault for a Timestamp whose Expires (plus the accepted skew) has passed. */
    static final String EXPIRED = "The timestamp could not be validated";
    /** ReplayGuardHandler's fault. */
    static final String REPLAY = "The message is a replay";
    private static final Pattern WSA_ACTION = Pattern.compile("<(?:\\w+:)?Action[^>]*>([^<]+)</");

    /** The default matrix's secure-conversation scenarios and secureconversation-encr (declared in scenarios.more). */
    static Stream<String> secureConversation() {
        return Stream.concat(SERVICE.scenariosWhere(p -> "sct".equals(p.token())),
                Stream.of("secureconversation-encr").filter(name -> "sct".equals(SERVICE.protection(name).token())));
    }

    /** Every declared weak-suite variant: none may be reachable on the default service. */
    static Stream<String> weakSuiteVariants() {
        return SERVICE.scenarios.values().stream()
                .filter(scenario -> scenario.variant() != null && scenario.variant().weakSuite())
                .map(ScenarioDefinition::name);
    }

    /**
     * The default service deploys no weak suite: an attacker (or a confused client) cannot pick
     * RSA 1.5 key transport or SHA-1 by calling another endpoint. Axis2 answers an unknown
     * service's WSDL with HTTP 404.
     */
    @ParameterizedTest(name = "attack=weak-suite-endpoint scenario={0} direction=request expect=rejected -- not deployed by default")
    @MethodSource("weakSuiteVariants")
    void weakSuiteVariantIsNotDeployedByDefault(String variant) throws Exception {
        HttpResponse<String> wsdl = wsdl(variant);
        assertEquals(404, wsdl.statusCode(), variant + " is deployed: " + abbreviate(wsdl.body()));
    }

    /** Positive control: the variant the build does ask for (wssbench.variants) is deployed and serves its WSDL. */
    @ParameterizedTest(name = "attack=weak-suite-endpoint scenario={0} direction=request expect=control -- a requested variant is deployed")
    @MethodSource("requestedVariant")
    void requestedVariantIsDeployed(String variant) throws Exception {
        assertEquals(200, wsdl(variant).statusCode(), variant);
    }

    static Stream<String> requestedVariant() {
        return Stream.of(EnforcementIT.PROTECTED_VARIANT);
    }

    private static HttpResponse<String> wsdl(String scenario) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create(SERVICE.endpoints.serviceUrl(SERVICE.scenario(scenario)) + "?wsdl")).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /**
     * Two requests secured with the client's token are held back by the man in the middle (the
     * service never sees them). The first, sent before the client cancels its token, is answered
     * (control: the held messages are valid); the second, sent after the cancel, must be refused
     * at once, although the service still keeps the cancelled token for its grace period.
     */
    @ParameterizedTest(name = "attack=cancelled-token scenario={0} direction=request expect=rejected")
    @MethodSource("secureConversation")
    void requestWithACancelledTokenIsRejectedAtOnce(String scenario) throws Exception {
        String service = SERVICE.scenario(scenario).service();
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult first = client.call(largeRequest());
            assertEquals(RequestStatus.OK, first.status(), "token fetched: " + first.error());
            List<byte[]> held = new CopyOnWriteArrayList<>();
            proxy.rewriteRequests(request -> {
                held.add(request);
                return new byte[0]; // the service sees an empty request instead
            });
            client.call(largeRequest());
            client.call(largeRequest());
            proxy.passThrough();
            assertEquals(2, held.size(), "two requests held back");

            long before = SERVICE.requestsEntered(service);
            HttpResponse<String> control = SERVICE.postRaw(scenario, held.get(0));
            assertEquals(200, control.statusCode(), "control: a held request, token not cancelled: " + abbreviate(control.body()));
            assertEquals(before + 1, SERVICE.requestsEntered(service), "control: answered");

            assertTrue(client.cancelToken(), "the client cancels its token: " + client.tokenCancelFailure());
            long afterCancel = SERVICE.requestsEntered(service);
            HttpResponse<String> attack = SERVICE.postRaw(scenario, held.get(1));
            assertEquals(500, attack.statusCode(), scenario + " accepted a request with a cancelled token: " + abbreviate(attack.body()));
            assertTrue(attack.body().contains(CANCELLED), "the cancelled-token fault: " + abbreviate(attack.body()));
            assertEquals(afterCancel, SERVICE.requestsEntered(service), scenario + ": the request reached the business logic");
        }
    }

    /**
     * The WS-Trust exchanges are signed messages too: a captured token request (RST Issue), sent
     * again, must not mint a second token, and a captured cancel request must not be processed
     * again. The replay guard refuses both; the service's token counters do not move.
     */
    @ParameterizedTest(name = "attack=rst-replay scenario={0} direction=request expect=rejected -- issue and cancel requests")
    @MethodSource("secureConversation")
    void replayedTokenIssueAndCancelRequestsAreRejected(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult first = client.call(largeRequest());
            assertEquals(RequestStatus.OK, first.status(), first.error());
            byte[] issue = proxy.exchanges().get(0).request();
            assertTrue(Tamper.text(issue).contains("RequestSecurityToken"), "the first exchange is the token request");

            long issued = statusCount("sct_tokens_added");
            HttpResponse<String> replayedIssue = postTrust(scenario, issue);
            assertEquals(500, replayedIssue.statusCode(), "a replayed token request was answered: " + abbreviate(replayedIssue.body()));
            assertTrue(replayedIssue.body().contains(REPLAY), "the replay fault: " + abbreviate(replayedIssue.body()));
            assertEquals(issued, statusCount("sct_tokens_added"), "no token minted for the replay");

            assertTrue(client.cancelToken(), "the client cancels its token: " + client.tokenCancelFailure());
            byte[] cancel = proxy.last().request();
            assertTrue(Tamper.text(cancel).contains("CancelTarget"), "the last exchange is the cancel request");
            long cancelled = statusCount("sct_tokens_cancelled");
            HttpResponse<String> replayedCancel = postTrust(scenario, cancel);
            assertEquals(500, replayedCancel.statusCode(), "a replayed cancel request was answered: " + abbreviate(replayedCancel.body()));
            assertTrue(replayedCancel.body().contains(REPLAY), "the replay fault: " + abbreviate(replayedCancel.body()));
            assertEquals(cancelled, statusCount("sct_tokens_cancelled"), "nothing cancelled by the replay");
        }
    }

    /** POSTs a captured WS-Trust message with the SOAPAction its own wsa:Action names. */
    private static HttpResponse<String> postTrust(String scenario, byte[] envelope) throws Exception {
        Matcher action = WSA_ACTION.matcher(Tamper.text(envelope));
        assertTrue(action.find(), "the message names its wsa:Action");
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(SERVICE.endpoints.serviceUrl(SERVICE.scenario(scenario))))
                .header("Content-Type", "text/xml; charset=UTF-8")
                .header("SOAPAction", "\"" + action.group(1).trim() + "\"")
                .POST(HttpRequest.BodyPublishers.ofByteArray(envelope)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static long statusCount(String key) {
        return Long.parseLong(SERVICE.status().getProperty(key, "-1"));
    }

    /**
     * Rampart accepts a Timestamp until Expires + timestampMaxSkew (300 s). A client whose
     * timestamps live -320 s sends one 20 s beyond that tolerance: refused with WSS4J's fault.
     */
    @ParameterizedTest(name = "attack=timestamp-expired scenario={0} direction=request expect=rejected -- 20 s past TTL and skew")
    @MethodSource("org.wssbench.benchmark.EnforcementIT#signedWithX509")
    void timestampJustPastItsToleranceIsRejected(String scenario) throws Exception {
        CallResult result = EnforcementIT.assertRejected(scenario, SERVICE.clientWithEditedPolicy(scenario,
                "<ramp:timestampTTL>300</ramp:timestampTTL>", "<ramp:timestampTTL>-320</ramp:timestampTTL>"),
                "a timestamp 20 s past its tolerance", EXPIRED);
        assertNotEquals(null, result.error());
    }

    /** Positive control: 60 s inside the tolerance the same edited client is answered, so the boundary is the check's. */
    @ParameterizedTest(name = "attack=timestamp-expired scenario={0} direction=request expect=control -- 60 s inside TTL and skew is answered")
    @MethodSource("org.wssbench.benchmark.EnforcementIT#signedWithX509")
    void timestampInsideItsToleranceIsAnswered(String scenario) throws Exception {
        try (ScenarioClient client = SERVICE.clientWithEditedPolicy(scenario,
                "<ramp:timestampTTL>300</ramp:timestampTTL>", "<ramp:timestampTTL>-240</ramp:timestampTTL>")) {
            CallResult result = client.call(largeRequest());
            assertEquals(RequestStatus.OK, result.status(), result.error());
        }
    }
}
