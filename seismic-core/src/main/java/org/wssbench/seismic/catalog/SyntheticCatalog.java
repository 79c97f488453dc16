package org.wssbench.seismic.catalog;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.wssbench.seismic.SplitMix64;
import org.wssbench.seismic.model.Catalog;
import org.wssbench.seismic.model.Quake;
import org.wssbench.seismic.model.TimeWindow;

/**
 * The embedded default catalogue: a deterministic, realistic-looking set of quakes generated from a seed.
 *
 * <ul>
 *   <li>Location: each quake picks a source region (weighted, see {@code synthetic-regions.tsv}) and is
 *       drawn from a normal distribution around its centre; it keeps that region as its FE region.</li>
 *   <li>Time: uniform over {@link #TIME_WINDOW}, rounded to whole seconds.</li>
 *   <li>Magnitude: Gutenberg-Richter with b = 1 from M4.0, truncated at M9.5, rounded to 0.1.</li>
 *   <li>Depth: shallow / intermediate / deep class chosen with the region's percentages, rounded to 0.1 km.</li>
 * </ul>
 * Only {@link SplitMix64} and {@link StrictMath} are used, so a seed gives a byte-identical catalogue
 * (and the same {@link Catalog#checksum()}) on every JDK.
 */
public final class SyntheticCatalog {

    public static final long DEFAULT_SEED = 20090604L;
    public static final int DEFAULT_SIZE = 93_000;

    /** 2000-01-01T00:00:00Z (inclusive) .. 2009-01-01T00:00:00Z (exclusive). */
    public static final TimeWindow TIME_WINDOW =
            TimeWindow.of(Instant.parse("2000-01-01T00:00:00Z"), Instant.parse("2009-01-01T00:00:00Z"));

    static final double MIN_MAGNITUDE = 4.0;
    static final double MAX_MAGNITUDE = 9.5;
    static final double GUTENBERG_RICHTER_B = 1.0;

    private static final double SHALLOW_LIMIT_KM = 70;
    private static final double INTERMEDIATE_LIMIT_KM = 300;
    private static final double DEEPEST_KM = 700;

    private final List<SourceRegion> sources = SourceRegions.all();
    private final int[] cumulativeWeights = cumulativeWeights(sources);
    private final SplitMix64 random;

    private SyntheticCatalog(long seed) {
        this.random = new SplitMix64(seed);
    }

    /** The default catalogue: {@link #DEFAULT_SEED}, {@link #DEFAULT_SIZE} quakes. */
    public static Catalog generate() {
        return generate(DEFAULT_SEED, DEFAULT_SIZE);
    }

    public static Catalog generate(long seed, int size) {
        if (size < 0) {
            throw new IllegalArgumentException("size must be >= 0, was " + size);
        }
        SyntheticCatalog generator = new SyntheticCatalog(seed);
        List<Quake> quakes = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            quakes.add(generator.nextQuake());
        }
        return new Catalog("synthetic seed=" + seed, quakes);
    }

    // The order of the random draws below is part of the catalogue definition: changing it changes the checksum.
    private Quake nextQuake() {
        SourceRegion source = pickSource();
        long seconds = random.nextLong(TIME_WINDOW.durationMillis() / 1000);
        long millis = TIME_WINDOW.startMillis() + seconds * 1000;
        double latitude = clamp(source.centreLatitude() + source.latitudeSpread() * random.nextGaussian(), -90, 90);
        double longitude = wrapLongitude(source.centreLongitude() + source.longitudeSpread() * random.nextGaussian());
        double depth = depthKm(source);
        double magnitude = magnitude();
        String method = magnitude < 5.5 ? "mb" : "Mw";
        return new Quake(millis, round(latitude, 1000), round(longitude, 1000), round(depth, 10),
                round(magnitude, 10), method, source.region());
    }

    private SourceRegion pickSource() {
        long ticket = random.nextLong(cumulativeWeights[cumulativeWeights.length - 1]);
        int low = 0;
        int high = cumulativeWeights.length - 1;
        while (low < high) { // first index whose cumulative weight exceeds the ticket
            int mid = (low + high) >>> 1;
            if (cumulativeWeights[mid] > ticket) {
                high = mid;
            } else {
                low = mid + 1;
            }
        }
        return sources.get(low);
    }

    private double depthKm(SourceRegion source) {
        int percentile = (int) random.nextLong(100);
        double u = random.nextDouble();
        if (percentile < source.shallowPercent()) {
            // Squaring concentrates shallow events in the upper crust, as in real catalogues.
            return 1 + (SHALLOW_LIMIT_KM - 1) * u * u;
        }
        if (percentile < source.shallowPercent() + source.intermediatePercent()) {
            return SHALLOW_LIMIT_KM + (INTERMEDIATE_LIMIT_KM - SHALLOW_LIMIT_KM) * u;
        }
        return INTERMEDIATE_LIMIT_KM + (DEEPEST_KM - INTERMEDIATE_LIMIT_KM) * StrictMath.sqrt(u);
    }

    /** Inverse CDF of the truncated Gutenberg-Richter (exponential) distribution. */
    private double magnitude() {
        double u = random.nextDouble();
        double tail = StrictMath.pow(10, -GUTENBERG_RICHTER_B * (MAX_MAGNITUDE - MIN_MAGNITUDE));
        return MIN_MAGNITUDE - StrictMath.log10(1 - u * (1 - tail)) / GUTENBERG_RICHTER_B;
    }

    private static int[] cumulativeWeights(List<SourceRegion> sources) {
        int[] cumulative = new int[sources.size()];
        int total = 0;
        for (int i = 0; i < cumulative.length; i++) {
            total += sources.get(i).weight();
            cumulative[i] = total;
        }
        return cumulative;
    }

    private static double clamp(double value, double min, double max) {
        return Math.max(min, Math.min(max, value));
    }

    private static double wrapLongitude(double longitude) {
        double wrapped = longitude;
        while (wrapped >= 180) {
            wrapped -= 360;
        }
        while (wrapped < -180) {
            wrapped += 360;
        }
        return wrapped;
    }

    private static double round(double value, double scale) {
        return Math.round(value * scale) / scale;
    }
}
