package org.wssbench.benchmark;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.wssbench.client.run.CpuPinning;
import org.wssbench.client.run.MatrixRunner;
import org.wssbench.client.run.RunSettings;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.Endpoints;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.client.scenario.SequenceDefinition;
import org.wssbench.client.scenario.Workload;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.sequence.SequenceSpec;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wssbench.benchmark.EnforcementIT.SERVICE;
import static org.wssbench.benchmark.EnforcementIT.largeRequest;
import static org.wssbench.benchmark.EnforcementIT.otherLargeRequest;

/**
 * The response direction: a test proxy between client and Tomcat attacks each answer of a
 * scenario that protects responses (signed or encrypted). The client must never return a result;
 * it reports ERROR ("response rejected by the client"), and the driver records that per request.
 * Encrypt-only responses (encr, secureconversation-encr) carry no signature: their altered or
 * replayed answers are accepted by design, which the tests show and docs/security.md states.
 * A valid Security header over a clear Body is PlaintextBodyIT's; wrapping is WrappingIT's.
 */
class ResponseTamperingIT {

    static Stream<String> protectedResponses() {
        return AttackTargets.deployedWhere(p -> p.signed() || p.encrypted());
    }

    static Stream<String> signedResponses() {
        return AttackTargets.deployedWhere(DeployedService.Protection::signed);
    }

    static Stream<String> encryptedOnlyResponses() {
        return AttackTargets.deployedWhere(p -> p.encrypted() && !p.signed());
    }

    @ParameterizedTest(name = "attack=header-strip scenario={0} direction=response expect=rejected")
    @MethodSource("protectedResponses")
    void responseWithoutSecurityHeaderIsRejected(String scenario) throws Exception {
        assertResponseRejected(scenario, (proxy, donor) -> proxy.rewriteResponses(Tamper::stripSecurityHeader),
                EnforcementIT.MISSING_HEADER);
    }

    /** Signed responses with a clear Body: stripped of its header, the answer is still readable. */
    static Stream<String> signedClearResponses() {
        return AttackTargets.deployedWhere(p -> p.signed() && !p.encrypted());
    }

    /**
     * Positive control of header stripping: a client whose chain lacks Rampart's inbound checks
     * and the response binding ({@link AttackTargets#withoutInboundChecks}) returns the stripped
     * response's answer. The stripped message is sound;
     * only the client's demand for a Security header refuses it above.
     */
    @ParameterizedTest(name = "attack=header-strip scenario={0} direction=response expect=control"
            + " -- without the inbound handlers of Rampart and ResponseBinding in the client chain the answer is returned")
    @MethodSource("signedClearResponses")
    void responseWithoutSecurityHeaderIsReturnedWithoutTheInboundChecks(String scenario) throws Exception {
        CallResult expected;
        try (ScenarioClient plain = SERVICE.client("plain")) {
            expected = plain.call(largeRequest());
        }
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = AttackTargets.withoutInboundChecks(SERVICE.clientVia(proxy.base(), scenario))) {
            proxy.rewriteResponses(Tamper::stripSecurityHeader);
            CallResult stripped = client.call(largeRequest());
            assertEquals(RequestStatus.OK, stripped.status(), scenario + ": " + stripped.error());
            assertFalse(Tamper.text(proxy.last().response()).contains(":Security"), "the response the client read has no Security header");
            assertEquals(expected.matches(), stripped.matches(), scenario + ": the client returned the stripped response's answer");
        }
    }

    /** Clear body: the count attribute changed; encrypted body: another response's ciphertext spliced in. */
    @ParameterizedTest(name = "attack=tamper-body scenario={0} direction=response expect=rejected")
    @MethodSource("signedResponses")
    void alteredResponseBodyIsRejected(String scenario) throws Exception {
        boolean encrypted = SERVICE.protection(scenario).encrypted();
        assertResponseRejected(scenario, (proxy, donor) -> proxy.rewriteResponses(encrypted
                ? response -> Tamper.spliceEncryptedBody(response, donor.response()) : Tamper::raiseCount),
                EnforcementIT.INVALID_SIGNATURE);
    }

    /** An earlier, genuine response to another request of the same client, signature and timestamp valid. */
    @ParameterizedTest(name = "attack=replay scenario={0} direction=response expect=rejected")
    @MethodSource("signedResponses")
    void replayedOldResponseIsRejected(String scenario) throws Exception {
        assertResponseRejected(scenario, (proxy, donor) -> proxy.rewriteResponses(response -> donor.response()),
                "replayed or substituted response");
    }

    /**
     * Without a signature, an old response replayed (its RelatesTo, if any, rewritten to the
     * current request's MessageID, which travels in clear) is accepted: the client returns the old answer.
     */
    @ParameterizedTest(name = "attack=replay scenario={0} direction=response expect=accepted-by-design"
            + " -- encrypted, not signed: nothing binds a response to its request")
    @MethodSource("encryptedOnlyResponses")
    void unsignedResponseCanBeReplayed(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult honest = client.call(largeRequest());
            CallResult donorAnswer = client.call(otherLargeRequest());
            TamperingProxy.Exchange donor = proxy.last();
            assertNotEquals(donorAnswer.matches(), honest.matches());
            proxy.rewriteResponsesOf((request, response) -> Tamper.messageId(request) == null ? donor.response()
                    : Tamper.relateTo(donor.response(), Tamper.messageId(request), true));
            CallResult replayed = client.call(largeRequest());
            assertEquals(RequestStatus.OK, replayed.status(), scenario + ": " + replayed.error());
            assertEquals(donorAnswer.matches(), replayed.matches(), "replayed answer accepted");
        }
    }

    /** Without a signature, another response's ciphertext spliced in is decrypted and returned. */
    @ParameterizedTest(name = "attack=tamper-body scenario={0} direction=response expect=accepted-by-design"
            + " -- encrypted, not signed: any ciphertext under a valid key decrypts")
    @MethodSource("encryptedOnlyResponses")
    void unsignedResponseCanBeSpliced(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult honest = client.call(largeRequest());
            CallResult donorAnswer = client.call(otherLargeRequest());
            TamperingProxy.Exchange donor = proxy.last();
            assertNotEquals(donorAnswer.matches(), honest.matches());
            proxy.rewriteResponses(response -> Tamper.spliceEncryptedBody(response, donor.response()));
            CallResult spliced = client.call(largeRequest());
            assertEquals(RequestStatus.OK, spliced.status(), scenario + ": " + spliced.error());
            assertEquals(donorAnswer.matches(), spliced.matches(), "spliced answer accepted");
        }
    }

    /** The driver's view: every request whose response was refused is a row with status error and the reason. */
    @Test
    void driverRecordsRejectedResponsesAsErrors(@TempDir Path work) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http())) {
            proxy.rewriteResponses(Tamper::stripSecurityHeader);
            Workload workload = new Workload("rejected-responses",
                    List.of(new SequenceDefinition(SequenceSpec.SMALL.withCount(3), 0)), 1, 1, SyntheticCatalog.TIME_WINDOW);
            Path runFolder = Files.createDirectories(work.resolve("run"));
            RunSettings settings = new RunSettings(new RunSettings.Output("rejected-responses", runFolder, Map.of()),
                    new RunSettings.Matrix(List.of(SERVICE.scenario("sign")), workload),
                    new RunSettings.Target(new Endpoints(proxy.base(), SERVICE.endpoints.https()), SERVICE.security, true),
                    new RunSettings.Behaviour(10, false, 0, CpuPinning.NONE));
            new MatrixRunner(settings, new PrintStream(OutputStream.nullOutputStream())).run();
            // measured rows (prime calls are recorded too, flagged warmup, and are refused the same way)
            List<RequestRecord> rows = RunFiles.REQUESTS.read(RunFolder.requestsCsv(runFolder)).stream()
                    .filter(row -> !row.warmup()).toList();
            assertEquals(3, rows.size());
            for (RequestRecord row : rows) {
                assertEquals(RequestStatus.ERROR, row.status(), row.toString());
                assertEquals(0, row.matches());
                assertTrue(row.error().contains("response rejected by the client") && row.error().contains(EnforcementIT.MISSING_HEADER),
                        row.error());
            }
        }
    }

    /** What the test does to the traffic, given the proxy and an earlier exchange of the same client. */
    interface Attack {
        void arm(TamperingProxy proxy, TamperingProxy.Exchange donor) throws Exception;
    }

    private static void assertResponseRejected(String scenario, Attack attack, String reason) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult first = client.call(otherLargeRequest());
            assertEquals(RequestStatus.OK, first.status(), scenario + " before the attack: " + first.error());
            attack.arm(proxy, proxy.last());
            CallResult result = client.call(largeRequest());
            assertEquals(RequestStatus.ERROR, result.status(), scenario + ": the client returned a result: " + result);
            assertEquals(0, result.matches());
            assertTrue(result.error().startsWith("response rejected by the client"), result.error());
            assertTrue(result.error().contains(reason), scenario + ": the rejection should say '" + reason + "': " + result.error());
            assertFalse(result.ok());
        }
    }
}
