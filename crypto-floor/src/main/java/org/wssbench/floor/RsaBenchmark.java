package org.wssbench.floor;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import javax.crypto.Cipher;
import javax.crypto.spec.OAEPParameterSpec;
import javax.crypto.spec.PSource;
import javax.crypto.spec.SecretKeySpec;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.MGF1ParameterSpec;
import java.util.concurrent.TimeUnit;

/**
 * The asymmetric operations of the X.509 scenarios with the run's real RSA-2048 keys:
 * rsa-sha256 signing (client key) and verification, and rsa-oaep-mgf1p (SHA-1, MGF1-SHA-1, as
 * Santuario parametrises it) wrapping and unwrapping of a 256-bit AES session key (service key).
 * The signed input is 1 KiB, the size of a canonical SignedInfo with a few references.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class RsaBenchmark {

    private static final OAEPParameterSpec OAEP = new OAEPParameterSpec("SHA-1", "MGF1", MGF1ParameterSpec.SHA1,
            PSource.PSpecified.DEFAULT);

    @Param({"jdk"})
    public String provider;

    private FloorKeys keys;
    private byte[] signedInfo;
    private byte[] signature;
    private Key sessionKey;
    private byte[] wrappedKey;
    private Signature signer;
    private Signature verifier;
    private Cipher wrapper;
    private Cipher unwrapper;

    @Setup(Level.Trial)
    public void setUp() throws GeneralSecurityException {
        ProviderSetup.install(provider);
        keys = FloorKeys.load();
        signedInfo = new byte[1024];
        new SecureRandom().nextBytes(signedInfo);
        byte[] aesKey = new byte[32];
        new SecureRandom().nextBytes(aesKey);
        sessionKey = new SecretKeySpec(aesKey, "AES");
        signer = Signature.getInstance("SHA256withRSA");
        verifier = Signature.getInstance("SHA256withRSA");
        wrapper = Cipher.getInstance("RSA/ECB/OAEPPadding");
        unwrapper = Cipher.getInstance("RSA/ECB/OAEPPadding");
        signature = sign();
        wrappedKey = oaepWrap();
        if (!verify() || !java.util.Arrays.equals(aesKey, oaepUnwrap().getEncoded())) {
            throw new IllegalStateException("RSA round trip failed with provider " + provider);
        }
    }

    @Benchmark
    public byte[] sign() throws GeneralSecurityException {
        signer.initSign(keys.clientPrivate());
        signer.update(signedInfo);
        return signer.sign();
    }

    @Benchmark
    public boolean verify() throws GeneralSecurityException {
        verifier.initVerify(keys.clientPublic());
        verifier.update(signedInfo);
        return verifier.verify(signature);
    }

    @Benchmark
    public byte[] oaepWrap() throws GeneralSecurityException {
        wrapper.init(Cipher.WRAP_MODE, keys.servicePublic(), OAEP);
        return wrapper.wrap(sessionKey);
    }

    @Benchmark
    public Key oaepUnwrap() throws GeneralSecurityException {
        unwrapper.init(Cipher.UNWRAP_MODE, keys.servicePrivate(), OAEP);
        return unwrapper.unwrap(wrappedKey, "AES", Cipher.SECRET_KEY);
    }
}
