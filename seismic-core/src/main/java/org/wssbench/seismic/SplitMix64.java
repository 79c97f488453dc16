package org.wssbench.seismic;

/**
 * A tiny seeded pseudo-random generator (SplitMix64, Steele/Lea/Flood 2014), written out here so the
 * synthetic catalogue and the request sequences stay byte-identical on every JDK: no library
 * algorithm can change underneath them. Not thread-safe; not for cryptography.
 */
public final class SplitMix64 {

    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private long state;

    public SplitMix64(long seed) {
        this.state = seed;
    }

    public long nextLong() {
        long z = (state += GOLDEN_GAMMA);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, 1) with 53 random bits. */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** Uniform in [0, bound), bound > 0; rejection sampling keeps it unbiased. */
    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive, was " + bound);
        }
        long limit = Long.MAX_VALUE - Long.MAX_VALUE % bound;
        long candidate;
        do {
            candidate = nextLong() >>> 1;
        } while (candidate >= limit);
        return candidate % bound;
    }

    /** Standard normal deviate (Box-Muller; StrictMath so results do not depend on CPU intrinsics). */
    public double nextGaussian() {
        double u1 = 1.0 - nextDouble(); // (0, 1]: log stays finite
        double u2 = nextDouble();
        return StrictMath.sqrt(-2.0 * StrictMath.log(u1)) * StrictMath.cos(2.0 * StrictMath.PI * u2);
    }
}
