package org.wssbench.floor;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Fast checks of what the benchmarks measure, without running JMH (CI never runs the benchmarks):
 * the real keys round-trip, the XML shapes have the sizes the floor model is given.
 */
class BenchmarkSetupTest {

    @Test
    void rsaOperationsUseTheGeneratedKeysAndRoundTrip() throws Exception {
        RsaBenchmark rsa = new RsaBenchmark();
        rsa.provider = "jdk";
        rsa.setUp(); // signs, verifies, wraps and unwraps once, and fails if a round trip does not match
        assertTrue(rsa.verify());
    }

    @Test
    void symmetricOperationsRoundTrip() throws Exception {
        SymmetricBenchmark symmetric = new SymmetricBenchmark();
        symmetric.provider = "jdk";
        symmetric.bytes = 1000;
        symmetric.setUp();
        assertEquals(1000, symmetric.aesDecrypt().length);
        assertEquals(32, symmetric.sha256().length);
    }

    @Test
    void sweepEnvelopesReachTheirSizeInTheRealResponseShape() {
        for (int size : new int[]{50, 100_000, 1_000_000}) {
            byte[] structured = XmlShapes.structured(size);
            assertTrue(XmlShapes.bodyBytes(structured) >= size, "structured " + size);
            assertTrue(XmlShapes.bodyBytes(structured) < Math.max(1000, size * 1.01), "structured " + size);
            assertTrue(new String(structured, StandardCharsets.UTF_8).contains("<ns1:quake time="));
        }
        byte[] encrypted = XmlShapes.encrypted(300_000);
        assertTrue(XmlShapes.bodyBytes(encrypted) > 400_000, "base64 of 300 KB is 400 KB");
    }

    @Test
    void capturedBodiesParseAndCanonicalise() throws Exception {
        CapturedBodyBenchmark captured = new CapturedBodyBenchmark();
        captured.body = "large-response";
        captured.setUp();
        assertTrue(captured.c14n() > 280_000, "the large response's Body is about 289 KB");
        XmlBenchmark sweep = new XmlBenchmark();
        sweep.shape = "encrypted";
        sweep.bytes = 1000;
        sweep.setUp();
        assertTrue(sweep.c14n() > 1000);
    }
}
