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
import org.wssbench.results.RequestsCsvReader;
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
 * Encrypt-only responses (encr) carry no signature: their altered or replayed answers are accepted,
 * which the positive-control test shows and the README states.
 */
class ResponseTamperingIT {

    static Stream<String> protectedResponses() {
        return SERVICE.scenariosWhere(p -> p.signed() || p.encrypted());
    }

    static Stream<String> signedResponses() {
        return SERVICE.scenariosWhere(DeployedService.Protection::signed);
    }

    static Stream<String> encryptedResponses() {
        return SERVICE.scenariosWhere(DeployedService.Protection::encrypted);
    }

    static Stream<String> encryptedOnlyResponses() {
        return SERVICE.scenariosWhere(p -> p.encrypted() && !p.signed());
    }

    @ParameterizedTest
    @MethodSource("protectedResponses")
    void responseWithoutSecurityHeaderIsRejected(String scenario) throws Exception {
        assertResponseRejected(scenario, (proxy, donor) -> proxy.rewriteResponses(Tamper::stripSecurityHeader),
                EnforcementIT.MISSING_HEADER);
    }

    /** Clear body: the count attribute changed; encrypted body: another response's ciphertext spliced in. */
    @ParameterizedTest
    @MethodSource("signedResponses")
    void alteredResponseBodyIsRejected(String scenario) throws Exception {
        boolean encrypted = SERVICE.protection(scenario).encrypted();
        assertResponseRejected(scenario, (proxy, donor) -> proxy.rewriteResponses(encrypted
                ? response -> Tamper.spliceEncryptedBody(response, donor.response()) : Tamper::raiseCount),
                EnforcementIT.INVALID_SIGNATURE);
    }

    /** An earlier, genuine response to another request of the same client, signature and timestamp valid. */
    @ParameterizedTest
    @MethodSource("signedResponses")
    void replayedOldResponseIsRejected(String scenario) throws Exception {
        assertResponseRejected(scenario, (proxy, donor) -> proxy.rewriteResponses(response -> donor.response()),
                "replayed or substituted response");
    }

    /** The plain service's genuine answer to the same query: right content, nothing encrypted or signed. */
    @ParameterizedTest
    @MethodSource("encryptedResponses")
    void unencryptedResponseIsRejected(String scenario) throws Exception {
        assertResponseRejected(scenario, (proxy, donor) -> {
            byte[] plainAnswer;
            try (ScenarioClient plain = SERVICE.clientVia(proxy.base(), "plain")) {
                assertEquals(RequestStatus.OK, plain.call(largeRequest()).status());
                plainAnswer = proxy.last().response();
            }
            proxy.rewriteResponses(response -> plainAnswer);
        }, EnforcementIT.MISSING_HEADER);
    }

    /**
     * Positive control: without a signature, an old response replayed, or another response's
     * ciphertext spliced in, is accepted and the client returns the wrong answer. This is why the
     * tests above prove the signature (and the signature confirmation) does the rejecting.
     */
    @ParameterizedTest
    @MethodSource("encryptedOnlyResponses")
    void unsignedResponsesCanBeReplayedAndSpliced(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult donorAnswer = client.call(otherLargeRequest());
            TamperingProxy.Exchange donor = proxy.last();
            CallResult honest = client.call(largeRequest());
            assertNotEquals(donorAnswer.matches(), honest.matches());
            proxy.rewriteResponses(response -> donor.response());
            assertEquals(donorAnswer.matches(), client.call(largeRequest()).matches(), "replayed answer accepted");
            proxy.rewriteResponses(response -> Tamper.spliceEncryptedBody(response, donor.response()));
            assertEquals(donorAnswer.matches(), client.call(largeRequest()).matches(), "spliced answer accepted");
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
            List<RequestRecord> rows = RequestsCsvReader.read(RunFolder.requestsCsv(runFolder)).stream()
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
