package org.wssbench.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wssbench.benchmark.EnforcementIT.SERVICE;
import static org.wssbench.benchmark.EnforcementIT.abbreviate;
import static org.wssbench.benchmark.EnforcementIT.largeRequest;

import java.net.URI;
import java.nio.file.Path;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.results.RequestStatus;
import org.wssbench.wire.StatusPage;

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
    /** WSS4J's fault for a Timestamp whose Created lies beyond the future it accepts. */
    static final String CREATED_IN_THE_FUTURE = "Invalid timestamp: The message timestamp is out of range";
    /** Rampart's fault for a request whose policy asks for a Timestamp it does not carry. */
    static final String NO_TIMESTAMP = "Missing Timestamp";
    /** ReplayGuardHandler's fault. */
    static final String REPLAY = "The message is a replay";
    /** The Nonce of a DerivedKeyToken (the secure-conversation scenarios carry no UsernameToken nonce). */
    private static final Pattern DKT_NONCE = Pattern.compile("<(\\w+:)?DerivedKeyToken\\b.*?<(?:\\w+:)?Nonce>([^<]+)</", Pattern.DOTALL);
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
    @MethodSource("cancellable")
    void requestWithACancelledTokenIsRejectedAtOnce(String scenario) throws Exception {
        String service = SERVICE.scenario(scenario).service();
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            List<byte[]> held = holdBack(client, proxy, 2);

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
     * The client fetches its token through the proxy, then sends {@code count} requests that the man in the middle
     * holds back (the service sees an empty request instead); returns them, valid and unseen.
     */
    private static List<byte[]> holdBack(ScenarioClient client, TamperingProxy proxy, int count) throws Exception {
        CallResult first = client.call(largeRequest());
        assertEquals(RequestStatus.OK, first.status(), "token fetched: " + first.error());
        List<byte[]> held = new CopyOnWriteArrayList<>();
        proxy.rewriteRequests(request -> {
            held.add(request);
            return new byte[0];
        });
        for (int i = 0; i < count; i++) {
            client.call(largeRequest());
        }
        proxy.passThrough();
        assertEquals(count, held.size(), "requests held back");
        return held;
    }

    /** Test-only services (second Tomcats, the same WAR with one handler out of the chain), by the handler they lack. */
    private static final Map<String, SecondTomcat> TEST_ONLY = new HashMap<>();

    @TempDir
    static Path testOnlyServers;

    @AfterAll
    static void stopTheTestOnlyServices() {
        TEST_ONLY.values().forEach(SecondTomcat::close);
    }

    private static synchronized SecondTomcat serviceWithout(String handler) throws Exception {
        SecondTomcat server = TEST_ONLY.get(handler);
        if (server == null) {
            server = SecondTomcat.start(testOnlyServers.resolve(handler), SERVICE.security, Map.of(), SecondTomcat.withoutHandler(handler));
            TEST_ONLY.put(handler, server);
            server.awaitAnswering(SERVICE.security, 180);
        }
        return server;
    }

    private static long count(SecondTomcat server, String key) {
        return Long.parseLong(server.status(SERVICE.tls).getProperty(key, "0"));
    }

    /**
     * Positive control: the request held back before the cancel, sent after it, is answered by a
     * test-only service whose chain lacks CancelledToken: its token store still holds the cancelled
     * token, and Rampart does not look at the token's state.
     */
    @ParameterizedTest(name = "attack=cancelled-token scenario={0} direction=request expect=control"
            + " -- a test-only service without CancelledToken answers it")
    @MethodSource("cancellable")
    void requestWithACancelledTokenIsAnsweredWithoutTheCancelCheck(String scenario) throws Exception {
        SecondTomcat server = serviceWithout("CancelledToken");
        String requests = StatusPage.REQUESTS_PREFIX + SERVICE.scenario(scenario).service();
        try (TamperingProxy proxy = new TamperingProxy(server.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            List<byte[]> held = holdBack(client, proxy, 1);
            assertTrue(client.cancelToken(), "the client cancels its token: " + client.tokenCancelFailure());
            long before = count(server, requests);
            HttpResponse<String> attack = post(URI.create(server.endpoints.serviceUrl(SERVICE.scenario(scenario))), held.get(0), "urn:matchQuakes");
            assertEquals(200, attack.statusCode(), scenario + ": " + abbreviate(attack.body()));
            assertEquals(before + 1, count(server, requests), scenario + ": answered with a cancelled token");
        }
    }

    /**
     * Positive control: the captured token request, sent again to a test-only service whose chain
     * lacks ReplayGuard, is answered and mints a second token.
     */
    @ParameterizedTest(name = "attack=rst-replay scenario={0} direction=request expect=control"
            + " -- a test-only service without ReplayGuard mints a second token")
    @MethodSource("secureConversation")
    void replayedTokenRequestMintsATokenWithoutTheReplayGuard(String scenario) throws Exception {
        SecondTomcat server = serviceWithout("ReplayGuard");
        try (TamperingProxy proxy = new TamperingProxy(server.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult first = client.call(largeRequest());
            assertEquals(RequestStatus.OK, first.status(), first.error());
            byte[] issue = proxy.exchanges().get(0).request();
            assertTrue(action(issue).endsWith("/RST/SCT"), "the first exchange is the token request: " + action(issue));
            long issued = count(server, "sct_tokens_added");
            HttpResponse<String> replayed = post(URI.create(server.endpoints.serviceUrl(SERVICE.scenario(scenario))), issue, action(issue));
            assertEquals(200, replayed.statusCode(), scenario + ": " + abbreviate(replayed.body()));
            assertEquals(issued + 1, count(server, "sct_tokens_added"), scenario + ": a second token minted for the replay");
        }
    }

    private static HttpResponse<String> post(URI url, byte[] envelope, String soapAction) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(url)
                .header("Content-Type", "text/xml; charset=UTF-8")
                .header("SOAPAction", "\"" + soapAction + "\"")
                .POST(HttpRequest.BodyPublishers.ofByteArray(envelope)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** WS-Security's fault code for a failed signature or decryption check. */
    static final String FAILED_CHECK = "{http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd}FailedCheck";

    /**
     * A man in the middle changes the Nonce of a DerivedKeyToken in a request secured with the
     * conversation's token: the service derives another key, and the decryption made with it fails (the
     * first DerivedKeyToken is the encryption key's). The wrong key decrypts the Body to noise, which
     * mostly ends in invalid CBC padding and now and then in valid padding over bytes that are not
     * XML: either way the service answers with its one decryption fault (wsse:FailedCheck, the
     * generic reason, an empty detail), so the fault does not tell the two apart (a padding oracle), and
     * the request never enters the business logic. Control: the same client, same proxy,
     * untampered, is answered.
     */
    @ParameterizedTest(name = "attack=dkt-tamper scenario={0} direction=request expect=rejected -- DerivedKeyToken nonce changed")
    @MethodSource("secureConversation")
    void tamperedDerivedKeyTokenIsRejected(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http())) {
            ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario); // closed by assertRejected
            CallResult control = client.call(largeRequest());
            assertEquals(RequestStatus.OK, control.status(), "control, untampered: " + control.error());
            proxy.rewriteRequests(ServiceChecksIT::changeFirstDerivedKeyNonce);
            String service = SERVICE.scenario(scenario).service();
            long before = SERVICE.requestsEntered(service);
            CallResult result;
            try (client) {
                result = client.call(largeRequest());
            }
            assertEquals(RequestStatus.FAULT, result.status(), scenario + " accepted a tampered DerivedKeyToken: " + result.error());
            assertEquals(before, SERVICE.requestsEntered(service), scenario + ": a tampered DerivedKeyToken reached the business logic");
            assertTrue(Tamper.text(proxy.last().request()).contains("DerivedKeyToken"), "the tampered request carries DerivedKeyTokens");
            DecryptionOracleIT.Fault fault = DecryptionOracleIT.fault(proxy.last().status(), Tamper.text(proxy.last().response()));
            assertEquals(new DecryptionOracleIT.Fault(500, FAILED_CHECK, List.of(), EnforcementIT.INVALID_SIGNATURE, ""), fault,
                    scenario + ": the one decryption fault for a tampered DerivedKeyToken");
        }
    }

    /** The first DerivedKeyToken's Nonce, replaced by as many other bytes. */
    static byte[] changeFirstDerivedKeyNonce(byte[] request) {
        return rewriteFirstDerivedKeyNonce(request, original -> {
            byte[] changed = original.clone();
            for (int i = 0; i < changed.length; i++) {
                changed[i] = (byte) ~changed[i];
            }
            return changed;
        });
    }

    /** The first DerivedKeyToken's Nonce, decoded, replaced by what {@code change} makes of it, and encoded again. */
    static byte[] rewriteFirstDerivedKeyNonce(byte[] request, UnaryOperator<byte[]> change) {
        String text = Tamper.text(request);
        Matcher nonce = DKT_NONCE.matcher(text);
        if (!nonce.find()) {
            return request; // the token request: no derived keys yet
        }
        byte[] changed = change.apply(Base64.getDecoder().decode(nonce.group(2).trim()));
        return Tamper.bytes(text.substring(0, nonce.start(2)) + Base64.getEncoder().encodeToString(changed) + text.substring(nonce.end(2)));
    }

    /**
     * Positive control (no handler can be taken out: the defence is the key derivation itself): the
     * same client, proxy and rewrite of the first DerivedKeyToken's Nonce, writing back the original
     * nonce, is answered and enters the business logic. The rewritten message is sound; only the
     * changed nonce refuses it above.
     */
    @ParameterizedTest(name = "attack=dkt-tamper scenario={0} direction=request expect=control"
            + " -- the same rewrite writing back the original nonce is answered")
    @MethodSource("secureConversation")
    void derivedKeyTokenRewrittenWithItsOwnNonceIsAnswered(String scenario) throws Exception {
        String service = SERVICE.scenario(scenario).service();
        AtomicInteger rewritten = new AtomicInteger();
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult first = client.call(largeRequest());
            assertEquals(RequestStatus.OK, first.status(), scenario + " before the rewrite: " + first.error());
            proxy.rewriteRequests(request -> rewriteFirstDerivedKeyNonce(request, original -> {
                rewritten.incrementAndGet();
                return original.clone();
            }));
            long before = SERVICE.requestsEntered(service);
            CallResult result = client.call(largeRequest());
            assertEquals(RequestStatus.OK, result.status(), scenario + ": the request with its own nonce written back: " + result.error());
            assertEquals(1, rewritten.get(), scenario + ": the rewrite decoded and wrote back one DerivedKeyToken nonce");
            assertEquals(before + 1, SERVICE.requestsEntered(service), scenario + ": the request reached the business logic");
        }
    }

    /**
     * The token request (WS-Trust RST Issue, signed under the bootstrap policy) is a signed message
     * too: sent again, it must not mint a second token. The replay guard refuses it; the service's
     * count of tokens issued does not move.
     */
    @ParameterizedTest(name = "attack=rst-replay scenario={0} direction=request expect=rejected -- token issue request")
    @MethodSource("secureConversation")
    void replayedTokenRequestIsRejected(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult first = client.call(largeRequest());
            assertEquals(RequestStatus.OK, first.status(), first.error());
            byte[] issue = proxy.exchanges().get(0).request();
            assertTrue(action(issue).endsWith("/RST/SCT"), "the first exchange is the token request: " + action(issue));

            long issued = statusCount("sct_tokens_added");
            HttpResponse<String> replayed = postTrust(scenario, issue);
            assertEquals(500, replayed.statusCode(), "a replayed token request was answered: " + abbreviate(replayed.body()));
            assertTrue(replayed.body().contains(REPLAY), "the replay fault: " + abbreviate(replayed.body()));
            assertEquals(issued, statusCount("sct_tokens_added"), "no token minted for the replay");
        }
    }

    /** A captured cancel request (WS-Trust RST Cancel), sent again: refused, nothing more cancelled. */
    @ParameterizedTest(name = "attack=rst-replay scenario={0} direction=request expect=rejected -- token cancel request")
    @MethodSource("cancellable")
    void replayedCancelRequestIsRejected(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult first = client.call(largeRequest());
            assertEquals(RequestStatus.OK, first.status(), first.error());
            assertTrue(client.cancelToken(), "the client cancels its token: " + client.tokenCancelFailure());
            byte[] cancel = proxy.last().request();
            assertTrue(action(cancel).endsWith("/RST/SCT/Cancel"), "the last exchange is the cancel request: " + action(cancel));
            long cancelled = statusCount("sct_tokens_cancelled");
            HttpResponse<String> replayed = postTrust(scenario, cancel);
            assertEquals(500, replayed.statusCode(), "a replayed cancel request was answered: " + abbreviate(replayed.body()));
            assertTrue(replayed.body().contains(REPLAY), "the replay fault: " + abbreviate(replayed.body()));
            assertEquals(cancelled, statusCount("sct_tokens_cancelled"), "nothing cancelled by the replay");
        }
    }

    /**
     * secureconversation-encr signs nothing with its token, and rahas refuses a cancel request that
     * is not signed: its tokens cannot be cancelled at all (they expire), so neither a cancelled
     * token nor a replayed cancel applies to it.
     */
    @ParameterizedTest(name = "attack=cancelled-token scenario={0} direction=request expect=not-applicable"
            + " -- rahas refuses the unsigned cancel request: the token cannot be cancelled, it expires")
    @MethodSource("notCancellable")
    void tokenThatCannotBeCancelledIsNotApplicable(String scenario) throws Exception {
        try (ScenarioClient client = SERVICE.client(scenario)) {
            CallResult first = client.call(largeRequest());
            assertEquals(RequestStatus.OK, first.status(), first.error());
            assertFalse(client.cancelToken(), scenario + ": the cancel was accepted, so cancelled-token and rst-replay apply");
            assertNotEquals(null, client.tokenCancelFailure());
        }
    }

    /** Secure-conversation scenarios whose messages are signed with the token: their cancel requests are signed too. */
    static Stream<String> cancellable() {
        return secureConversation().filter(name -> SERVICE.protection(name).signed());
    }

    static Stream<String> notCancellable() {
        return secureConversation().filter(name -> !SERVICE.protection(name).signed());
    }

    private static String action(byte[] envelope) {
        Matcher action = WSA_ACTION.matcher(Tamper.text(envelope));
        return action.find() ? action.group(1).trim() : "(no wsa:Action)";
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

    /**
     * A Timestamp created 600 s ahead. WSS4J accepts a Created up to 60 s ahead (Rampart's default
     * ramp:timestampFutureTTL), and Rampart's own check up to timestampMaxSkew (300 s) ahead.
     * Rampart's client cannot be made to send one: the request is secured in the test with WSS4J and
     * the client's keys (CraftedRequest). Refused with WSS4J's fault; the request never reaches the
     * business logic.
     */
    @ParameterizedTest(name = "attack=timestamp-future scenario={0} direction=request expect=rejected -- created 600 s ahead; the service accepts 60 s")
    @MethodSource("org.wssbench.benchmark.EnforcementIT#signedWithX509")
    void timestampCreatedInTheFutureIsRejected(String scenario) throws Exception {
        assertCraftedRequestRefused(scenario, Instant.now().plusSeconds(600), CREATED_IN_THE_FUTURE, "a timestamp from the future");
    }

    /**
     * The same crafted request without a Timestamp (signed, and encrypted where the scenario
     * encrypts, as above): refused for the missing Timestamp, never reaching the business logic.
     */
    @ParameterizedTest(name = "attack=timestamp-strip scenario={0} direction=request expect=rejected -- a crafted request signed without Timestamp")
    @MethodSource("org.wssbench.benchmark.EnforcementIT#signedWithX509")
    void craftedRequestWithoutTimestampIsRejected(String scenario) throws Exception {
        assertCraftedRequestRefused(scenario, null, NO_TIMESTAMP, "a request without Timestamp");
    }

    /** Posts the crafted request (created at {@code created}; none when null): the fault, and no business logic. */
    private static void assertCraftedRequestRefused(String scenario, Instant created, String fault, String what)
            throws Exception {
        String service = SERVICE.scenario(scenario).service();
        long before = SERVICE.requestsEntered(service);
        HttpResponse<String> answer = SERVICE.postRaw(scenario, craftedRequest(scenario, created));
        assertEquals(500, answer.statusCode(), scenario + " answered " + what + ": " + abbreviate(answer.body()));
        assertTrue(answer.body().contains(fault), "the fault for " + what + ": " + abbreviate(answer.body()));
        assertEquals(before, SERVICE.requestsEntered(service), scenario + ": the request reached the business logic");
    }

    /** The crafted-request attacks whose control is the same request stamped now. */
    static Stream<Arguments> craftedControls() {
        return EnforcementIT.signedWithX509().flatMap(scenario -> Stream.of("timestamp-future", "timestamp-strip")
                .map(attack -> Arguments.of(attack, scenario)));
    }

    /**
     * Positive control: the same crafted request with a Timestamp created now is answered, so a
     * rejection above is the future time's, or the missing Timestamp's, doing.
     */
    @ParameterizedTest(name = "attack={0} scenario={1} direction=request expect=control -- the same crafted request stamped now is answered")
    @MethodSource("craftedControls")
    void craftedRequestCreatedNowIsAnswered(String attack, String scenario) throws Exception {
        String service = SERVICE.scenario(scenario).service();
        long before = SERVICE.requestsEntered(service);
        HttpResponse<String> answer = SERVICE.postRaw(scenario, craftedRequest(scenario, Instant.now()));
        assertEquals(200, answer.statusCode(), scenario + ": the crafted request was refused: " + abbreviate(answer.body()));
        assertEquals(before + 1, SERVICE.requestsEntered(service), scenario + ": answered");
    }

    /**
     * The plain scenario's request for largeRequest(), secured as the scenario's policy asks with a
     * Timestamp created at {@code created} (none if null): the Body encrypted where the scenario encrypts, before
     * signing where its client policy says sp:EncryptBeforeSigning.
     */
    private static byte[] craftedRequest(String scenario, Instant created) throws Exception {
        byte[] plain = AttackTargets.plainExchange(largeRequest()).request();
        return CraftedRequest.withTimestampCreatedAt(plain, created, SERVICE.protection(scenario).encrypted(),
                EnforcementIT.encryptsBeforeSigning(scenario), SERVICE.security);
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
