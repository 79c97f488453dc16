package org.wssbench.results;

/**
 * The floor columns of one summary.csv row (crypto-floor/README.md, "The floor model"), all
 * milliseconds per request; empty (null) when no floor costs were available for the run's provider
 * or the scenario is not modelled (ssl: TLS record cryptography).
 *
 * @param cryptoFloorMs         cryptography the scenario's policy requires per round trip, both ends
 * @param xmlFloorMs            exclusive c14n and extra DOM parsing the policy requires
 * @param overheadBeyondFloorMs measured overhead per request (best repetition, minus plain's) minus {@code cryptoFloorMs}
 */
public record FloorColumns(Double cryptoFloorMs, Double xmlFloorMs, Double overheadBeyondFloorMs) {

    public static final FloorColumns NONE = new FloorColumns(null, null, null);
}
