package org.wssbench.benchmark;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.results.RequestStatus;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.wssbench.benchmark.AttackTargets.assertResponseRejected;
import static org.wssbench.benchmark.AttackTargets.withoutDefence;
import static org.wssbench.benchmark.EnforcementIT.SERVICE;
import static org.wssbench.benchmark.EnforcementIT.largeRequest;
import static org.wssbench.benchmark.EnforcementIT.otherLargeRequest;

/**
 * A stale response dressed up as the answer to the current request: an old, genuine signed
 * response of the same client plus, unsigned, what would bind it to the current request: a
 * SignatureConfirmation of the request's signature value (read in clear on the wire) or a
 * RelatesTo naming the request's MessageID. The client (ResponseBindingHandler) must count only
 * what the response's signature covers.
 */
class ResponseBindingIT {

    static final String UNBOUND = "its signature covers neither a RelatesTo of this request nor a SignatureConfirmation";

    /** Signed with X.509 keys: the request's SignatureValue travels in clear and the response confirms it. */
    static Stream<String> confirmingSignatures() {
        return AttackTargets.deployedWhere(p -> p.signed() && "x509".equals(p.token()));
    }

    /** Secure conversation: bound by WS-Addressing RelatesTo; signed (secureconversation) or not (secureconversation-encr). */
    static Stream<String> signedConversations() {
        return AttackTargets.deployedWhere(p -> p.signed() && "sct".equals(p.token()));
    }

    static Stream<String> unsignedConversations() {
        return AttackTargets.deployedWhere(p -> !p.signed() && "sct".equals(p.token()));
    }

    @ParameterizedTest(name = "attack=stale-signature-confirmation scenario={0} direction=response expect=rejected")
    @MethodSource("confirmingSignatures")
    void staleResponseWithUnsignedConfirmationIsRejected(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            byte[] stale = oldResponse(client, proxy, scenario);
            proxy.rewriteResponsesOf((request, response) -> confirmed(stale, request));
            assertResponseRejected(scenario, client.call(largeRequest()), UNBOUND);
        }
    }

    /** Positive control: the same forged response passes Rampart; without the binding check the client returns the old answer. */
    @ParameterizedTest(name = "attack=stale-signature-confirmation scenario={0} direction=response expect=control"
            + " -- without ResponseBinding in the client chain the stale answer is returned")
    @MethodSource("confirmingSignatures")
    void staleResponseWithUnsignedConfirmationIsReturnedWithoutTheBindingCheck(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = withoutDefence(SERVICE.clientVia(proxy.base(), scenario), AttackTargets.RESPONSE_BINDING)) {
            CallResult honest = client.call(largeRequest());
            CallResult old = client.call(otherLargeRequest());
            assertEquals(RequestStatus.OK, old.status(), old.error());
            assertNotEquals(honest.matches(), old.matches());
            byte[] stale = proxy.last().response();
            proxy.rewriteResponsesOf((request, response) -> confirmed(stale, request));
            CallResult attacked = client.call(largeRequest());
            assertEquals(RequestStatus.OK, attacked.status(), scenario + ": " + attacked.error());
            assertEquals(old.matches(), attacked.matches(), scenario + ": the client returned the stale answer");
        }
    }

    @ParameterizedTest(name = "attack=relatesto-swap scenario={0} direction=response expect=rejected")
    @MethodSource("signedConversations")
    void staleResponseWithUnsignedRelatesToIsRejected(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            byte[] stale = oldResponse(client, proxy, scenario);
            proxy.rewriteResponsesOf((request, response) -> Tamper.relateTo(stale, required(Tamper.messageId(request)), false));
            assertResponseRejected(scenario, client.call(largeRequest()), UNBOUND);
        }
    }

    /**
     * Nothing is signed in a secure conversation that only encrypts: an old response whose
     * RelatesTo is rewritten to the current MessageID decrypts fine and is returned.
     */
    @ParameterizedTest(name = "attack=relatesto-swap scenario={0} direction=response expect=accepted-by-design"
            + " -- no signature: nothing binds a response to its request")
    @MethodSource("unsignedConversations")
    void staleResponseWithRewrittenRelatesToIsAcceptedWhereNothingIsSigned(String scenario) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient client = SERVICE.clientVia(proxy.base(), scenario)) {
            CallResult honest = client.call(largeRequest()); // and the token
            CallResult old = client.call(otherLargeRequest());
            assertEquals(RequestStatus.OK, old.status(), old.error());
            assertNotEquals(honest.matches(), old.matches());
            byte[] stale = proxy.last().response();
            proxy.rewriteResponsesOf((request, response) -> Tamper.relateTo(stale, required(Tamper.messageId(request)), true));
            CallResult attacked = client.call(largeRequest());
            assertEquals(RequestStatus.OK, attacked.status(), scenario + ": " + attacked.error());
            assertEquals(old.matches(), attacked.matches(), scenario + ": the client returned the stale answer");
        }
    }

    /** A genuine response of this client to another query (after the token exchange, for secure conversation). */
    private static byte[] oldResponse(ScenarioClient client, TamperingProxy proxy, String scenario) {
        client.call(largeRequest());
        CallResult old = client.call(otherLargeRequest());
        assertEquals(RequestStatus.OK, old.status(), scenario + " before the attack: " + old.error());
        return proxy.last().response();
    }

    private static byte[] confirmed(byte[] stale, byte[] request) {
        return Tamper.addSignatureConfirmation(stale, required(Tamper.signatureValue(request)));
    }

    private static String required(String value) {
        assertNotNull(value, "the request carries no readable value to forge with");
        return value;
    }
}
