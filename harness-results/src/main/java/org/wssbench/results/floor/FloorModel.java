package org.wssbench.results.floor;

import java.util.ArrayList;
import java.util.List;

/**
 * The floor model: what a scenario's policy obliges sender and receiver to compute for one round
 * trip, priced with measured operation costs ({@link FloorCosts}). Documented with its assumptions in
 * crypto-floor/README.md ("The floor model"); in short, per protected message:
 * <ul>
 *   <li>signed (asymmetric): SHA-256 of each signed part (Body, Timestamp) and c14n of it, at both
 *       ends; c14n of SignedInfo at both ends; one RSA private operation (sign) at the sender and one
 *       public operation (verify) at the receiver, plus one more public operation when the message
 *       carries the sender's certificate (its CA signature is checked);</li>
 *   <li>signed (symmetric, secure conversation): the same digests and c14n, HMAC-SHA1 of SignedInfo
 *       at both ends;</li>
 *   <li>encrypted: AES-256-CBC of the Body at both ends, RSA-OAEP wrap (sender) and unwrap (receiver)
 *       of the session key in the asymmetric binding; the sender serialises the Body for encryption
 *       (counted as c14n), the receiver parses the encrypted envelope and re-parses the decrypted Body;</li>
 *   <li>derived keys: P_SHA1 for a signature and an encryption key at both ends, 8 HMAC-SHA1 of ~100 B;</li>
 *   <li>signed but not encrypted: the receiver parses the security header (envelope minus plain's).</li>
 * </ul>
 * Body bytes are plain's envelope bytes for the same sequence and direction; received envelope bytes
 * are the scenario's own measured means.
 */
public final class FloorModel {

    static final int TIMESTAMP_BYTES = 250;
    static final int SIGNED_INFO_BASE_BYTES = 350;
    static final int SIGNED_INFO_BYTES_PER_REFERENCE = 250;
    static final int SIGNATURE_ELEMENT_BYTES = 1000;
    static final int KEY_DERIVATION_HMACS = 8;
    static final int KEY_DERIVATION_INPUT_BYTES = 100;
    static final int USERNAME_DIGEST_INPUT_BYTES = 64;
    /** EncryptedData around a base64 ciphertext: 4/3 of IV + padded bytes, plus ~600 B of markup. */
    static final int ENCRYPTED_DATA_MARKUP_BYTES = 600;

    private final FloorCosts costs;

    public FloorModel(FloorCosts costs) {
        this.costs = costs;
    }

    /**
     * @param requestBytes        this scenario's mean request envelope bytes
     * @param responseBytes       this scenario's mean response envelope bytes
     * @param plainRequestBytes   plain's mean request envelope bytes, same sequence
     * @param plainResponseBytes  plain's mean response envelope bytes, same sequence
     */
    public FloorEstimate roundTrip(MessageProtection protection, double requestBytes, double responseBytes,
                                   double plainRequestBytes, double plainResponseBytes) {
        if (protection.tls()) {
            return FloorEstimate.NOT_MODELLED;
        }
        Tally tally = new Tally();
        message(tally, "request", protection, plainRequestBytes, requestBytes, true);
        if (protection.bothDirections()) {
            message(tally, "response", protection, plainResponseBytes, responseBytes, false);
        }
        return new FloorEstimate(tally.crypto, tally.xml, tally.terms);
    }

    private void message(Tally t, String direction, MessageProtection p, double bodyBytes, double envelopeBytes,
                         boolean request) {
        boolean asymmetric = p.binding() == MessageProtection.Binding.ASYMMETRIC;
        if (p.usernameToken() == MessageProtection.UsernameToken.DIGEST) {
            // SHA-1 of nonce + created + password at both ends; priced as SHA-256 of the same bytes.
            t.crypto(direction + " both", "sha256", 2, USERNAME_DIGEST_INPUT_BYTES);
        }
        if (p.derivedKeys()) {
            t.crypto(direction + " both", "hmac-sha1", 2 * KEY_DERIVATION_HMACS, KEY_DERIVATION_INPUT_BYTES);
        }
        if (p.encryptsBody()) {
            t.crypto(direction + " sender", "aes.encrypt", 1, bodyBytes);
            t.crypto(direction + " receiver", "aes.decrypt", 1, bodyBytes);
            if (asymmetric) {
                t.crypto(direction + " sender", "rsa.oaep-wrap", 1, 0);
                t.crypto(direction + " receiver", "rsa.oaep-unwrap", 1, 0);
            }
            if (p.encryptSignature() && p.signsBody()) {
                t.crypto(direction + " sender", "aes.encrypt", 1, SIGNATURE_ELEMENT_BYTES);
                t.crypto(direction + " receiver", "aes.decrypt", 1, SIGNATURE_ELEMENT_BYTES);
            }
            t.xml(direction + " sender", "xml.c14n.structured", 1, bodyBytes);
            t.xml(direction + " receiver", "xml.parse.encrypted", 1, envelopeBytes);
            t.xml(direction + " receiver", "xml.parse.structured", 1, bodyBytes);
        } else if (p.binding() != MessageProtection.Binding.NONE || p.usernameToken() != MessageProtection.UsernameToken.NONE) {
            t.xml(direction + " receiver", "xml.parse.structured", 1, Math.max(0, envelopeBytes - bodyBytes));
        }
        if (p.signsBody()) {
            double signedBody = p.encryptBeforeSigning() ? encryptedDataBytes(bodyBytes) : bodyBytes;
            String shape = p.encryptBeforeSigning() ? "xml.c14n.encrypted" : "xml.c14n.structured";
            int references = p.timestamp() ? 2 : 1;
            double signedInfo = SIGNED_INFO_BASE_BYTES + SIGNED_INFO_BYTES_PER_REFERENCE * references;
            t.crypto(direction + " both", "sha256", 2, signedBody);
            t.xml(direction + " both", shape, 2, signedBody);
            if (p.timestamp()) {
                t.crypto(direction + " both", "sha256", 2, TIMESTAMP_BYTES);
                t.xml(direction + " both", "xml.c14n.structured", 2, TIMESTAMP_BYTES);
            }
            t.xml(direction + " both", "xml.c14n.structured", 2, signedInfo);
            if (asymmetric) {
                t.crypto(direction + " sender", "rsa.sign", 1, 0);
                t.crypto(direction + " receiver", "rsa.verify", request && p.initiatorCertIncluded() ? 2 : 1, 0);
            } else {
                t.crypto(direction + " both", "hmac-sha1", 2, signedInfo);
            }
        }
    }

    static double encryptedDataBytes(double plaintextBytes) {
        double cipherBytes = 16 + (Math.floor(plaintextBytes / 16) + 1) * 16;
        return Math.ceil(cipherBytes / 3) * 4 + ENCRYPTED_DATA_MARKUP_BYTES;
    }

    private final class Tally {
        double crypto;
        double xml;
        final List<String> terms = new ArrayList<>();

        void crypto(String who, String operation, int count, double bytes) {
            crypto += add(who, operation, count, bytes);
        }

        void xml(String who, String operation, int count, double bytes) {
            xml += add(who, operation, count, bytes);
        }

        private double add(String who, String operation, int count, double bytes) {
            double ms = count * costs.ms(operation, bytes);
            terms.add(String.format(java.util.Locale.ROOT, "%s %s %dx%s = %.4f ms", who, operation, count,
                    bytes > 0 ? String.format(java.util.Locale.ROOT, " %.0f B", bytes) : "", ms));
            return ms;
        }
    }
}
