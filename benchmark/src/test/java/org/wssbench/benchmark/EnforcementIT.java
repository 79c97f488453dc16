package org.wssbench.benchmark;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.QueryRequests;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.results.RequestStatus;
import org.wssbench.security.WrongPasswordCallback;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.query.QueryRange;
import org.wssbench.seismic.sequence.RequestSequence;
import org.wssbench.seismic.sequence.SequenceSpec;
import org.wssbench.seismic.ws.types.MatchQuakes;
import org.wssbench.seismic.ws.types.MatchQuakesResponse;
import org.wssbench.seismic.ws.types.Quake;
import org.wssbench.seismic.ws.types.ResultSet;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Proof, against the service running in Tomcat, that each scenario's policy is enforced on
 * requests. Which attack applies to which scenario comes from the scenario's declared protection
 * (signed, encrypted, token) in scenarios/scenarios.properties. Every rejection is checked three
 * ways: the service answers with the WS-Security fault for that attack (not just any fault), the
 * request never entered the business logic (counted by the service before the body is read), and
 * the same attack, where nothing defends against it, does change the answer (positive controls),
 * so a rejection is the policy's doing and not a broken message.
 */
class EnforcementIT {

    static final DeployedService SERVICE = new DeployedService();
    static final List<QueryRange> SMALL = RequestSequence.generate(SequenceSpec.SMALL.withCount(5), SyntheticCatalog.TIME_WINDOW);
    static final List<QueryRange> LARGE = RequestSequence.generate(SequenceSpec.LARGE.withCount(2), SyntheticCatalog.TIME_WINDOW);

    // Fault reasons of Rampart/WSS4J for each defence (readable since Wss4jMessages runs first).
    static final String MISSING_HEADER = "Missing wsse:Security header";
    static final String INVALID_SIGNATURE = "The signature or decryption was invalid";
    // WSS4J says "could not be authenticated", ConfiguredPasswordCallback "authentication failed"
    static final String NOT_AUTHENTICATED = "authenticat";
    static final String REPLAY = "replay";
    /** The service's reason for a message whose token it does not hold (UnknownTokenFaultHandler; WSS4J alone says "Missing argument"). */
    static final String UNKNOWN_TOKEN = "security context token expired, was cancelled or was never issued";
    /** signencr with sp:EncryptSignature (a declared policy variant, not in the default matrix), tested by name. */
    /** Axis2's fault for a service called on a transport it is not exposed on (ssl: https only). */
    static final String SSL_ONLY = "The service cannot be found for the endpoint reference";
    /** AlgorithmSuiteHandler's fault: names the algorithm used and the one the policy's suite requires. */
    static final String NOT_THE_SUITE = "is not the policy's algorithm suite's";
    static final String RSA_SHA1 = "http://www.w3.org/2000/09/xmldsig#rsa-sha1";
    static final String RSA_SHA256 = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256";
    static final String AES128 = "http://www.w3.org/2001/04/xmlenc#aes128-cbc";
    static final String AES256 = "http://www.w3.org/2001/04/xmlenc#aes256-cbc";
    static final String PROTECTED_VARIANT = "signencr_encryptsignature-on";

    /** A request with many matches, so that answers have content to hide, compare and alter. */
    static MatchQuakes largeRequest() {
        return QueryRequests.toRequest(LARGE.get(0));
    }

    /** Another legal request with a different answer: the donor of spliced ciphertext. */
    static MatchQuakes otherLargeRequest() {
        return QueryRequests.toRequest(LARGE.get(1));
    }

    static Stream<String> allButPlain() {
        return Stream.concat(SERVICE.scenariosWhere(p -> !p.scenario().equals("plain")), Stream.of(PROTECTED_VARIANT));
    }

    static Stream<String> signed() {
        return SERVICE.scenariosWhere(DeployedService.Protection::signed);
    }

    static Stream<String> signedWithX509() {
        return SERVICE.scenariosWhere(p -> p.signed() && p.token().equals("x509"));
    }

    static Stream<String> encrypted() {
        return SERVICE.scenariosWhere(DeployedService.Protection::encrypted);
    }

    static Stream<String> encryptedOnly() {
        return SERVICE.scenariosWhere(p -> p.encrypted() && !p.signed());
    }

    static Stream<String> usernameTokens() {
        return SERVICE.scenariosWhere(p -> p.token().startsWith("username"));
    }

    @ParameterizedTest
    @MethodSource("allButPlain")
    void everyScenarioAnswersExactlyWhatPlainAnswers(String scenario) throws Exception {
        List<QueryRange> queries = new ArrayList<>(SMALL);
        queries.addAll(LARGE);
        try (ScenarioClient plain = SERVICE.client("plain"); ScenarioClient secured = SERVICE.client(scenario)) {
            for (QueryRange query : queries) {
                MatchQuakesResponse expected = plain.query(QueryRequests.toRequest(query));
                MatchQuakesResponse actual = secured.query(QueryRequests.toRequest(query));
                assertEquals(describe(expected), describe(actual), scenario);
            }
        }
    }

    /** Every deployed scenario that secures its messages, scenarios.more included (secureconversation-encr). */
    static Stream<String> securedDeployed() {
        return AttackTargets.deployedWhere(DeployedService.Protection::secured);
    }

    @ParameterizedTest(name = "attack=header-strip scenario={0} direction=request expect=rejected")
    @MethodSource("securedDeployed")
    void messageWithoutSecurityHeaderIsRejected(String scenario) throws Exception {
        assertRejected(scenario, SERVICE.unsecuredClient(scenario), "a message without WS-Security", MISSING_HEADER);
    }

    /** Deployed scenarios that secure nothing at message level: plain, ssl, and rampart-nosec (Rampart engaged, no policy). */
    static Stream<String> unsecuredDeployed() {
        return AttackTargets.deployedWhere(protection -> !protection.secured());
    }

    /**
     * Positive control of header stripping: the same client without WS-Security is answered where no
     * policy asks for a Security header, Rampart's chain included (rampart-nosec). So the rejection
     * is the policy's doing, not a message the service cannot read.
     */
    @ParameterizedTest(name = "attack=header-strip scenario={0} direction=request expect=control -- no policy asks for a Security header")
    @MethodSource("unsecuredDeployed")
    void messageWithoutSecurityHeaderIsAnsweredWhereNoPolicyAsksForOne(String scenario) throws Exception {
        String service = SERVICE.scenario(scenario).service();
        long before = SERVICE.requestsEntered(service);
        try (ScenarioClient client = SERVICE.unsecuredClient(scenario)) {
            CallResult result = client.call(largeRequest());
            assertEquals(RequestStatus.OK, result.status(), scenario + ": " + result.error());
        }
        assertEquals(before + 1, SERVICE.requestsEntered(service), scenario + ": answered");
    }

    /**
     * A man in the middle changes a signed request so that, unchecked, it would still be a legal
     * query with another answer: in a clear body the minimum latitude becomes -90; an encrypted body
     * is replaced by the ciphertext (and its key) of another request of the same client.
     */
    @ParameterizedTest(name = "attack=tamper-body scenario={0} direction=request expect=rejected")
    @MethodSource("signed")
    void tamperedRequestIsRejected(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http())) {
            ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario); // closed by assertRejected
            assertEquals(RequestStatus.OK, client.call(otherLargeRequest()).status(), scenario + " before tampering");
            byte[] donor = proxy.last().request();
            proxy.rewriteRequests(SERVICE.protection(scenario).encrypted()
                    ? request -> Tamper.spliceEncryptedBody(request, donor) : Tamper::widenLatitude);
            assertRejected(scenario, client, "a tampered body", INVALID_SIGNATURE);
        }
    }

    /**
     * A UsernameToken authenticates the sender and protects no content: a man in the middle changes
     * the query and the service answers the changed one. By design of username and username-digest.
     */
    @ParameterizedTest(name = "attack=tamper-body scenario={0} direction=request expect=accepted-by-design -- a UsernameToken authenticates, it signs nothing")
    @MethodSource("usernameTokens")
    void tamperedBodyIsAnsweredWhereOnlyAUsernameTokenProtects(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult honest = client.call(largeRequest());
            proxy.rewriteRequests(Tamper::widenLatitude);
            CallResult tampered = client.call(largeRequest());
            assertEquals(RequestStatus.OK, tampered.status(), tampered.error());
            assertNotEquals(honest.matches(), tampered.matches(), scenario + " answered the tampered query");
        }
    }

    /** Positive control of the clear-body tampering: where nothing checks, it is a legal query with another answer. */
    @Test
    @DisplayName("attack=tamper-body scenario=plain direction=request expect=control")
    void widenedLatitudeChangesPlainsAnswer() throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient plain = SERVICE.clientVia(proxy.base(), "plain")) {
            CallResult honest = plain.call(largeRequest());
            proxy.rewriteRequests(Tamper::widenLatitude);
            CallResult tampered = plain.call(largeRequest());
            assertEquals(RequestStatus.OK, tampered.status(), tampered.error());
            assertNotEquals(honest.matches(), tampered.matches(), "the tampered query asks something else");
        }
    }

    /**
     * Positive control of the ciphertext splice: a scenario that encrypts without signing decrypts
     * the spliced body and answers the donor's question. So the rejection above is the signature's doing.
     */
    @ParameterizedTest(name = "attack=tamper-body scenario={0} direction=request expect=accepted-by-design"
            + " -- encrypted, not signed: a spliced ciphertext is decrypted and answered")
    @MethodSource("encryptedOnly")
    void splicedCiphertextIsAnsweredWhereNothingIsSigned(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult donorAnswer = client.call(otherLargeRequest());
            byte[] donor = proxy.last().request();
            CallResult honest = client.call(largeRequest());
            proxy.rewriteRequests(request -> Tamper.spliceEncryptedBody(request, donor));
            CallResult spliced = client.call(largeRequest());
            assertEquals(RequestStatus.OK, spliced.status(), spliced.error());
            assertNotEquals(honest.matches(), donorAnswer.matches());
            assertEquals(donorAnswer.matches(), spliced.matches(), scenario + " answered the spliced-in question");
        }
    }

    @ParameterizedTest(name = "attack=wrong-password scenario={0} direction=request expect=rejected")
    @MethodSource("usernameTokens")
    void wrongPasswordIsRejected(String scenario) throws Exception {
        assertRejected(scenario, SERVICE.clientWithEditedPolicy(scenario,
                "org.wssbench.security.ConfiguredPasswordCallback", WrongPasswordCallback.class.getName()),
                "a wrong password", NOT_AUTHENTICATED);
    }

    @ParameterizedTest(name = "attack=unknown-user scenario={0} direction=request expect=rejected")
    @MethodSource("usernameTokens")
    void unknownUserIsRejected(String scenario) throws Exception {
        assertRejected(scenario, SERVICE.clientWithEditedPolicy(scenario,
                "org.wssbench.security.ConfiguredPasswordCallback", UnknownUserCallback.class.getName(),
                "<ramp:user>${username.token.user}</ramp:user>", "<ramp:user>" + UnknownUserCallback.USER + "</ramp:user>"),
                "an unknown user", NOT_AUTHENTICATED);
    }

    static Stream<Arguments> credentialControls() {
        return usernameTokens().flatMap(scenario -> Stream.of(Arguments.of(scenario, "wrong-password"), Arguments.of(scenario, "unknown-user")));
    }

    /**
     * Positive control of the wrong password and the unknown user: the scenario's own client, with
     * the configured user and password, through the same proxy, is answered; the rejected requests
     * differ from it in their credential only. The rejected request itself cannot be shown answered
     * elsewhere: an endpoint without a UsernameToken policy refuses its Security header
     * (mustUnderstand), with Rampart engaged or not.
     */
    @ParameterizedTest(name = "attack={1} scenario={0} direction=request expect=control"
            + " -- the same client with the configured user and password is answered")
    @MethodSource("credentialControls")
    void configuredCredentialsAreAnswered(String scenario, String attack) throws Exception {
        String service = SERVICE.scenario(scenario).service();
        long before = SERVICE.requestsEntered(service);
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult result = client.call(largeRequest());
            assertEquals(RequestStatus.OK, result.status(), scenario + ": " + result.error());
            String request = Tamper.text(proxy.last().request());
            assertTrue(request.contains("UsernameToken"), scenario + ": the request carries a UsernameToken: " + abbreviate(request));
        }
        assertEquals(before + 1, SERVICE.requestsEntered(service), scenario + ": answered");
    }

    /**
     * Rampart accepts a timestamp until Expires + timestampMaxSkew (300 s). A client whose
     * timestamps live -400 s sends one that expired 100 s beyond that tolerance when it is made.
     */
    @ParameterizedTest(name = "attack=timestamp-expired scenario={0} direction=request expect=rejected -- 100 s past TTL and skew")
    @MethodSource("signedWithX509")
    void expiredTimestampIsRejected(String scenario) throws Exception {
        assertRejected(scenario, SERVICE.clientWithEditedPolicy(scenario,
                "<ramp:timestampTTL>300</ramp:timestampTTL>", "<ramp:timestampTTL>-400</ramp:timestampTTL>"),
                "an expired timestamp", "timestamp");
    }

    /**
     * A signed request without Timestamp. On secure conversation the token request (its bootstrap
     * policy) keeps its Timestamp, so the token is issued and the message that uses it goes without.
     */
    @ParameterizedTest(name = "attack=timestamp-strip scenario={0} direction=request expect=rejected")
    @MethodSource("signed")
    void signedRequestWithoutTimestampIsRejected(String scenario) throws Exception {
        ScenarioClient client = "sct".equals(SERVICE.protection(scenario).token())
                ? SERVICE.clientWithEditedPolicy(scenario, "<sp:IncludeTimestamp/>\n          <sp:EncryptSignature/>", "<sp:EncryptSignature/>")
                : SERVICE.clientWithEditedPolicy(scenario, "<sp:IncludeTimestamp/>", "");
        assertRejected(scenario, client, "a request without Timestamp", "Timestamp");
    }

    /**
     * Every signed scenario with each weaker suite. On secure conversation only the messages' suite
     * changes (the token request's bootstrap policy keeps its own), and Basic256 differs from
     * Basic256Sha256 there only in its SHA-1 digests, which the symmetric binding does not hold to the suite.
     */
    static Stream<Arguments> downgrades() {
        return signed().flatMap(scenario -> Stream.of("Basic128", "Basic128Rsa15", "Basic256").map(suite ->
                symmetric(scenario) && suite.equals("Basic256")
                        ? Arguments.of(scenario, suite, "accepted-by-design", "; on the symmetric binding Rampart's own client"
                                + " digests with SHA-1 whatever the suite says, so digests are not held to the suite there")
                        : Arguments.of(scenario, suite, "rejected", "")));
    }

    /** Secure conversation: the messages are signed and encrypted with keys derived from the session token. */
    static boolean symmetric(String scenario) {
        return "sct".equals(SERVICE.protection(scenario).token());
    }

    /**
     * A client on a weaker algorithm suite against the Basic256Sha256 service: AES-128 (Basic128),
     * RSA 1.5 key transport (Basic128Rsa15), SHA-1 digests (Basic256). signencr and encrsign use all
     * kinds of algorithm (key transport, encryption, digest and signature); sign only digests and signs.
     */
    @ParameterizedTest(name = "attack=algorithm-downgrade scenario={0} direction=request expect={2} -- client on {1}{3}")
    @MethodSource("downgrades")
    void downgradedAlgorithmSuiteIsRejected(String scenario, String suite, String expect, String why) throws Exception {
        // secure conversation: the messages' suite, not the bootstrap policy's (indented deeper)
        String find = symmetric(scenario) ? "\n              <sp:Basic256Sha256/>" : "<sp:Basic256Sha256/>";
        ScenarioClient client = SERVICE.clientWithEditedPolicy(scenario, find, find.replace("Basic256Sha256", suite));
        if (expect.equals("accepted-by-design")) {
            String service = SERVICE.scenario(scenario).service();
            try (client) {
                assertEquals(RequestStatus.OK, client.call(largeRequest()).status(), "token fetched");
                long before = SERVICE.requestsEntered(service);
                CallResult answered = client.call(largeRequest());
                assertEquals(RequestStatus.OK, answered.status(), scenario + " on " + suite + ": " + answered.error());
                assertEquals(before + 1, SERVICE.requestsEntered(service), scenario + " on " + suite + ": answered");
            }
            return;
        }
        CallResult result = assertRejected(scenario, client, "the " + suite + " algorithm suite", NOT_THE_SUITE);
        // The first check that fails names its algorithm. A signature result comes first when the
        // client signs before encrypting: these suites sign with RSA-SHA1 where Basic256Sha256 signs with
        // RSA-SHA256 (the digest, encryption and key-transport checks would otherwise name SHA-1, AES-128,
        // RSA 1.5). encrsign's encrypted Body comes first: AES-128 on Basic128 and Basic128Rsa15 (measured).
        // Secure conversation signs with HMAC-SHA1 in every suite: the encryption is what differs.
        boolean encryptionFirst = symmetric(scenario) || encryptsBeforeSigning(scenario) && !suite.equals("Basic256");
        String expected = encryptionFirst
                ? "The encryption algorithm " + AES128 + " is not the policy's algorithm suite's (" + AES256 + ")"
                : "The signature algorithm " + RSA_SHA1 + " is not the policy's algorithm suite's (" + RSA_SHA256 + ")";
        assertTrue(result.error().contains(expected), scenario + " on " + suite + ": the fault should say '" + expected + "': " + result.error());
    }

    /** The scenario's client policy encrypts before signing (sp:EncryptBeforeSigning). */
    static boolean encryptsBeforeSigning(String scenario) throws IOException {
        return Files.readString(SERVICE.scenario(scenario).policy(), StandardCharsets.UTF_8).contains("<sp:EncryptBeforeSigning/>");
    }

    /**
     * XML signature wrapping: the signed Body moves into a header element, where the signature
     * reference still finds it by Id, and an attacker's Body (a legal query with another answer,
     * see widenedLatitudeChangesPlainsAnswer) takes its place.
     */
    @Test
    @DisplayName("attack=body-wrapping scenario=sign direction=request expect=rejected")
    void signatureWrappingIsRejected() throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http())) {
            ScenarioClient client = SERVICE.clientVia(proxy.base(), "sign"); // closed by assertRejected
            proxy.rewriteRequests(Tamper::wrapSignedBody);
            assertRejected("sign", client, "a wrapped signed body", "signature wrapping");
        }
    }

    /**
     * A replayed request is refused where a signature (ReplayGuardHandler) or a digest
     * UsernameToken (Rampart's nonce cache) identifies it; plain-text UsernameTokens and
     * encrypt-only messages carry nothing that would, and are shown to be accepted: the README
     * says so per scenario.
     */
    static Stream<Arguments> replayCases() {
        return securedDeployed().map(scenario -> SERVICE.protection(scenario).resistsReplay()
                ? Arguments.of(scenario, "rejected", " -- the replay cache is per service process and in memory:"
                        + " a restart forgets it, two replicas do not share it")
                : Arguments.of(scenario, "accepted-by-design", " -- nothing in the message identifies it as seen before"
                        + " (plain-text UsernameToken, or encrypt-only)"));
    }

    /**
     * The replay cache (ReplayGuardHandler) is per service process, in memory: a restart forgets it
     * and two replicas do not share it, so a request replayed after a restart or to another replica
     * within its timestamp's validity is answered (harness-service README, "Replay cache").
     */
    @ParameterizedTest(name = "attack=replay scenario={0} direction=request expect={1}{2}")
    @MethodSource("replayCases")
    void replayedRequestIsRejectedWhereTheScenarioResistsReplay(String scenario, String expect, String why) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            client.call(largeRequest()); // secure conversation: fetch the token first
            CallResult original = client.call(largeRequest());
            assertEquals(RequestStatus.OK, original.status(), original.error());
            byte[] captured = proxy.last().request();
            long before = SERVICE.requestsEntered(scenario);
            HttpResponse<String> replay = SERVICE.postRaw(scenario, captured);
            if (SERVICE.protection(scenario).resistsReplay()) {
                assertEquals(500, replay.statusCode(), scenario + " accepted a replayed request: " + abbreviate(replay.body()));
                assertTrue(replay.body().toLowerCase().contains(REPLAY), "a replay fault: " + abbreviate(replay.body()));
                assertEquals(before, SERVICE.requestsEntered(scenario), scenario + ": the replayed request got through");
            } else {
                assertEquals(200, replay.statusCode(), scenario + " is documented as replayable: " + abbreviate(replay.body()));
                assertEquals(before + 1, SERVICE.requestsEntered(scenario), scenario + ": the replay was answered");
            }
        }
    }

    /** A secure-conversation request naming a token the service does not hold (cancelled, expired, never issued). */
    @Test
    @DisplayName("attack=unknown-token scenario=secureconversation direction=request expect=rejected")
    void unknownSecurityContextTokenIsRejected() throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http())) {
            ScenarioClient client = SERVICE.clientVia(proxy.base(), "secureconversation"); // closed by assertRejected
            assertEquals(RequestStatus.OK, client.call(largeRequest()).status(), "token fetched");
            proxy.rewriteRequests(Tamper::renameSecurityContextToken);
            assertRejected("secureconversation", client, "an unknown security context token", UNKNOWN_TOKEN);
        }
    }

    /**
     * Positive control (no handler can be taken out: the defence is Rampart's lookup of the token):
     * the same client, proxy and rewrite, with the token renamed to its own name, the one the
     * service issued, is answered and enters the business logic. The rewritten message is sound;
     * only the unknown name refuses it above.
     */
    @Test
    @DisplayName("attack=unknown-token scenario=secureconversation direction=request expect=control"
            + " -- the same rewrite naming the token the service issued is answered")
    void securityContextTokenRenamedToItsOwnNameIsAnswered() throws Exception {
        String service = SERVICE.scenario("secureconversation").service();
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), "secureconversation")) {
            assertEquals(RequestStatus.OK, client.call(largeRequest()).status(), "token fetched");
            proxy.rewriteRequests(request -> Tamper.renameSecurityContextToken(request, UnaryOperator.identity()));
            long before = SERVICE.requestsEntered(service);
            CallResult result = client.call(largeRequest());
            assertEquals(RequestStatus.OK, result.status(), "the request naming the issued token: " + result.error());
            assertTrue(Tamper.text(proxy.last().request()).contains("SecurityContextToken"), "the answered request names its security context token");
            assertEquals(before + 1, SERVICE.requestsEntered(service), "the request reached the business logic");
        }
    }

    /**
     * signencr (Sosnoski's form) sends the signature, with its digest of the plaintext body, in
     * clear; the variant signencr_encryptsignature-on encrypts it (sp:EncryptSignature).
     */
    @Test
    void onlyTheProtectedVariantHidesTheSignatureOfTheBody() throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient signencr = SERVICE.clientVia(proxy.base(), "signencr");
             ScenarioClient variant = SERVICE.clientVia(proxy.base(), PROTECTED_VARIANT)) {
            assertEquals(RequestStatus.OK, signencr.call(largeRequest()).status());
            String clear = Tamper.text(proxy.last().request());
            CallResult result = variant.call(largeRequest());
            assertEquals(RequestStatus.OK, result.status(), result.error());
            String hidden = Tamper.text(proxy.last().request());
            assertTrue(clear.contains("DigestValue>") && clear.contains("SignatureValue>"), "signencr shows its signature");
            assertFalse(hidden.contains("DigestValue>") || hidden.contains("SignatureValue>"),
                    PROTECTED_VARIANT + " shows its signature: " + abbreviate(hidden));
        }
    }

    @Test
    @DisplayName("attack=plain-http scenario=ssl direction=request expect=rejected")
    void sslScenarioIsRefusedOverPlainHttp() throws Exception {
        assertRejected("ssl", SERVICE.clientForTransport("ssl", "http"), "a call over plain HTTP", SSL_ONLY);
    }

    /** Positive control: the same client over plain HTTP is answered by the endpoint that is exposed on HTTP. */
    @Test
    @DisplayName("attack=plain-http scenario=plain direction=request expect=control -- no policy asks for HTTPS")
    void plainScenarioIsAnsweredOverPlainHttp() throws Exception {
        String service = SERVICE.scenario("plain").service();
        long before = SERVICE.requestsEntered(service);
        try (ScenarioClient client = SERVICE.clientForTransport("plain", "http")) {
            CallResult result = client.call(largeRequest());
            assertEquals(RequestStatus.OK, result.status(), "plain over HTTP: " + result.error());
        }
        assertEquals(before + 1, SERVICE.requestsEntered(service), "plain over HTTP: answered");
    }

    @ParameterizedTest
    @MethodSource("encrypted")
    void encryptedScenariosCarryNoReadableBody(String scenario) throws Exception {
        MatchQuakesResponse plainAnswer;
        String plainResponse;
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient plain = SERVICE.clientVia(proxy.base(), "plain")) {
            plainAnswer = plain.query(largeRequest());
            plainResponse = withoutBase64(Tamper.text(proxy.last().response()));
        }
        // element and attribute names of the response body (the WS-Addressing Action header of
        // secure conversation legitimately says urn:matchQuakesResponse in clear), and every place name
        List<String> shownByPlain = new ArrayList<>(List.of(":matchQuakesResponse ", "resultSet"));
        for (ResultSet set : plainAnswer.getResultSet()) {
            shownByPlain.add(set.getArea());
            for (org.wssbench.seismic.ws.types.Region region : set.getRegion()) {
                shownByPlain.add(region.getString());
            }
        }
        for (String marker : shownByPlain) {
            // each marker is really there, after the same clean-up, when the body is not encrypted
            assertTrue(plainResponse.contains(marker), "plain response shows '" + marker + "'");
        }
        List<String> responseMarkers = new ArrayList<>(shownByPlain);
        responseMarkers.addAll(List.of("<matchQuakesResponse", "<quake", "magnitude="));
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            client.call(largeRequest()); // secure conversation: the token exchange is not the message under test
            CallResult result = client.call(largeRequest());
            assertEquals(RequestStatus.OK, result.status(), result.error());
            String request = withoutBase64(Tamper.text(proxy.last().request()));
            String response = withoutBase64(Tamper.text(proxy.last().response()));
            for (String marker : List.of("minLatitude", "maxLongitude", "minDateTime", "matchQuakes>")) {
                assertFalse(request.contains(marker), scenario + " request shows " + marker + " in clear");
            }
            for (String marker : responseMarkers) {
                assertFalse(response.contains(marker), scenario + " response shows '" + marker + "' in clear");
            }
        }
    }

    /** Element text of 16 or more base64 characters: cipher values, tokens, digests (line breaks included). */
    private static final java.util.regex.Pattern BASE64_TEXT = java.util.regex.Pattern.compile(
            ">[A-Za-z0-9+/=\\r\\n]{16,}+<");

    /**
     * The message without its base64 element text: a place name of four or five capitals turns up by chance in
     * 470 KB of cipher text (64^-4 per position for four letters), which is not a clear Body. Clear place names
     * stay: they are short, or hold spaces, commas or hyphens.
     */
    static String withoutBase64(String message) {
        return BASE64_TEXT.matcher(message.replace("&#13;", "\n").replace("&#xD;", "\n")).replaceAll("><");
    }

    /**
     * Sends one query with the client; asserts a SOAP fault whose text contains {@code reason}
     * (case-insensitive) and that the request never entered the service's business logic.
     */
    static CallResult assertRejected(String scenario, ScenarioClient client, String what, String reason) throws Exception {
        String service = SERVICE.scenario(scenario).service();
        long before = SERVICE.requestsEntered(service);
        CallResult result;
        try (client) {
            result = client.call(largeRequest());
        }
        assertEquals(RequestStatus.FAULT, result.status(), scenario + " accepted " + what + ": " + result.error());
        assertTrue(result.error().toLowerCase().contains(reason.toLowerCase()),
                scenario + ": the fault for " + what + " should say '" + reason + "': " + result.error());
        assertEquals(before, SERVICE.requestsEntered(service), scenario + ": " + what + " reached the business logic");
        return result;
    }

    /** Everything a client sees in an answer, in order. */
    static String describe(MatchQuakesResponse response) {
        StringBuilder text = new StringBuilder("count=" + response.getCount());
        ResultSet[] sets = response.getResultSet();
        if (sets != null) {
            for (ResultSet set : sets) {
                text.append('\n').append(set.getArea());
                for (org.wssbench.seismic.ws.types.Region region : set.getRegion()) {
                    text.append(" [").append(region.getIdent()).append(',').append(region.getIndex()).append(',')
                            .append(region.getString()).append(']');
                }
                for (Quake quake : set.getQuake()) {
                    text.append(' ').append(quake.getMillis()).append('/').append(quake.getLatitude()).append('/')
                            .append(quake.getLongitude()).append('/').append(quake.getDepth()).append('/')
                            .append(quake.getMagnitude()).append('/').append(quake.getMethod()).append('/').append(quake.getRegion());
                }
            }
        }
        return text.toString();
    }

    static String abbreviate(String text) {
        return text.length() > 300 ? text.substring(0, 300) + "..." : text;
    }
}
