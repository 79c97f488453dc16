package org.wssbench.benchmark;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.results.RequestStatus;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wssbench.benchmark.EnforcementIT.SERVICE;
import static org.wssbench.benchmark.EnforcementIT.largeRequest;
import static org.wssbench.benchmark.EnforcementIT.otherLargeRequest;

/**
 * Hostile input in responses: a man in the middle (the test proxy) turns the service's genuine
 * answer into each case of {@link HostileXml} (without bounds, 30,000 empty elements added to a
 * signed Body cost Rampart 1.8.0's client seconds before it refused the response). The scenario's client must
 * refuse it in its message builder, before Rampart sees it: no result, an error holding the case's
 * refusal (for a limit, counted as far as the first unit over it), no external entity fetched,
 * and the same client answered again once the proxy passes the answers through. Every deployed
 * scenario whose client talks plain HTTP (ssl's client talks TLS to the service, past the proxy).
 * Positive controls: the same rewrite exactly at the limit, or with the attack undone, is returned
 * by the plain client with the genuine answer; and a plain client without the limits returns the
 * genuine answer from the hostile response itself. A content type that is not SOAP's is refused
 * unread; the same response as text/xml is returned.
 */
class HostileResponseIT {

    static Stream<String> deployedOverHttp() {
        return AttackTargets.deployedWhere(protection -> true).filter(name -> !"https".equals(SERVICE.scenario(name).transport()));
    }

    static Stream<Arguments> casesAndScenarios() {
        return HostileXml.CASES.stream().flatMap(hostile -> deployedOverHttp().map(scenario -> Arguments.of(hostile, scenario)));
    }

    @ParameterizedTest(name = "attack={0} scenario={1} direction=response expect=rejected")
    @MethodSource("casesAndScenarios")
    void hostileResponseIsRefusedByTheClient(HostileXml.Case hostile, String scenario) throws Exception {
        try (FetchCounter fetches = new FetchCounter();
             TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult first = client.call(otherLargeRequest());
            assertEquals(RequestStatus.OK, first.status(), scenario + " before the attack: " + first.error());
            proxy.rewriteResponses(response -> hostile.hostile().of(response, fetches.base()).bytes());
            CallResult result = client.call(largeRequest());
            // Bytes that are not well-formed XML are the service's fault, as the driver records garbage; the rest the client refused.
            boolean garbage = hostile.refusal().startsWith("Message refused: not well-formed XML");
            assertEquals(garbage ? RequestStatus.FAULT : RequestStatus.ERROR, result.status(), scenario + ": " + hostile + ": " + result.error());
            assertEquals(!garbage, result.error().startsWith("response rejected by the client: "), result.error());
            assertEquals(0, result.matches());
            assertTrue(hostile.refusedIn(result.error()),
                    scenario + ": the client's error for " + hostile + " should hold '" + hostile.refusal() + "': " + result.error());
            assertEquals(0, fetches.requests(), scenario + ": the client fetched an external entity");
            proxy.passThrough();
            CallResult after = client.call(largeRequest());
            assertEquals(RequestStatus.OK, after.status(), scenario + ": the client after the attack: " + after.error());
        }
    }

    @ParameterizedTest(name = "attack=wrong-content-type scenario={0} direction=response expect=rejected")
    @MethodSource("deployedOverHttp")
    void responseOfAnotherContentTypeIsRefusedUnread(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult first = client.call(otherLargeRequest());
            assertEquals(RequestStatus.OK, first.status(), scenario + " before the attack: " + first.error());
            for (String contentType : HostileXml.WRONG_CONTENT_TYPES) {
                proxy.rewriteResponseContentTypes(type -> contentType);
                CallResult result = client.call(largeRequest());
                assertEquals(RequestStatus.ERROR, result.status(), scenario + ": the client's own refusal of " + contentType + ": " + result.error());
                assertTrue(result.error().startsWith("response rejected by the client: "), result.error());
                assertEquals(0, result.matches());
                assertTrue(result.error().contains(XmlLimit.contentTypeRefusal(contentType)),
                        scenario + ": the client's error for " + contentType + ": " + result.error());
            }
            proxy.passThrough();
            CallResult after = client.call(largeRequest());
            assertEquals(RequestStatus.OK, after.status(), scenario + ": the client after the attack: " + after.error());
        }
    }

    /** Positive control of the content type: the genuine response under text/xml, with and without parameters, is returned. */
    @ParameterizedTest(name = "attack=wrong-content-type scenario={0} direction=response expect=control"
            + " -- the same response as text/xml is returned")
    @MethodSource("plainOnly")
    void theSameResponseAsTextXmlIsReturned(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult honest = client.call(largeRequest());
            assertEquals(RequestStatus.OK, honest.status(), honest.error());
            for (String contentType : new String[] {"text/xml", "text/xml; charset=UTF-8"}) {
                proxy.rewriteResponseContentTypes(type -> contentType);
                CallResult result = client.call(largeRequest());
                assertEquals(RequestStatus.OK, result.status(), contentType + ": " + result.error());
                assertEquals(honest.matches(), result.matches(), contentType);
            }
        }
    }

    static Stream<String> plainOnly() {
        return Stream.of("plain");
    }

    static Stream<Arguments> controls() {
        return HostileXml.CASES.stream().map(hostile -> Arguments.of(hostile, hostile.controlWhy()));
    }

    /**
     * Positive control: the plain client returns the genuine answer from a response exactly at the
     * limit, or with the attack undone, through the same proxy. So the hostile content sits where the
     * client does not read it, and the one unit over the limit, the DOCTYPE or the broken bytes refused it.
     */
    @ParameterizedTest(name = "attack={0} scenario=plain direction=response expect=control -- {1}")
    @MethodSource("controls")
    void controlResponseIsReturned(HostileXml.Case hostile, String why) throws Exception {
        try (FetchCounter fetches = new FetchCounter();
             TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), "plain")) {
            CallResult honest = client.call(largeRequest());
            assertEquals(RequestStatus.OK, honest.status(), honest.error());
            proxy.rewriteResponses(response -> hostile.control().of(response, fetches.base()).bytes());
            CallResult result = client.call(largeRequest());
            assertEquals(RequestStatus.OK, result.status(), hostile + ", " + why + ": " + result.error());
            assertEquals(honest.matches(), result.matches(), hostile + ": the genuine answer");
            assertTrue(proxy.last().response().length > 0);
        }
    }

    static Stream<HostileXml.Case> limitedCases() {
        return HostileXml.CASES.stream().filter(HostileXml.Case::limited);
    }

    /**
     * Positive control without the defence: a plain client whose configuration was read with
     * {@code -Dwssbench.xml.limits=off} (its message builder is made when its configuration is
     * loaded) returns the genuine answer from the very response the limits refuse.
     */
    @ParameterizedTest(name = "attack={0} scenario=plain direction=response expect=control"
            + " -- a client without the limits (wssbench.xml.limits=off) returns the answer")
    @MethodSource("limitedCases")
    void hostileResponseIsReturnedWithoutTheLimits(HostileXml.Case hostile) throws Exception {
        try (FetchCounter fetches = new FetchCounter();
             TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = clientWithoutLimits(proxy)) {
            CallResult honest = client.call(largeRequest());
            assertEquals(RequestStatus.OK, honest.status(), honest.error());
            proxy.rewriteResponses(response -> hostile.hostile().of(response, fetches.base()).bytes());
            CallResult result = client.call(largeRequest());
            assertEquals(RequestStatus.OK, result.status(), hostile + " without the limits: " + result.error());
            assertEquals(honest.matches(), result.matches(), hostile + ": the genuine answer");
        }
    }

    /** The plain client through the proxy, its configuration read while {@code wssbench.xml.limits=off}; the property is put back. */
    private static synchronized ScenarioClient clientWithoutLimits(TamperingProxy proxy) {
        String before = System.getProperty(XmlLimit.SWITCH);
        System.setProperty(XmlLimit.SWITCH, "off");
        try {
            return SERVICE.clientVia(proxy.base(), "plain");
        } finally {
            if (before == null) {
                System.clearProperty(XmlLimit.SWITCH);
            } else {
                System.setProperty(XmlLimit.SWITCH, before);
            }
        }
    }
}
