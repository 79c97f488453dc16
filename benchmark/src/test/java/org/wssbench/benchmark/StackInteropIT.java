package org.wssbench.benchmark;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.Caller;
import org.wssbench.client.scenario.Endpoints;
import org.wssbench.client.scenario.QueryRequests;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.scenario.WorkloadRequest;
import org.wssbench.client.scenario.Stack;
import org.wssbench.client.stack.StackCaller;
import org.wssbench.security.PolicyLoader;
import org.wssbench.security.WrongPasswordCallback;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.query.QueryRange;
import org.wssbench.seismic.sequence.RequestSequence;
import org.wssbench.seismic.sequence.SequenceSpec;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The interoperability matrix of the two SOAP stacks: every client stack (Axis2/Rampart, CXF with
 * WSS4J's DOM processing, CXF streaming) against every service stack, for every scenario of the
 * default matrix with message security. A cell either works (the answer equals Axis2's own) or fails as
 * recorded below, with the reason. Every working cell with message security is also attacked through a
 * man in the middle: a request stripped of its security header, a signed body altered (sign), and a
 * wrong UsernameToken password (username scenarios); each must be refused before the query runs. The
 * matrix is written to target/interop-matrix.md. Runs with {@code -Pstacks} (about 240 checks, minutes).
 */
@EnabledIfSystemProperty(named = "wssbench.stacks", matches = "true", disabledReason = "the stack matrix runs with -Pstacks")
class StackInteropIT {

    private static final DeployedService SERVICE = new DeployedService();
    private static final List<String> SCENARIOS = List.of("plain", "username", "username-digest", "sign", "encr",
            "signencr", "encrsign", "secureconversation");
    /**
     * The cells that do not work, as {@code scenario client>service}, with what the failing side says (the
     * client's error names it, or, where Rampart hides the service's fault behind "SOAP header missing",
     * the CXF service's log does; both are quoted). Every other cell must work.
     */
    private static final Map<String, Failure> EXPECTED_FAILURES = expectedFailures();

    /** Why a cell fails: a fragment of the client's error, and the explanation for the matrix. */
    record Failure(String errorFragment, String reason) {
    }

    private static Map<String, Failure> expectedFailures() {
        Map<String, Failure> failures = new TreeMap<>();
        // WSS4J's streaming policy enforcement checks the key reference kind of the initiator's token: Rampart
        // references its BinarySecurityToken directly although the policy says RequireThumbprintReference.
        Failure directReference = new Failure("SOAP header missing", "CXF streaming service: \"Policy enforces"
                + " ThumbprintReference but we got SecurityTokenDirectReference\" (Rampart references its own"
                + " certificate directly); Rampart then reports the unsecured fault as \"SOAP header missing\"");
        for (String scenario : List.of("sign", "encr", "signencr", "encrsign")) {
            failures.put(scenario + " axis2>cxf-streaming", directReference);
        }
        failures.put("encr axis2>cxf", new Failure("SOAP header missing", "CXF service: \"X509Token: The received token"
                + " does not match the token inclusion requirement\" (the InitiatorToken says AlwaysToRecipient) for"
                + " Rampart's encrypt-only request; Rampart then reports the unsecured fault as \"SOAP header missing\""));
        failures.put("encr cxf>cxf-streaming", new Failure("X509Token not satisfied", "CXF streaming service:"
                + " \"Assertion X509Token not satisfied\" for the DOM client's encrypt-only request, which the DOM"
                + " service accepts"));
        failures.put("encr cxf-streaming>axis2", new Failure("Unexpected signature", "Rampart: \"Unexpected"
                + " signature\": the streaming client's encrypt-only request carries a signature (6.7 kB against the"
                + " DOM client's 4.6 kB), which the encr policy does not ask for"));
        failures.put("encrsign cxf>axis2", new Failure("Layout does not match", "CXF's DOM client rejects Rampart's"
                + " response: \"Layout does not match the requirements\" (sp:Strict); CXF's streaming client accepts it"));
        // Secure conversation: Rampart signs the conversation's messages with HMAC-SHA1 over SHA-1 digests and 20-byte
        // derived keys, which no WS-SecurityPolicy suite names; the CXF clients and services read the conversation's own
        // suite as that one (cxf-contract's RampartDerivedKeySuite). CXF's streaming side does not sign the WS-Addressing
        // headers of the token exchange, which the bootstrap policy's SignedParts require.
        Failure streamingRequest = new Failure("2005/08/addressing:null not + SIGNED", "CXF DOM service: \"SignedParts:"
                + " http://www.w3.org/2005/08/addressing not SIGNED\" for the streaming client's token request (it signs"
                + " Timestamp and Body, not the WS-Addressing headers)");
        failures.put("secureconversation cxf-streaming>cxf", streamingRequest);
        failures.put("secureconversation cxf>cxf-streaming", new Failure("2005/08/addressing:null not + SIGNED", "CXF's"
                + " DOM client refuses the streaming service's token response: \"SignedParts: http://www.w3.org/2005/08/addressing"
                + " not SIGNED\" (the streaming service signs Timestamp and Body, not the WS-Addressing headers)"));
        failures.put("secureconversation cxf-streaming>cxf-streaming", new Failure("Action must be signed", "CXF"
                + " streaming service: \"Element .../{http://www.w3.org/2005/08/addressing}Action must be signed\" in the"
                + " streaming client's token request"));
        failures.put("secureconversation axis2>cxf-streaming", directReference);
        return failures;
    }

    private static final Map<String, String> MATRIX = new ConcurrentHashMap<>();
    /** A small query with an answer (the first of the small sequence that matches quakes), and that answer by Axis2's plain. */
    private static final QueryRange QUERY;
    private static final int EXPECTED_MATCHES;

    static {
        QueryRange chosen = null;
        int matches = 0;
        try (ScenarioClient reference = SERVICE.client("plain")) {
            for (QueryRange range : RequestSequence.generate(SequenceSpec.SMALL.withCount(50), SyntheticCatalog.TIME_WINDOW)) {
                matches = reference.query(QueryRequests.toRequest(range)).getCount();
                if (matches > 0) {
                    chosen = range;
                    break;
                }
            }
        } catch (java.rmi.RemoteException e) {
            throw new IllegalStateException("the Axis2 plain service does not answer: " + e.getMessage(), e);
        }
        if (chosen == null) {
            throw new IllegalStateException("none of the first 50 small queries matches a quake");
        }
        QUERY = chosen;
        EXPECTED_MATCHES = matches;
    }

    static Stream<Arguments> cells() {
        List<Arguments> cells = new ArrayList<>();
        for (String scenario : SCENARIOS) {
            for (Stack client : Stack.values()) {
                for (Stack service : Stack.values()) {
                    cells.add(Arguments.of(scenario, client, service));
                }
            }
        }
        return cells.stream();
    }

    /** The working cells with message security (the attacks need a secured, working pair). */
    static Stream<Arguments> securedWorkingCells() {
        return cells().filter(a -> !"plain".equals(a.get()[0]) && works((String) a.get()[0], (Stack) a.get()[1],
                (Stack) a.get()[2]));
    }

    private static boolean works(String scenario, Stack client, Stack service) {
        return !EXPECTED_FAILURES.containsKey(scenario + " " + client.key() + ">" + service.key());
    }

    @ParameterizedTest(name = "{0}: {1} client > {2} service")
    @MethodSource("cells")
    void cellWorksOrFailsAsRecorded(String scenario, Stack client, Stack service) throws Exception {
        CallResult result;
        try (Caller caller = open(scenario, client, service, baseUrl(service), Map.of(), null)) {
            result = caller.call(WorkloadRequest.Query.of(QUERY));
        }
        String cell = scenario + " | " + client.key() + " | " + service.key();
        if (works(scenario, client, service)) {
            record(cell, result.ok() ? "works (" + result.matches() + " quakes, " + result.requestBytes()
                    + " B request, " + result.responseBytes() + " B response)" : "FAILS: " + result.error());
            assertTrue(result.ok(), cell + ": " + result.status() + " " + result.error());
            assertEquals(EXPECTED_MATCHES, result.matches(), cell + ": another answer than Axis2's own plain");
            if (service != Stack.AXIS2) {
                // the CXF service reports the same Server-Timing split as Axis2's, and the request's allocation
                String timing = String.valueOf(result.serverTimingHeader());
                assertTrue(timing.contains("total;dur=") && timing.contains("sec-in;dur=") && timing.contains("alloc;desc="),
                        cell + ": Server-Timing " + timing);
            }
        } else {
            Failure failure = EXPECTED_FAILURES.get(scenario + " " + client.key() + ">" + service.key());
            record(cell, result.ok() ? "WORKS (recorded as failing)" : "fails: " + failure.reason()
                    + " [client: " + result.status() + " " + shorten(result.error()) + "]");
            assertTrue(!result.ok(), cell + " works now: take it out of EXPECTED_FAILURES");
            assertTrue(result.error().contains(failure.errorFragment()), cell + " fails otherwise than recorded: "
                    + result.error());
        }
    }

    @ParameterizedTest(name = "{0}: {1} client > {2} service")
    @MethodSource("securedWorkingCells")
    void requestWithoutSecurityHeaderIsRefused(String scenario, Stack client, Stack service) throws Exception {
        refusedThroughProxy(scenario, client, service, isSecureConversation(scenario)
                ? Tamper.applicationMessages(Tamper::stripSecurityHeader) : Tamper::stripSecurityHeader, Map.of(), null,
                "unsigned request");
    }

    @ParameterizedTest(name = "{0}: {1} client > {2} service")
    @MethodSource("securedWorkingCells")
    void alteredEncryptedBodyIsRefused(String scenario, Stack client, Stack service) throws Exception {
        if (!isSecureConversation(scenario)) {
            return; // the scenario whose signed body travels encrypted under the conversation's derived keys
        }
        refusedThroughProxy(scenario, client, service, Tamper.applicationMessages(Tamper::alterEncryptedBody), Map.of(),
                null, "tampered body");
    }

    private static boolean isSecureConversation(String scenario) {
        return scenario.startsWith("secureconversation");
    }

    @ParameterizedTest(name = "{0}: {1} client > {2} service")
    @MethodSource("securedWorkingCells")
    void alteredSignedBodyIsRefused(String scenario, Stack client, Stack service) throws Exception {
        if (!"sign".equals(scenario)) {
            return; // the only scenario whose signed body travels in clear
        }
        refusedThroughProxy(scenario, client, service, Tamper::widenLatitude, Map.of(), null, "tampered body");
    }

    @ParameterizedTest(name = "{0}: {1} client > {2} service")
    @MethodSource("securedWorkingCells")
    void wrongPasswordIsRefused(String scenario, Stack client, Stack service) throws Exception {
        if (!scenario.startsWith("username")) {
            return;
        }
        refusedThroughProxy(scenario, client, service, UnaryOperator.identity(),
                Map.of("security.password", "not-" + scenario + "-password"), WrongPasswordCallback.class.getName(),
                "wrong password");
    }

    /**
     * Sends one query through the man in the middle and proves the service refused it before the query
     * ran, and, as the positive control, that the same client through the same proxy without the attack
     * gets its answer.
     */
    private void refusedThroughProxy(String scenario, Stack client, Stack service, UnaryOperator<byte[]> attack,
                                     Map<String, String> overrides, String axis2Callback, String what) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(URI.create(baseUrl(service)))) {
            String base = proxy.base().toString();
            try (Caller honest = open(scenario, client, service, base, Map.of(), null)) {
                CallResult control = honest.call(WorkloadRequest.Query.of(QUERY));
                assertTrue(control.ok(), "control without the attack failed: " + control.error());
            }
            long before = callsServed(service, scenario);
            proxy.rewriteRequests(attack);
            CallResult attacked;
            try (Caller caller = open(scenario, client, service, base, overrides, axis2Callback)) {
                attacked = caller.call(WorkloadRequest.Query.of(QUERY));
            }
            assertTrue(!attacked.ok(), scenario + " " + client.key() + ">" + service.key() + ": the " + what
                    + " was answered");
            assertEquals(before, callsServed(service, scenario), "the " + what + " reached the query");
            MATRIX.merge(scenario + " | " + client.key() + " | " + service.key(), "; " + what + " refused", String::concat);
        }
    }

    /** A client of {@code clientStack} for the scenario's endpoint on {@code serviceStack} under {@code base}. */
    private static Caller open(String scenario, Stack clientStack, Stack serviceStack, String base,
                               Map<String, String> cxfOverrides, String axis2Callback) throws IOException {
        ScenarioDefinition s = SERVICE.scenario(scenario);
        String path = (serviceStack.streaming() ? "streaming/" : "") + s.service();
        if (clientStack == Stack.AXIS2) {
            ScenarioDefinition pointed = new ScenarioDefinition(s.name(), "http", path, s.policy(), s.modules(), null,
                    s.traits());
            Endpoints endpoints = new Endpoints(URI.create(base), null);
            if (axis2Callback == null) {
                return new ScenarioClient(pointed, endpoints, SERVICE.security, SERVICE.tls);
            }
            String text = Files.readString(s.policy(), StandardCharsets.UTF_8)
                    .replace("org.wssbench.security.ConfiguredPasswordCallback", axis2Callback);
            Path edited = Files.createTempFile("wssbench-" + scenario + "-", ".xml");
            Files.writeString(edited, text, StandardCharsets.UTF_8);
            return new ScenarioClient(pointed, endpoints, PolicyLoader.load(edited, SERVICE.security), SERVICE.tls);
        }
        String endpoint = (base.endsWith("/") ? base : base + "/") + "services/" + path;
        return StackCaller.open(s, endpoint, clientStack.streaming(), SERVICE.security.keystoreDir(), cxfOverrides);
    }

    /** The base URL of a service stack's web application (the CXF one beside the Axis2 one). */
    private static String baseUrl(Stack service) {
        String axis2 = System.getProperty("wssbench.http.url");
        return service == Stack.AXIS2 ? axis2 : axis2 + "-cxf";
    }

    /** Calls served by the business logic of the scenario's endpoint on that stack. */
    private static long callsServed(Stack service, String scenario) throws Exception {
        if (service == Stack.AXIS2) {
            return SERVICE.queriesExecuted(scenario);
        }
        HttpResponse<String> status = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create(baseUrl(service) + "/status")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, status.statusCode(), "CXF service /status");
        Properties values = new Properties();
        values.load(new java.io.StringReader(status.body()));
        String key = "calls." + (service.streaming() ? "streaming/" : "") + scenario;
        assertNotEquals(null, values.getProperty(key), "CXF /status has no " + key + ": " + status.body());
        return Long.parseLong(values.getProperty(key));
    }

    /** The cell's outcome first, whatever attacks were recorded before it (test order is not fixed). */
    private static void record(String cell, String outcome) {
        MATRIX.merge(cell, outcome, (attacks, first) -> first + attacks);
    }

    private static String shorten(String text) {
        return text == null ? "" : text.length() > 160 ? text.substring(0, 160) + "..." : text;
    }

    @AfterAll
    static void writeMatrix() throws IOException {
        StringBuilder table = new StringBuilder("| scenario | client | service | outcome |\n|---|---|---|---|\n");
        new TreeMap<>(MATRIX).forEach((cell, outcome) -> table.append("| ").append(cell).append(" | ")
                .append(outcome.replace('|', '/')).append(" |\n"));
        Path file = Path.of(System.getProperty("wssbench.run.dir", "target")).resolve("interop-matrix.md");
        Files.writeString(file, table.toString(), StandardCharsets.UTF_8);
        System.out.println("Interop matrix (" + file + "):\n" + table);
    }
}
