package org.wssbench.benchmark;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.results.RequestStatus;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wssbench.benchmark.EnforcementIT.SERVICE;
import static org.wssbench.benchmark.EnforcementIT.largeRequest;
import static org.wssbench.benchmark.EnforcementIT.otherLargeRequest;

/**
 * Hostile input in responses: a man in the middle (the test proxy) turns the service's genuine
 * answer into each case of {@link HostileXml} (the issue's own: 30,000 empty elements added to a
 * signed Body cost the client seconds before Rampart refused it). The scenario's client must
 * refuse it in its message builder, before Rampart sees it: no result, an error holding the case's
 * refusal (for a limit, counted as far as the first unit over it), no external entity fetched,
 * and the same client answered again once the proxy passes the answers through. Every deployed
 * scenario whose client talks plain HTTP (ssl's client talks TLS to the service, past the proxy).
 * Positive control: the same rewrite exactly at the limit, or with the attack undone, is returned
 * by the plain client with the genuine answer.
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
            assertNotEquals(RequestStatus.OK, result.status(), scenario + ": the client returned a result for " + hostile);
            assertEquals(0, result.matches());
            assertTrue(hostile.refusedIn(result.error()),
                    scenario + ": the client's error for " + hostile + " should hold '" + hostile.refusal() + "': " + result.error());
            assertEquals(0, fetches.requests(), scenario + ": the client fetched an external entity");
            proxy.passThrough();
            CallResult after = client.call(largeRequest());
            assertEquals(RequestStatus.OK, after.status(), scenario + ": the client after the attack: " + after.error());
        }
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
}
