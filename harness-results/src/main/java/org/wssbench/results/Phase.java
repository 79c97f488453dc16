package org.wssbench.results;

import java.util.Arrays;
import java.util.Optional;

/**
 * What a request was sent for (requests.csv column {@code phase}). Only {@link #MEASURED}
 * requests enter the statistics; the others are recorded so that nothing sent is hidden
 * (their errors count, and warm-up shows the start-up cost and convergence).
 */
public enum Phase {
    /** Warm-up rounds before measuring, until the cell is steady or its cap is reached. */
    WARMUP("warmup"),
    /**
     * Rounds of the measured design (every cell's chunk, shuffled, primed) sent after the warm-up and
     * before the measured rounds, with nothing recorded as measured: the cells settle in the mix they
     * are measured in (a workload's {@code warmup.settle}).
     */
    SETTLE("settle"),
    /** One call right before a measured pass: opens or refreshes the connection and caches. */
    PRIME("prime"),
    /** Measured requests. */
    MEASURED("measured");

    private final String csvName;

    Phase(String csvName) {
        this.csvName = csvName;
    }

    public String csvName() {
        return csvName;
    }

    public static Optional<Phase> fromCsvName(String text) {
        return Arrays.stream(values()).filter(p -> p.csvName.equals(text)).findFirst();
    }
}
