package org.wssbench.results.floor;

import org.junit.jupiter.api.Test;
import org.wssbench.results.FloorCost;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The floor model read from this project's real policies and priced with made-up, round costs. */
class FloorModelTest {

    private static final Path POLICIES = Path.of("..", "policies");

    private static MessageProtection policy(String scenario) {
        return PolicyDocuments.protection(POLICIES.resolve(scenario + "-client.xml"));
    }

    /** rsa.sign 1 ms, rsa.verify 0.1, wrap 0.01, unwrap 0.5; everything per byte 1 ns/B (1e-6 ms/B). */
    private static FloorCosts costs() {
        List<FloorCost> rows = new ArrayList<>();
        rows.add(cost("rsa.sign", 0, 1.0));
        rows.add(cost("rsa.verify", 0, 0.1));
        rows.add(cost("rsa.oaep-wrap", 0, 0.01));
        rows.add(cost("rsa.oaep-unwrap", 0, 0.5));
        for (String op : List.of("aes.encrypt", "aes.decrypt", "sha256", "hmac-sha1", "xml.c14n.structured",
                "xml.c14n.encrypted", "xml.parse.structured", "xml.parse.encrypted")) {
            rows.add(cost(op, 0, 0.0));
            rows.add(cost(op, 1_000_000, 1.0));
        }
        return FloorCosts.of(rows, "jdk").orElseThrow();
    }

    private static FloorCost cost(String operation, long bytes, double ms) {
        return new FloorCost("jdk", "17", operation, bytes, ms, null, 3, "test");
    }

    @Test
    void readsWhatEachPolicyObligesBothEndsToDo() {
        MessageProtection sign = policy("sign");
        assertEquals(MessageProtection.Binding.ASYMMETRIC, sign.binding());
        assertTrue(sign.signsBody() && sign.timestamp() && sign.initiatorCertIncluded() && sign.bothDirections());
        assertFalse(sign.encryptsBody());
        MessageProtection encr = policy("encr");
        assertTrue(encr.encryptsBody());
        assertFalse(encr.signsBody() || encr.timestamp());
        assertTrue(policy("encrsign").encryptBeforeSigning());
        assertFalse(policy("signencr").encryptBeforeSigning());
        MessageProtection sc = policy("secureconversation");
        assertEquals(MessageProtection.Binding.SYMMETRIC, sc.binding());
        assertTrue(sc.derivedKeys() && sc.encryptSignature() && sc.signsBody() && sc.encryptsBody());
        assertFalse(sc.initiatorCertIncluded(), "the bootstrap policy's X.509 tokens protect the token request only");
        MessageProtection digest = policy("username-digest");
        assertEquals(MessageProtection.UsernameToken.DIGEST, digest.usernameToken());
        assertEquals(MessageProtection.Binding.NONE, digest.binding());
        assertFalse(digest.bothDirections());
        assertEquals(MessageProtection.UsernameToken.TEXT, policy("username").usernameToken());
    }

    @Test
    void signCostsTwoPrivateAndThreePublicRsaOperationsPerRoundTrip() {
        // Request: client signs (1), service verifies signature and client certificate (2 x 0.1);
        // response: service signs (1), client verifies (0.1). Bodies of 0 bytes leave only RSA.
        FloorEstimate floor = new FloorModel(costs()).roundTrip(policy("sign"), 0, 0, 0, 0);
        assertEquals(2.3, floor.cryptoMs(), 1e-3);
    }

    @Test
    void encryptionAddsAesPerByteAndOaepPerMessage() {
        // 1 MB body each way: AES encrypt + decrypt 2 x 1 ms per message, wrap 0.01 + unwrap 0.5 per message.
        FloorEstimate floor = new FloorModel(costs()).roundTrip(policy("encr"), 1_400_000, 1_400_000, 1_000_000, 1_000_000);
        assertEquals(2 * (2.0 + 0.51), floor.cryptoMs(), 1e-3);
        assertTrue(floor.xmlMs() > 2 * 3.0, "c14n of the body, re-parse of it and parse of the encrypted envelope");
    }

    @Test
    void secureConversationNeedsNoRsaPerMessage() {
        List<FloorCost> rows = new ArrayList<>(List.of(cost("rsa.sign", 0, 1000.0), cost("rsa.verify", 0, 1000.0),
                cost("rsa.oaep-wrap", 0, 1000.0), cost("rsa.oaep-unwrap", 0, 1000.0)));
        for (String op : List.of("aes.encrypt", "aes.decrypt", "sha256", "hmac-sha1", "xml.c14n.structured",
                "xml.parse.structured", "xml.parse.encrypted")) {
            rows.add(cost(op, 0, 0.0));
            rows.add(cost(op, 1_000_000, 1.0));
        }
        FloorEstimate floor = new FloorModel(FloorCosts.of(rows, "jdk").orElseThrow())
                .roundTrip(policy("secureconversation"), 5000, 5000, 500, 500);
        assertTrue(floor.cryptoMs() < 1, "no RSA operation may be counted: " + floor.terms());
    }

    @Test
    void interpolatesBetweenMeasuredSizesAndNamesAMissingOperation() {
        FloorCosts costs = costs();
        assertEquals(0.5, costs.ms("sha256", 500_000), 1e-9);
        assertEquals(2.0, costs.ms("sha256", 2_000_000), 1e-9);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> costs.ms("aes.gcm", 10));
        assertTrue(e.getMessage().contains("aes.gcm"), e.getMessage());
    }

    @Test
    void tlsIsNotModelledAndPlainCostsNothing() {
        FloorModel model = new FloorModel(costs());
        assertNull(model.roundTrip(MessageProtection.PLAIN.withTls(true), 500, 500, 500, 500).cryptoMs());
        assertEquals(0.0, model.roundTrip(MessageProtection.PLAIN, 500, 500, 500, 500).cryptoMs());
    }
}
