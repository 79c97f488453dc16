package org.wssbench.benchmark;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.results.RequestStatus;
import org.wssbench.wire.StatusPage;

import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wssbench.benchmark.EnforcementIT.SERVICE;
import static org.wssbench.benchmark.EnforcementIT.abbreviate;
import static org.wssbench.benchmark.EnforcementIT.largeRequest;

/**
 * Hostile input in requests (without bounds, one unsigned request of 1.2 MB stalled Rampart 1.8.0
 * for minutes before any check): every case of {@link HostileXml}, and content types that are not SOAP's, sent to
 * every scenario the service deploys, without any security header. Each must be refused by the
 * message builder's limits before any security processing: HTTP 500 with a Client fault whose
 * reason is exactly the case's refusal (for a limit, counted as far as the first unit over it:
 * the work it cost is bounded by the limit, not by the message), no external entity fetched (a
 * counting server on the loopback), the request counter of the scenario's service unchanged, and
 * the service answering an honest request afterwards. Positive controls: the same message exactly at
 * the limit (or with the attack undone) is answered, and a test-only service without the limits
 * ({@code -Dwssbench.xml.limits=off}) answers the hostile message itself.
 */
class HostileRequestIT {

    /** The SOAP 1.1 fault code of a message the sender got wrong. */
    static final String CLIENT_FAULT = "{http://schemas.xmlsoap.org/soap/envelope/}Client";

    private static byte[] genuine;

    /** The plain scenario's request, unsecured: what every hostile request is made from (and, for every scenario, carries no security header). */
    static synchronized byte[] genuineRequest() throws Exception {
        if (genuine == null) {
            genuine = AttackTargets.plainExchange(largeRequest()).request();
        }
        return genuine;
    }

    static Stream<String> deployed() {
        return AttackTargets.deployedWhere(protection -> true);
    }

    static Stream<Arguments> casesAndScenarios() {
        return HostileXml.CASES.stream().flatMap(hostile -> deployed().map(scenario -> Arguments.of(hostile, scenario)));
    }

    @ParameterizedTest(name = "attack={0} scenario={1} direction=request expect=rejected")
    @MethodSource("casesAndScenarios")
    void hostileRequestIsRefusedBeforeAnySecurityProcessing(HostileXml.Case hostile, String scenario) throws Exception {
        String service = SERVICE.scenario(scenario).service();
        long before = SERVICE.requestsEntered(service);
        try (FetchCounter fetches = new FetchCounter()) {
            HostileMessage message = hostile.hostile().of(genuineRequest(), fetches.base());
            HttpResponse<String> answer = SERVICE.postStreamed(URI.create(SERVICE.endpoints.serviceUrl(SERVICE.scenario(scenario))),
                    message::open, message.length(), DeployedService.SOAP_11);
            assertRefused(scenario, hostile, answer);
            assertEquals(0, fetches.requests(), scenario + ": an external entity was fetched");
        }
        assertEquals(before, SERVICE.requestsEntered(service), scenario + ": " + hostile + " reached the business logic");
        assertAnswersAnHonestRequest(scenario);
    }

    /** The service's answer is a Client fault whose reason is the case's refusal. */
    static void assertRefused(String where, HostileXml.Case hostile, HttpResponse<String> answer) throws Exception {
        DecryptionOracleIT.Fault fault = DecryptionOracleIT.fault(answer);
        assertEquals(500, fault.status(), where + ": " + abbreviate(answer.body()));
        assertEquals(CLIENT_FAULT, fault.code(), where + ": the fault code of " + hostile);
        assertTrue(fault.reason() != null && hostile.refuses(fault.reason()),
                where + ": the refusal of " + hostile + " should be '" + hostile.refusal() + "'" + (hostile.refusalIsPrefix() ? "..." : "")
                        + ", not '" + fault.reason() + "'");
    }

    /** The scenario's own client is answered after the attack, and its request reaches the business logic. */
    static void assertAnswersAnHonestRequest(String scenario) {
        String service = SERVICE.scenario(scenario).service();
        long before = SERVICE.requestsEntered(service);
        try (ScenarioClient client = SERVICE.client(scenario)) {
            CallResult result = client.call(largeRequest());
            assertEquals(RequestStatus.OK, result.status(), scenario + " after the attack: " + result.error());
        }
        assertEquals(before + 1, SERVICE.requestsEntered(service), scenario + ": the honest request after the attack was answered");
    }

    @ParameterizedTest(name = "attack=wrong-content-type scenario={0} direction=request expect=rejected")
    @MethodSource("deployed")
    void requestOfAnotherContentTypeIsRefusedUnread(String scenario) throws Exception {
        String service = SERVICE.scenario(scenario).service();
        long before = SERVICE.requestsEntered(service);
        for (String contentType : HostileXml.WRONG_CONTENT_TYPES) {
            HttpResponse<String> answer = SERVICE.postRaw(scenario, genuineRequest(), contentType);
            assertEquals(415, answer.statusCode(), scenario + " as " + contentType + ": " + abbreviate(answer.body()));
            assertEquals(XmlLimit.contentTypeRefusal(contentType), answer.body().trim(), scenario + " as " + contentType);
        }
        assertEquals(before, SERVICE.requestsEntered(service), scenario + ": a request of another content type reached the business logic");
        assertAnswersAnHonestRequest(scenario);
    }

    /**
     * Positive control of the content type: the same envelope as SOAP 1.1's text/xml, with and
     * without a charset parameter, is answered.
     */
    @ParameterizedTest(name = "attack=wrong-content-type scenario=plain direction=request expect=control"
            + " -- the same envelope as text/xml is answered")
    @MethodSource("plainOnly")
    void theSameEnvelopeAsTextXmlIsAnswered(String scenario) throws Exception {
        String service = SERVICE.scenario(scenario).service();
        for (String contentType : new String[] {"text/xml", DeployedService.SOAP_11}) {
            long before = SERVICE.requestsEntered(service);
            HttpResponse<String> answer = SERVICE.postRaw(scenario, genuineRequest(), contentType);
            assertEquals(200, answer.statusCode(), contentType + ": " + abbreviate(answer.body()));
            assertEquals(before + 1, SERVICE.requestsEntered(service), contentType + ": answered");
        }
    }

    static Stream<String> plainOnly() {
        return Stream.of("plain");
    }

    static Stream<Arguments> controls() {
        return HostileXml.CASES.stream().map(hostile -> Arguments.of(hostile, hostile.controlWhy()));
    }

    /**
     * Positive control on the default service: the case's message exactly at its limit, or with the
     * attack undone (no DOCTYPE, the whole envelope), is answered by the plain scenario and reaches its
     * business logic. So the hostile content sits where the service does not read it, and what
     * refused the hostile message is the one unit over the limit, or the DOCTYPE, or the broken bytes.
     */
    @ParameterizedTest(name = "attack={0} scenario=plain direction=request expect=control -- {1}")
    @MethodSource("controls")
    void controlMessageIsAnswered(HostileXml.Case hostile, String why) throws Exception {
        String service = SERVICE.scenario("plain").service();
        long before = SERVICE.requestsEntered(service);
        try (FetchCounter fetches = new FetchCounter()) {
            HostileMessage message = hostile.control().of(genuineRequest(), fetches.base());
            HttpResponse<String> answer = SERVICE.postStreamed(URI.create(SERVICE.endpoints.serviceUrl(SERVICE.scenario("plain"))),
                    message::open, message.length(), DeployedService.SOAP_11);
            assertEquals(200, answer.statusCode(), hostile + ", " + why + ": " + abbreviate(answer.body()));
        }
        assertEquals(before + 1, SERVICE.requestsEntered(service), hostile + ": the control reached the business logic");
    }

    /** The test-only service without the limits, started on first use. */
    private static SecondTomcat unlimited;

    @TempDir
    static Path testOnlyServers;

    @AfterAll
    static void stopTheTestOnlyService() {
        if (unlimited != null) {
            unlimited.close();
        }
    }

    private static synchronized SecondTomcat unlimited() throws Exception {
        if (unlimited == null) {
            unlimited = SecondTomcat.start(testOnlyServers.resolve("limits-off"), SERVICE.security, Map.of(XmlLimit.SWITCH, "off"));
            unlimited.awaitAnswering(SERVICE.security, 180);
        }
        return unlimited;
    }

    static Stream<HostileXml.Case> limitedCases() {
        return HostileXml.CASES.stream().filter(HostileXml.Case::limited);
    }

    /**
     * Positive control without the defence: a test-only service started with
     * {@code -Dwssbench.xml.limits=off} answers the very message that the limits refuse, and counts
     * it in its business logic.
     */
    @ParameterizedTest(name = "attack={0} scenario=plain direction=request expect=control"
            + " -- a test-only service without the limits (wssbench.xml.limits=off) answers it")
    @MethodSource("limitedCases")
    void hostileRequestIsAnsweredWithoutTheLimits(HostileXml.Case hostile) throws Exception {
        SecondTomcat server = unlimited();
        String requests = StatusPage.REQUESTS_PREFIX + SERVICE.scenario("plain").service();
        long before = Long.parseLong(server.status(SERVICE.tls).getProperty(requests, "0"));
        try (FetchCounter fetches = new FetchCounter()) {
            HostileMessage message = hostile.hostile().of(genuineRequest(), fetches.base());
            HttpResponse<String> answer = SERVICE.postStreamed(URI.create(server.endpoints.serviceUrl(SERVICE.scenario("plain"))),
                    message::open, message.length(), DeployedService.SOAP_11);
            assertEquals(200, answer.statusCode(), hostile + " without the limits: " + abbreviate(answer.body()) + " (" + server.consoleLog() + ")");
        }
        assertEquals(before + 1, Long.parseLong(server.status(SERVICE.tls).getProperty(requests, "0")), hostile + ": answered without the limits");
    }
}
