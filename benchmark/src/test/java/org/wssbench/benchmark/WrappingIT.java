package org.wssbench.benchmark;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.QueryRequests;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.results.RequestStatus;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.query.QueryRange;
import org.wssbench.seismic.sequence.RequestSequence;
import org.wssbench.seismic.sequence.SequenceSpec;
import org.wssbench.seismic.ws.types.MatchQuakes;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wssbench.benchmark.AttackTargets.assertRequestRejected;
import static org.wssbench.benchmark.AttackTargets.assertResponseRejected;
import static org.wssbench.benchmark.AttackTargets.plainExchange;
import static org.wssbench.benchmark.AttackTargets.withoutDefence;
import static org.wssbench.benchmark.EnforcementIT.SERVICE;
import static org.wssbench.benchmark.EnforcementIT.largeRequest;
import static org.wssbench.benchmark.EnforcementIT.otherLargeRequest;

/**
 * XML signature wrapping, both directions, on every deployed scenario that signs its messages: a
 * man in the middle moves the genuine signed Body (clear or encrypted) into a header element,
 * where the signature still finds it by Id, and puts a Body of his own in its place: the plain
 * scenario's question or answer for another query. The receiver must refuse the message
 * (SignedBodyPlacementHandler, on the service and in the client's chain).
 */
class WrappingIT {

    static final String WRAPPING = "The signed Body is not the message's Body (XML signature wrapping)";

    static Stream<String> signed() {
        return AttackTargets.deployedWhere(DeployedService.Protection::signed);
    }

    @ParameterizedTest(name = "attack=body-wrapping scenario={0} direction=request expect=rejected")
    @MethodSource("signed")
    void wrappedRequestBodyIsRejected(String scenario) throws Exception {
        String forged = Tamper.bodyContent(plainExchange(otherLargeRequest()).request());
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http())) {
            ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario); // closed by assertRequestRejected
            CallResult first = client.call(largeRequest()); // secure conversation: the token is fetched unharmed
            assertEquals(RequestStatus.OK, first.status(), scenario + " before the attack: " + first.error());
            proxy.rewriteRequests(request -> Tamper.wrapBody(request, forged));
            assertRequestRejected(scenario, client, WRAPPING);
        }
    }

    @ParameterizedTest(name = "attack=body-wrapping scenario={0} direction=response expect=rejected")
    @MethodSource("signed")
    void wrappedResponseBodyIsRejected(String scenario) throws Exception {
        String forged = Tamper.bodyContent(plainExchange(otherLargeRequest()).response());
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult first = client.call(largeRequest());
            assertEquals(RequestStatus.OK, first.status(), scenario + " before the attack: " + first.error());
            proxy.rewriteResponses(response -> Tamper.wrapBody(response, forged));
            assertResponseRejected(scenario, client.call(largeRequest()), WRAPPING);
        }
    }

    /**
     * Positive control: the same wrapped response, to a client whose chain lacks the placement
     * check, is accepted and the client returns the forged answer (Rampart alone lets it pass).
     */
    @ParameterizedTest(name = "attack=body-wrapping scenario={0} direction=response expect=control"
            + " -- without SignedBodyPlacement in the client chain the forged answer is returned")
    @MethodSource("signed")
    void wrappedResponseBodyIsReturnedWithoutThePlacementCheck(String scenario) throws Exception {
        TamperingProxy.Exchange donor = plainExchange(otherLargeRequest());
        String forged = Tamper.bodyContent(donor.response());
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = withoutDefence(SERVICE.clientVia(proxy.base(), scenario), "SignedBodyPlacement")) {
            CallResult honest = client.call(largeRequest());
            assertEquals(RequestStatus.OK, honest.status(), scenario + " before the attack: " + honest.error());
            proxy.rewriteResponses(response -> Tamper.wrapBody(response, forged));
            CallResult attacked = client.call(largeRequest());
            assertEquals(RequestStatus.OK, attacked.status(), scenario + ": " + attacked.error());
            CallResult donorAnswer = plainAnswer();
            assertNotEquals(honest.matches(), donorAnswer.matches());
            assertEquals(donorAnswer.matches(), attacked.matches(), scenario + ": the client returned the forged answer");
        }
    }

    /**
     * A test-only service whose chain lacks SignedBodyPlacement, for the request controls below; never the default
     * deployment. It deploys the per-quake variant too, so sp:SignedElements wrapping has a control of its own.
     */
    private static SecondTomcat withoutPlacementCheck;

    @TempDir
    static Path testOnlyServer;

    @AfterAll
    static void stopTheTestOnlyService() {
        if (withoutPlacementCheck != null) {
            withoutPlacementCheck.close();
        }
    }

    private static synchronized SecondTomcat serviceWithoutPlacementCheck() throws Exception {
        if (withoutPlacementCheck == null) {
            withoutPlacementCheck = SecondTomcat.start(testOnlyServer.resolve("tomcat-base"), SERVICE.security,
                    Map.of("wssbench.variants", String.join(",", signedElementVariantNames())),
                    SecondTomcat.withoutHandler("SignedBodyPlacement"));
            withoutPlacementCheck.awaitAnswering(SERVICE.security, 180);
        }
        return withoutPlacementCheck;
    }

    /**
     * Positive control: the same wrapped request, sent to a test-only service (a second Tomcat, the
     * same WAR with SignedBodyPlacement taken out of its chain), is answered, and what it answers is
     * the forged Body's question: Rampart alone lets the wrapped request pass.
     */
    @ParameterizedTest(name = "attack=body-wrapping scenario={0} direction=request expect=control"
            + " -- a test-only service without SignedBodyPlacement answers the forged Body")
    @MethodSource("signed")
    void wrappedRequestBodyIsAnsweredWithoutThePlacementCheck(String scenario) throws Exception {
        SecondTomcat server = serviceWithoutPlacementCheck();
        String forged = Tamper.bodyContent(plainExchange(otherLargeRequest()).request());
        CallResult forgedAnswer = plainAnswer();
        try (TamperingProxy proxy = new TamperingProxy(server.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult honest = client.call(largeRequest());
            assertEquals(RequestStatus.OK, honest.status(), scenario + " before the attack: " + honest.error());
            assertNotEquals(honest.matches(), forgedAnswer.matches());
            proxy.rewriteRequests(request -> Tamper.wrapBody(request, forged));
            CallResult attacked = client.call(largeRequest());
            assertEquals(RequestStatus.OK, attacked.status(), scenario + ": " + attacked.error());
            assertTrue(Tamper.text(proxy.last().request()).contains(forged), scenario + ": the request was wrapped");
            assertEquals(forgedAnswer.matches(), attacked.matches(), scenario + ": the service answered the forged Body");
        }
    }

    /**
     * Policy variants that sign elements instead of the Body (a {@code variants.<base>.signed}
     * value other than body), with what the test expects: rejected where the default service deploys
     * the variant, not applicable where it does not.
     */
    static Stream<Arguments> signedElementVariants() {
        return signedElementVariants("rejected");
    }

    /** Each signed-element variant, expecting {@code ifDeployed} where the default service deploys it. */
    private static Stream<Arguments> signedElementVariants(String ifDeployed) {
        return signedElementVariantNames().stream().map(variant -> Arguments.of(variant, AttackTargets.deployed(variant)
                ? ifDeployed : "not-applicable -- the default service does not deploy this variant"));
    }

    private static List<String> signedElementVariantNames() {
        return AttackTargets.declaredVariants("signed").filter(variant -> !variant.endsWith("_signed-body")).toList();
    }

    /**
     * sp:SignedElements: the signed request element (matchQuakes, with its Id) moves into a header
     * wrapper and the plain scenario's matchQuakes for another query takes its place in the Body.
     */
    @ParameterizedTest(name = "attack=signed-element-wrapping scenario={0} direction=request expect={1}")
    @MethodSource("signedElementVariants")
    void wrappedSignedElementIsRejected(String variant, String expect) throws Exception {
        if (!expect.equals("rejected")) {
            assertNotEquals(200, AttackTargets.wsdlStatus(variant), variant + " is deployed after all");
            return;
        }
        String forged = Tamper.bodyElement(plainExchange(fewQuakesQuery()).request(), "matchQuakes");
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http())) {
            ScenarioClient client = SERVICE.clientVia(proxy.base(), variant); // closed by assertRequestRejected
            proxy.rewriteRequests(request -> Tamper.wrapBodyElement(request, "matchQuakes", forged));
            assertRequestRejected(variant, client, SIGNED_ELEMENT_WRAPPING);
        }
    }

    /**
     * Positive control: the same wrapped request, sent to the test-only service without SignedBodyPlacement, is
     * answered, and the answer is the forged query's: Rampart alone accepts a signed element that moved out of the
     * Body. Both queries are small ones, as the per-quake variant signs at most 5 quakes.
     */
    @ParameterizedTest(name = "attack=signed-element-wrapping scenario={0} direction=request expect={1}")
    @MethodSource("signedElementRequestControls")
    void wrappedSignedElementIsAnsweredWithoutThePlacementCheck(String variant, String expect) throws Exception {
        if (!expect.startsWith("control")) {
            assertNotEquals(200, AttackTargets.wsdlStatus(variant), variant + " is deployed after all");
            return;
        }
        List<MatchQuakes> queries = fewQuakesQueries();
        assertEquals(2, queries.size(), "two small queries with 1 to 5 quakes and different counts");
        MatchQuakes honestQuery = queries.get(0);
        MatchQuakes forgedQuery = queries.get(1);
        String forged = Tamper.bodyElement(plainExchange(forgedQuery).request(), "matchQuakes");
        SecondTomcat server = serviceWithoutPlacementCheck();
        try (TamperingProxy proxy = new TamperingProxy(server.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), variant)) {
            CallResult honest = client.call(honestQuery);
            assertEquals(RequestStatus.OK, honest.status(), variant + " before the attack: " + honest.error());
            proxy.rewriteRequests(request -> Tamper.wrapBodyElement(request, "matchQuakes", forged));
            CallResult attacked = client.call(honestQuery);
            assertEquals(RequestStatus.OK, attacked.status(), variant + ": " + attacked.error());
            assertTrue(Tamper.text(proxy.last().request()).contains(forged), variant + ": the request was wrapped");
            assertEquals(plainMatches(forgedQuery), attacked.matches(), variant + ": the service answered the forged query");
            assertNotEquals(honest.matches(), attacked.matches(), variant + ": the forged query has another answer");
        }
    }

    static Stream<Arguments> signedElementRequestControls() {
        return signedElementVariants("control -- a test-only service without SignedBodyPlacement answers the forged query");
    }

    /**
     * sp:SignedElements in a response: the first signed quake moves into a header wrapper and a
     * forged copy (magnitude 9.9, no Id) takes its place. The client must refuse the answer.
     */
    @ParameterizedTest(name = "attack=signed-element-wrapping scenario={0} direction=response expect={1}")
    @MethodSource("signedElementVariants")
    void wrappedSignedResponseElementIsRejected(String variant, String expect) throws Exception {
        if (!expect.equals("rejected")) {
            assertNotEquals(200, AttackTargets.wsdlStatus(variant), variant + " is deployed after all");
            return;
        }
        MatchQuakes query = fewQuakesQuery();
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), variant)) {
            proxy.rewriteResponses(Tamper::wrapFirstQuake);
            assertResponseRejected(variant, client.call(query), "A signed element quake is outside the Body and the header blocks");
        }
    }

    /** Positive control: without the placement check in the client chain, the forged quake is returned. */
    @ParameterizedTest(name = "attack=signed-element-wrapping scenario={0} direction=response expect={1}")
    @MethodSource("signedElementControls")
    void wrappedSignedResponseElementIsReturnedWithoutThePlacementCheck(String variant, String expect) throws Exception {
        if (!expect.startsWith("control")) {
            assertNotEquals(200, AttackTargets.wsdlStatus(variant), variant + " is deployed after all");
            return;
        }
        MatchQuakes query = fewQuakesQuery();
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = withoutDefence(SERVICE.clientVia(proxy.base(), variant), "SignedBodyPlacement")) {
            float honest = client.query(query).getResultSet()[0].getQuake()[0].getMagnitude();
            assertNotEquals(9.9f, honest);
            proxy.rewriteResponses(Tamper::wrapFirstQuake);
            assertEquals(9.9f, client.query(query).getResultSet()[0].getQuake()[0].getMagnitude(), variant + ": the forged quake");
        }
    }

    static Stream<Arguments> signedElementControls() {
        return signedElementVariants("control -- without SignedBodyPlacement in the client chain the forged quake is returned");
    }

    static final String SIGNED_ELEMENT_WRAPPING = "A signed element matchQuakes is outside the Body and the header blocks";

    /** Small-sequence queries to pick few-quake ones from: the tests' five small ones, then more of the same kind. */
    private static final List<QueryRange> FEW_QUAKES_CANDIDATES = Stream.concat(EnforcementIT.SMALL.stream(),
            RequestSequence.generate(SequenceSpec.SMALL.withCount(100), SyntheticCatalog.TIME_WINDOW).stream()).toList();

    /** A legal query whose answer has 1 to 5 quakes: the per-quake variant cannot sign more (see policies/README.md). */
    private static MatchQuakes fewQuakesQuery() throws Exception {
        List<MatchQuakes> queries = fewQuakesQueries();
        if (queries.isEmpty()) {
            throw new IllegalStateException("no small query with 1 to 5 quakes");
        }
        return queries.get(0);
    }

    /**
     * Up to two legal queries whose answers have 1 to 5 quakes and different counts, so a forged query that got
     * through neither stalls the per-quake service nor passes for the honest one.
     */
    private static List<MatchQuakes> fewQuakesQueries() throws Exception {
        List<MatchQuakes> found = new ArrayList<>();
        Set<Integer> counts = new HashSet<>();
        try (ScenarioClient plain = SERVICE.client("plain")) {
            for (QueryRange query : FEW_QUAKES_CANDIDATES) {
                MatchQuakes request = QueryRequests.toRequest(query);
                int count = plain.query(request).getCount();
                if (count >= 1 && count <= 5 && counts.add(count)) {
                    found.add(request);
                    if (found.size() == 2) {
                        break;
                    }
                }
            }
        }
        return found;
    }

    private static int plainMatches(MatchQuakes query) throws Exception {
        try (ScenarioClient plain = SERVICE.client("plain")) {
            return plain.query(query).getCount();
        }
    }

    private static CallResult plainAnswer() throws Exception {
        try (ScenarioClient plain = SERVICE.client("plain")) {
            return plain.call(otherLargeRequest());
        }
    }
}
