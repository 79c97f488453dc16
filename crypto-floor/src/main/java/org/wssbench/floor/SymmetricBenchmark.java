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
import javax.crypto.Mac;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.concurrent.TimeUnit;

/**
 * The per-byte cryptography of the suite over a payload-size sweep, 50 B to 10 MB (log-spaced, the
 * range of Liu, Pallickara and Fox 2005, Tables 1-2): aes256-cbc as Santuario asks for it
 * (AES/CBC/ISO10126Padding, a fresh random IV per message), SHA-256 reference digests and
 * HMAC-SHA1 (secure conversation's symmetric signature and P_SHA1 key derivation).
 * The floor model interpolates these points to each message's size.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class SymmetricBenchmark {

    @Param({"jdk"})
    public String provider;

    @Param({"50", "1000", "10000", "100000", "1000000", "10000000"})
    public int bytes;

    private byte[] plaintext;
    private byte[] ciphertext;
    private byte[] iv;
    private byte[] ciphertextIv;
    private SecretKeySpec aesKey;
    private SecureRandom random;
    private Cipher encryptor;
    private Cipher decryptor;
    private MessageDigest sha256;
    private Mac hmac;

    @Setup(Level.Trial)
    public void setUp() throws GeneralSecurityException {
        ProviderSetup.install(provider);
        random = new SecureRandom();
        plaintext = new byte[bytes];
        // Content does not matter; a DRBG may refuse megabytes in one request (BC: 32 KB).
        new java.util.Random(bytes).nextBytes(plaintext);
        byte[] key = new byte[32];
        random.nextBytes(key);
        aesKey = new SecretKeySpec(key, "AES");
        iv = new byte[16];
        encryptor = Cipher.getInstance("AES/CBC/ISO10126Padding");
        decryptor = Cipher.getInstance("AES/CBC/ISO10126Padding");
        sha256 = MessageDigest.getInstance("SHA-256");
        hmac = Mac.getInstance("HmacSHA1");
        hmac.init(new SecretKeySpec(new byte[24], "HmacSHA1"));
        ciphertext = aesEncrypt();
        ciphertextIv = iv.clone();
        if (!java.util.Arrays.equals(plaintext, aesDecrypt())) {
            throw new IllegalStateException("AES round trip failed with provider " + provider);
        }
    }

    @Benchmark
    public byte[] aesEncrypt() throws GeneralSecurityException {
        random.nextBytes(iv);
        encryptor.init(Cipher.ENCRYPT_MODE, aesKey, new IvParameterSpec(iv));
        return encryptor.doFinal(plaintext);
    }

    @Benchmark
    public byte[] aesDecrypt() throws GeneralSecurityException {
        decryptor.init(Cipher.DECRYPT_MODE, aesKey, new IvParameterSpec(ciphertextIv));
        return decryptor.doFinal(ciphertext);
    }

    @Benchmark
    public byte[] sha256() {
        return sha256.digest(plaintext);
    }

    @Benchmark
    public byte[] hmacSha1() {
        return hmac.doFinal(plaintext);
    }
}
