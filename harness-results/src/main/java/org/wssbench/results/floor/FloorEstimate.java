package org.wssbench.results.floor;

import java.util.List;

/**
 * The floor of one round trip (request and response, both ends): cryptography and the XML work
 * message security adds beyond what plain SOAP does, in milliseconds, with the terms that make them up.
 *
 * @param cryptoMs cryptographic operations (RSA, AES, digests, HMAC); null when not modelled (TLS)
 * @param xmlMs    exclusive c14n and extra DOM parsing; null when not modelled
 * @param terms    one line per operation counted, e.g. {@code request sender rsa.sign 1 x 0.850 ms}
 */
public record FloorEstimate(Double cryptoMs, Double xmlMs, List<String> terms) {

    public static final FloorEstimate ZERO = new FloorEstimate(0.0, 0.0, List.of());
    public static final FloorEstimate NOT_MODELLED = new FloorEstimate(null, null, List.of("TLS record cryptography is not modelled"));

    public FloorEstimate {
        terms = List.copyOf(terms);
    }
}
