package org.wssbench.benchmark;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.results.RequestStatus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wssbench.benchmark.AttackTargets.assertRequestRejected;
import static org.wssbench.benchmark.AttackTargets.assertResponseRejected;
import static org.wssbench.benchmark.AttackTargets.plainExchange;
import static org.wssbench.benchmark.EnforcementIT.SERVICE;
import static org.wssbench.benchmark.EnforcementIT.largeRequest;
import static org.wssbench.benchmark.EnforcementIT.otherLargeRequest;

/**
 * A valid Security header over a Body in clear, both directions, on every deployed scenario that
 * encrypts its Body: the ciphertext is replaced by the plain scenario's message for the same
 * query, and the header's reference to the ciphertext is dropped, so that decryption has nothing
 * to fail on and a signature over the Body can still hold. The receiver must refuse a message its
 * policy says is encrypted and is not (Rampart's policy validation).
 */
class PlaintextBodyIT {

    static Stream<String> encrypted() {
        return AttackTargets.deployedWhere(DeployedService.Protection::encrypted);
    }

    @ParameterizedTest(name = "attack=plaintext-body scenario={0} direction=request expect=rejected")
    @MethodSource("encrypted")
    void clearRequestBodyUnderValidHeaderIsRejected(String scenario) throws Exception {
        String clear = Tamper.bodyContent(plainExchange(largeRequest()).request());
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http())) {
            ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario); // closed by assertRequestRejected
            CallResult first = client.call(largeRequest());
            assertEquals(RequestStatus.OK, first.status(), scenario + " before the attack: " + first.error());
            proxy.rewriteRequests(request -> Tamper.decryptedBody(request, clear));
            assertRequestRejected(scenario, client, expectedFault(scenario));
        }
    }

    @ParameterizedTest(name = "attack=plaintext-body scenario={0} direction=response expect=rejected")
    @MethodSource("encrypted")
    void clearResponseBodyUnderValidHeaderIsRejected(String scenario) throws Exception {
        String clear = Tamper.bodyContent(plainExchange(largeRequest()).response());
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult first = client.call(largeRequest());
            assertEquals(RequestStatus.OK, first.status(), scenario + " before the attack: " + first.error());
            proxy.rewriteResponses(response -> Tamper.decryptedBody(response, clear));
            assertResponseRejected(scenario, client.call(largeRequest()), expectedFault(scenario));
        }
    }

    /**
     * Positive control: the same forged clear Body, under the same valid header, is what a client
     * that checks no response returns ({@link AttackTargets#withoutInboundChecks}: Rampart's inflow
     * handler replaced by one that only marks the Security header as processed). The forgery is
     * plain's answer to another query, so the result shows whose Body the client read. The message
     * is sound; only the client's inbound security refuses it above.
     */
    @ParameterizedTest(name = "attack=plaintext-body scenario={0} direction=response expect=control"
            + " -- a client without the inbound checks of Rampart returns the answer of the forged clear Body")
    @MethodSource("encrypted")
    void clearResponseBodyIsReturnedByAClientThatDoesNotCheck(String scenario) throws Exception {
        CallResult forged;
        try (ScenarioClient plain = SERVICE.client("plain")) {
            forged = plain.call(otherLargeRequest());
        }
        String clear = Tamper.bodyContent(plainExchange(otherLargeRequest()).response());
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult genuine = client.call(largeRequest()); // with Rampart: a secure-conversation client obtains its token here
            assertEquals(RequestStatus.OK, genuine.status(), scenario + " before the attack: " + genuine.error());
            assertNotEquals(forged.matches(), genuine.matches(), "the forged answer differs from the genuine one");
            AttackTargets.withoutInboundChecks(client);
            proxy.rewriteResponses(response -> Tamper.decryptedBody(response, clear));
            CallResult result = client.call(largeRequest());
            assertEquals(RequestStatus.OK, result.status(), scenario + ": " + result.error());
            byte[] read = proxy.last().response();
            assertTrue(Tamper.text(read).contains(":Security"), "the response the client read keeps its Security header");
            assertEquals(clear, Tamper.bodyContent(read), "the response the client read has the forged clear Body");
            assertEquals(forged.matches(), result.matches(), scenario + ": the client returned the forged Body's answer");
        }
    }

    /**
     * Signed and encrypted with X.509 keys, signature over the clear Body: the clear-Body message
     * keeps a valid signature, so a service that only demands the signature acts on it.
     */
    static Stream<String> signedOverClearBody() {
        return AttackTargets.deployedWhere(p -> p.signed() && p.encrypted() && "x509".equals(p.token()))
                .filter(scenario -> expectedFault(scenario).equals(NOT_ENCRYPTED));
    }

    /**
     * Positive control: the same clear-Body message, sent to the endpoint of the scenario that signs
     * with the same keys and does not encrypt, is answered. The message is sound; only the check
     * that the Body is encrypted refuses it above.
     */
    @ParameterizedTest(name = "attack=plaintext-body scenario={0} direction=request expect=control"
            + " -- the same message is answered by the endpoint that does not demand encryption")
    @MethodSource("signedOverClearBody")
    void clearRequestBodyIsAnsweredWhereEncryptionIsNotDemanded(String scenario) throws Exception {
        String token = SERVICE.protection(scenario).token();
        String signOnly = AttackTargets.deployedWhere(p -> p.signed() && !p.encrypted() && token.equals(p.token())).findFirst()
                .orElseThrow(() -> new IllegalStateException("no deployed scenario signs with " + token + " without encrypting"));
        String clear = Tamper.bodyContent(plainExchange(largeRequest()).request());
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult honest = client.call(largeRequest());
            assertEquals(RequestStatus.OK, honest.status(), scenario + " before the attack: " + honest.error());
            String from = "/services/" + SERVICE.scenario(scenario).service();
            String to = "/services/" + SERVICE.scenario(signOnly).service();
            proxy.rewriteRequests(request -> Tamper.decryptedBody(request, clear));
            proxy.rewritePaths(path -> path.replace(from, to));
            long before = SERVICE.requestsEntered(SERVICE.scenario(signOnly).service());
            client.call(largeRequest()); // the client cannot read the sign-only answer; the service's counter and status tell
            assertEquals(200, proxy.last().status(), signOnly + " refused the clear-Body message: " + Tamper.text(proxy.last().response()));
            assertEquals(before + 1, SERVICE.requestsEntered(SERVICE.scenario(signOnly).service()), signOnly + " did not act on it");
        }
    }

    /** Rampart's policy validation: the Body the policy says is encrypted has no decryption result. */
    static final String NOT_ENCRYPTED = "Missing encryption result for id";
    /** The same check's words on a symmetric binding that signs nothing (secure conversation that only encrypts). */
    static final String ENCRYPTED_PART_MISSING = "Expected encrypted part missing";

    /**
     * Encrypt-then-sign (sp:EncryptBeforeSigning) signs the ciphertext, so the clear Body first
     * breaks the signature; otherwise the signature (over the clear Body) holds and the missing
     * encryption is what is refused.
     */
    static String expectedFault(String scenario) {
        try {
            String policy = Files.readString(SERVICE.scenario(scenario).policy(), StandardCharsets.UTF_8);
            if (policy.contains("EncryptBeforeSigning")) {
                return EnforcementIT.INVALID_SIGNATURE;
            }
            return !SERVICE.protection(scenario).signed() && policy.contains("<sp:SymmetricBinding>") ? ENCRYPTED_PART_MISSING : NOT_ENCRYPTED;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
