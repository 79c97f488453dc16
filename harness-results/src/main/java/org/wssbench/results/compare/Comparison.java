package org.wssbench.results.compare;

import java.util.List;

/**
 * Result of comparing runs: one row per scenario+sequence and run, plus every way in which the
 * runs do not measure the same thing (missing cells, different catalogue or sequence parameters).
 */
public record Comparison(List<String> runIds, List<ComparisonRow> rows, List<String> mismatches, int resamples,
                         long seed) {

    public static final String METHOD_NOTE = "Runs are compared on ratios vs plain measured inside each run "
            + "(same sequence), never on raw milliseconds, so different machines or days do not masquerade "
            + "as changes.";

    public boolean hasMismatches() {
        return !mismatches.isEmpty();
    }

    public String methodDescription() {
        return METHOD_NOTE + " time ratio = best total / plain best total (Sosnoski). Verdict from a 95% "
                + "confidence interval of the change of median(scenario)/median(plain), by seeded bootstrap ("
                + resamples + " resamples, seed " + seed + "); slower/faster only when the whole interval is "
                + "above/below 0.";
    }
}
