package org.wssbench.results.compare;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunManifest;
import org.wssbench.results.SummaryRow;

/**
 * The machine runs were measured on, as far as their ratios depend on it: the CPU, cores and JDK
 * that run.json records, and how fast plain answered (its median request time per sequence, the
 * lowest and highest over the runs). A ratio to plain is not machine-independent: when the CI
 * host was replaced on 2026-11-25 (the same 2 cores, another CPU), the unchanged build failed the
 * gate in four cells against a baseline measured on the old host. The CPU string alone cannot see
 * a slower host that reports the same model, hence plain's speed beside it.
 *
 * @param description   e.g. {@code Intel(R) Xeon(R) Processor, 2 cores, JDK 17.0.17}; null when not recorded
 * @param plainMedianMs per sequence, {@code [lowest, highest]} median request time of plain in ms
 */
public record MeasuringMachine(String description, Map<String, double[]> plainMedianMs) {

    /**
     * How far plain's median may lie outside the baseline runs' own range before the run counts as
     * measured at another speed. The range of at least five runs already holds the run-to-run spread
     * of one host; this margin is for a run beyond it (leave-one-out over the A/A runs of
     * results/baseline/README.md, section of 2026-11-25).
     */
    public static final double SAME_MACHINE_MARGIN = 0.25;

    /** Nothing recorded: checks nothing. */
    public static final MeasuringMachine UNKNOWN = new MeasuringMachine(null, Map.of());

    /** The bracket {@link #withSignature} appends to a CPU's name. */
    private static final Pattern SIGNATURE = Pattern.compile(" \\[family [^\\]]*\\]");

    public MeasuringMachine {
        Map<String, double[]> copy = new TreeMap<>();
        plainMedianMs.forEach((sequence, range) -> copy.put(sequence, range.clone()));
        plainMedianMs = java.util.Collections.unmodifiableMap(copy);
    }

    public static MeasuringMachine of(RunFolder run) {
        return of(List.of(run));
    }

    /**
     * The machine of several runs: their descriptions (one, if they agree; an unsigned description gives way
     * to a signed one of the same name, cores and JDK) and plain's range over them.
     */
    public static MeasuringMachine of(List<RunFolder> runs) {
        Set<String> descriptions = new LinkedHashSet<>();
        Map<String, double[]> ranges = new TreeMap<>();
        for (RunFolder run : runs) {
            String description = describe(run.manifest().map(RunManifest::client).orElse(null));
            if (description != null) {
                descriptions.add(description);
            }
            for (SummaryRow row : run.summary()) {
                Double median = row.medianMs();
                if (!row.key().isPlain() || median == null || median <= 0) {
                    continue;
                }
                ranges.merge(row.sequence(), new double[] {median, median},
                        (a, b) -> new double[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])});
            }
        }
        // a run recorded before the signature existed names the same machine as a signed run of that name
        Set<String> signedNames = descriptions.stream().filter(d -> SIGNATURE.matcher(d).find())
                .map(MeasuringMachine::withoutSignature).collect(Collectors.toSet());
        descriptions.removeAll(signedNames);
        return new MeasuringMachine(descriptions.isEmpty() ? null : String.join(" | ", descriptions), ranges);
    }

    /** One sequence's plain range, or null. */
    public double[] plainRange(String sequence) {
        double[] range = plainMedianMs.get(sequence);
        return range == null ? null : range.clone();
    }

    /**
     * Both record the same CPU, cores and JDK (false when either records none). The CPU's signature
     * (family, model, stepping) is compared when both record it; a file from before 2026-11-28 lacks it
     * and is compared by the rest, as it was then.
     */
    public boolean sameHardware(MeasuringMachine other) {
        if (description == null || other.description == null) {
            return false;
        }
        boolean bothSigned = SIGNATURE.matcher(description).find() && SIGNATURE.matcher(other.description).find();
        return bothSigned ? description.equals(other.description)
                : withoutSignature(description).equals(withoutSignature(other.description));
    }

    /**
     * A CPU's name with its signature, as run.json's {@code cpu_model} records it, e.g.
     * {@code Intel(R) Xeon(R) Processor [family 6 model 207 stepping 2]}: the name alone did not tell two
     * CI hosts apart. Fields in the order given; none: the name alone.
     */
    public static String withSignature(String cpuName, Map<String, String> signature) {
        if (signature.isEmpty()) {
            return cpuName;
        }
        return cpuName.trim() + signature.entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(" ", " [", "]"));
    }

    private static String withoutSignature(String text) {
        return SIGNATURE.matcher(text).replaceAll("");
    }

    /**
     * How this machine differs from {@code reference}, as readable texts; empty when nothing recorded
     * tells them apart. A reference that does not record its machine (a baseline from before
     * 2026-11-25) is named as such: it cannot vouch for being this machine.
     */
    public List<String> differences(MeasuringMachine reference, String thisName, String referenceName) {
        List<String> out = new ArrayList<>();
        if (reference.description == null) {
            out.add(referenceName + " does not record the machine it was measured on (a file from before "
                    + "2026-11-25): if " + thisName + " ran elsewhere, its ratios may differ by more than the noise");
        } else if (description != null && !sameHardware(reference)) {
            out.add(thisName + " ran on " + description + ", " + referenceName + " on " + reference.description);
        }
        plainMedianMs.forEach((sequence, range) -> {
            double[] ref = reference.plainMedianMs.get(sequence);
            if (ref == null) {
                return;
            }
            double low = ref[0] / (1 + SAME_MACHINE_MARGIN);
            double high = ref[1] * (1 + SAME_MACHINE_MARGIN);
            if (range[1] < low || range[0] > high) {
                out.add(String.format(Locale.ROOT, "%s answered plain/%s in %s ms (median), %s in %s ms: another "
                        + "machine or another load (more than %.0f%% outside)", thisName, sequence, span(range),
                        referenceName, span(ref), SAME_MACHINE_MARGIN * 100));
            }
        });
        return out;
    }

    static String describe(RunManifest.Client client) {
        if (client == null || client.cpuModel() == null) {
            return null;
        }
        return client.cpuModel().trim() + (client.cores() == null ? "" : ", " + client.cores() + " cores")
                + (client.jdk() == null ? "" : ", JDK " + client.jdk().trim());
    }

    private static String span(double[] range) {
        return range[0] == range[1] ? String.format(Locale.ROOT, "%.3f", range[0])
                : String.format(Locale.ROOT, "%.3f-%.3f", range[0], range[1]);
    }

}
