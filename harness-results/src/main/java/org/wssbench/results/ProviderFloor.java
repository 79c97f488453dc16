package org.wssbench.results;

/**
 * One row of a run folder's crypto-floor.csv: the floor of one scenario and sequence priced with one
 * provider's measured costs, so the report can set providers side by side for the same messages.
 */
public record ProviderFloor(String scenario, String sequence, String provider, String providerVersion,
                            Double cryptoFloorMs, Double xmlFloorMs) {
}
