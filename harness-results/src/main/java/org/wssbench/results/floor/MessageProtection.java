package org.wssbench.results.floor;

/**
 * What a scenario's WS-SecurityPolicy makes both ends do to each message, as far as the floor model
 * needs it ({@link PolicyProtection} reads it from the policy file).
 *
 * @param binding              none, asymmetric (X.509 keys) or symmetric (secure conversation)
 * @param bothDirections       whether responses are protected too (false: UsernameToken on requests only)
 * @param signsBody            the Body is signed
 * @param encryptsBody         the Body is encrypted
 * @param timestamp            a signed Timestamp is included
 * @param encryptBeforeSigning the signature covers the encrypted Body
 * @param encryptSignature     the signature is encrypted too
 * @param derivedKeys          keys are derived per message (P_SHA1)
 * @param initiatorCertIncluded the request carries the client's certificate (the service checks its chain)
 * @param usernameToken        none, text or digest
 * @param tls                  the transport is HTTPS (TLS record crypto is not modelled)
 */
public record MessageProtection(Binding binding, boolean bothDirections, boolean signsBody, boolean encryptsBody,
                                boolean timestamp, boolean encryptBeforeSigning, boolean encryptSignature,
                                boolean derivedKeys, boolean initiatorCertIncluded, UsernameToken usernameToken,
                                boolean tls) {

    public enum Binding { NONE, ASYMMETRIC, SYMMETRIC }

    public enum UsernameToken { NONE, TEXT, DIGEST }

    public static final MessageProtection PLAIN = new MessageProtection(Binding.NONE, false, false, false, false, false,
            false, false, false, UsernameToken.NONE, false);

    public MessageProtection withTls(boolean value) {
        return new MessageProtection(binding, bothDirections, signsBody, encryptsBody, timestamp, encryptBeforeSigning,
                encryptSignature, derivedKeys, initiatorCertIncluded, usernameToken, value);
    }
}
