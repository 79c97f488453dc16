import java.util.Arrays;
import org.apache.rampart.NonceCache;

/**
 * How long Rampart 1.8.0's replay check takes with N nonces already cached: the cost a
 * username-digest request pays for the traffic before it. Run on a quiet machine:
 *   java -cp ~/.m2/repository/org/apache/rampart/rampart-core/1.8.0/rampart-core-1.8.0.jar \
 *        docs/session-notes/2026-11-25/evidence/NonceCacheScan.java
 * Prints, per cache size, the median and 90th percentile of one check-then-add (what
 * RampartEngine does per request through ServiceNonceCache) over 2,000 fresh nonces (300 at
 * 30,000 cached, where each one takes half a millisecond).
 */
public final class NonceCacheScan {
    public static void main(String[] args) {
        int[] sizes = {0, 1_000, 3_000, 10_000, 30_000};
        for (int round = 0; round < 2; round++) { // the first round warms the JIT; print the second
            for (int size : sizes) {
                NonceCache cache = new NonceCache(300); // Rampart's default nonce lifetime, seconds
                for (int i = 0; i < size; i++) {
                    cache.addToCache("nonce-" + i, "user");
                }
                int probes = size >= 30_000 ? 300 : 2_000;
                long[] ns = new long[probes];
                for (int i = 0; i < probes; i++) {
                    String nonce = "probe-" + round + "-" + i;
                    long start = System.nanoTime();
                    if (!cache.valueExistsInCache(nonce, "user")) {
                        cache.addToCache(nonce, "user");
                    }
                    ns[i] = System.nanoTime() - start;
                }
                Arrays.sort(ns);
                if (round == 1) {
                    System.out.printf("%,7d nonces cached: median %8.1f us, p90 %8.1f us per check-then-add%n",
                            size, ns[probes / 2] / 1e3, ns[probes * 9 / 10] / 1e3);
                }
            }
        }
    }
}
