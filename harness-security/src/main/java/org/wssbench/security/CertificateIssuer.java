package org.wssbench.security;

import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;

import javax.security.auth.x500.X500Principal;

import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.CertIOException;
import org.bouncycastle.cert.X509v3CertificateBuilder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509ExtensionUtils;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.ContentSigner;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * Creates RSA 2048 / SHA256withRSA certificates with BouncyCastle's builders: self-signed
 * authorities, WS-Security certificates and TLS server certificates. A certificate is one or the
 * other, never both (extended key usage, host names), and the two kinds come from different CAs.
 *
 * <p>Uses the JDK's default JCA providers: nothing is registered globally, so running inside the
 * Maven JVM cannot disturb provider order for anyone else.
 */
public final class CertificateIssuer {

    private static final String KEY_ALGORITHM = "RSA";
    private static final int KEY_SIZE = 2048;
    private static final String SIGNATURE_ALGORITHM = "SHA256withRSA";
    private static final String ORGANISATION = "O=wss-bench test PKI";
    /** Backdated so clocks a little behind (another host, a container) still accept the certificate. */
    private static final Duration BACKDATE = Duration.ofDays(1);

    private final SecureRandom random = new SecureRandom();
    private final Instant notBefore;
    private final Instant notAfter;

    /** Certificates valid from {@code now - 1 day} to {@code now + validity}. */
    public CertificateIssuer(Instant now, Duration validity) {
        this.notBefore = now.minus(BACKDATE);
        this.notAfter = now.plus(validity);
    }

    /** A self-signed certificate authority. */
    public IssuedCredential createAuthority(String commonName) {
        KeyPair keyPair = newKeyPair();
        X500Name subject = name(commonName);
        try {
            JcaX509ExtensionUtils extensions = new JcaX509ExtensionUtils();
            X509v3CertificateBuilder builder = builder(subject, subject, keyPair)
                    .addExtension(Extension.basicConstraints, true, new BasicConstraints(0))
                    .addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.keyCertSign | KeyUsage.cRLSign))
                    .addExtension(Extension.subjectKeyIdentifier, false,
                            extensions.createSubjectKeyIdentifier(keyPair.getPublic()));
            X509Certificate certificate = sign(builder, keyPair);
            return new IssuedCredential(keyPair.getPrivate(), List.of(certificate));
        } catch (GeneralSecurityException | CertIOException e) {
            throw new IllegalStateException("cannot create authority " + commonName, e);
        }
    }

    /**
     * A WS-Security certificate (message signatures and encryption) for {@code commonName} issued by
     * {@code authority}: extended key usage clientAuth only and no host names, so it can never pass
     * as a TLS server's identity.
     */
    public IssuedCredential issueMessageCertificate(IssuedCredential authority, String commonName) {
        return issue(authority, commonName, KeyPurposeId.id_kp_clientAuth, null);
    }

    /**
     * A TLS server certificate for {@code commonName} issued by {@code authority}: extended key usage
     * serverAuth, valid for the host names and addresses in {@code subjectAlternativeNames} (what
     * HTTPS clients check).
     */
    public IssuedCredential issueTlsServerCertificate(IssuedCredential authority, String commonName,
            SubjectAlternativeNames subjectAlternativeNames) {
        return issue(authority, commonName, KeyPurposeId.id_kp_serverAuth, subjectAlternativeNames);
    }

    private IssuedCredential issue(IssuedCredential authority, String commonName, KeyPurposeId purpose,
            SubjectAlternativeNames subjectAlternativeNames) {
        KeyPair keyPair = newKeyPair();
        X509Certificate issuer = authority.certificate();
        try {
            JcaX509ExtensionUtils extensions = new JcaX509ExtensionUtils();
            X509v3CertificateBuilder builder = builder(
                    X500Name.getInstance(issuer.getSubjectX500Principal().getEncoded()), name(commonName), keyPair)
                    .addExtension(Extension.basicConstraints, true, new BasicConstraints(false))
                    .addExtension(Extension.keyUsage, true, new KeyUsage(
                            KeyUsage.digitalSignature | KeyUsage.nonRepudiation
                                    | KeyUsage.keyEncipherment | KeyUsage.dataEncipherment))
                    .addExtension(Extension.extendedKeyUsage, false, new ExtendedKeyUsage(purpose))
                    .addExtension(Extension.subjectKeyIdentifier, false,
                            extensions.createSubjectKeyIdentifier(keyPair.getPublic()))
                    .addExtension(Extension.authorityKeyIdentifier, false,
                            extensions.createAuthorityKeyIdentifier(issuer));
            if (subjectAlternativeNames != null) {
                builder.addExtension(Extension.subjectAlternativeName, false, subjectAlternativeNames.toGeneralNames());
            }
            X509Certificate certificate = sign(builder, new KeyPair(issuer.getPublicKey(), authority.privateKey()));
            List<X509Certificate> chain = new ArrayList<>();
            chain.add(certificate);
            chain.addAll(authority.chain());
            return new IssuedCredential(keyPair.getPrivate(), chain);
        } catch (GeneralSecurityException | CertIOException e) {
            throw new IllegalStateException("cannot issue certificate for " + commonName, e);
        }
    }

    private X509v3CertificateBuilder builder(X500Name issuer, X500Name subject, KeyPair subjectKeys) {
        // Positive 127-bit random serial: unique per generation, as RFC 5280 recommends.
        BigInteger serial = new BigInteger(127, random);
        return new JcaX509v3CertificateBuilder(issuer, serial, Date.from(notBefore), Date.from(notAfter),
                subject, subjectKeys.getPublic());
    }

    private static X509Certificate sign(X509v3CertificateBuilder builder, KeyPair signer)
            throws GeneralSecurityException {
        try {
            ContentSigner contentSigner = new JcaContentSignerBuilder(SIGNATURE_ALGORITHM).build(signer.getPrivate());
            return new JcaX509CertificateConverter().getCertificate(builder.build(contentSigner));
        } catch (OperatorCreationException e) {
            throw new GeneralSecurityException(e);
        }
    }

    private KeyPair newKeyPair() {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance(KEY_ALGORITHM);
            generator.initialize(KEY_SIZE, random);
            return generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("RSA key generation unavailable", e);
        }
    }

    private static X500Name name(String commonName) {
        // Parsed by the JDK (RFC 2253 order: most specific first), so tools print "CN=..., O=...".
        return X500Name.getInstance(new X500Principal("CN=" + commonName + ", " + ORGANISATION).getEncoded());
    }
}
