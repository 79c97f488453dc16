package org.wssbench.results.floor;

import org.wssbench.results.FloorCost;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The measured operation costs of one provider (floor-costs.csv), as a function of bytes: costs
 * between two measured sizes are interpolated linearly, beyond the largest they are extrapolated
 * from the last two points, below the smallest the smallest is used. XML operations use no JCE
 * provider; they are taken from the jdk rows whatever the provider.
 */
public final class FloorCosts {

    private final String provider;
    private final String providerVersion;
    private final Map<String, List<FloorCost>> byOperation;

    private FloorCosts(String provider, String providerVersion, Map<String, List<FloorCost>> byOperation) {
        this.provider = provider;
        this.providerVersion = providerVersion;
        this.byOperation = byOperation;
    }

    /** The costs of {@code provider}, or empty if floor-costs.csv holds none for it. */
    public static Optional<FloorCosts> of(List<FloorCost> all, String provider) {
        List<FloorCost> own = all.stream().filter(c -> c.provider().equals(provider)).toList();
        if (own.stream().noneMatch(c -> c.operation().startsWith("rsa."))) {
            return Optional.empty();
        }
        List<FloorCost> usable = new ArrayList<>(own);
        all.stream().filter(c -> c.provider().equals("jdk") && c.operation().startsWith("xml."))
                .filter(c -> own.stream().noneMatch(o -> o.operation().equals(c.operation())))
                .forEach(usable::add);
        Map<String, List<FloorCost>> byOperation = usable.stream().collect(Collectors.groupingBy(FloorCost::operation,
                TreeMap::new, Collectors.collectingAndThen(Collectors.toList(),
                        list -> list.stream().sorted(Comparator.comparingLong(FloorCost::bytes)).toList())));
        return Optional.of(new FloorCosts(provider, own.get(0).providerVersion(), byOperation));
    }

    /** Every JCE provider in {@code all} that has floor costs (openssl, the hardware reference, lacks OAEP and HMAC). */
    public static List<FloorCosts> all(List<FloorCost> all) {
        return all.stream().map(FloorCost::provider).distinct().filter(p -> !p.equals("openssl"))
                .map(p -> of(all, p)).flatMap(Optional::stream).toList();
    }

    public String provider() {
        return provider;
    }

    public String providerVersion() {
        return providerVersion;
    }

    public boolean has(String operation) {
        return byOperation.containsKey(operation);
    }

    /** Milliseconds for one {@code operation} on {@code bytes} bytes. */
    public double ms(String operation, double bytes) {
        List<FloorCost> points = byOperation.get(operation);
        if (points == null) {
            throw new IllegalArgumentException("floor costs of provider " + provider + " lack operation " + operation
                    + " (re-run the crypto-floor command: crypto-floor/README.md)");
        }
        if (points.size() == 1 || bytes <= points.get(0).bytes()) {
            return points.get(0).msPerOp();
        }
        int upper = 1;
        while (upper < points.size() - 1 && points.get(upper).bytes() < bytes) {
            upper++;
        }
        FloorCost a = points.get(upper - 1);
        FloorCost b = points.get(upper);
        double slope = (b.msPerOp() - a.msPerOp()) / (b.bytes() - a.bytes());
        return Math.max(0, a.msPerOp() + slope * (bytes - a.bytes()));
    }
}
