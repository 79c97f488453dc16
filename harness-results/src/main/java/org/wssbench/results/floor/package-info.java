/**
 * The floor model: the cryptography and XML work a scenario's policy obliges both ends to do per round
 * trip, priced with the operation costs the crypto-floor command measured.
 *
 * <p>{@link org.wssbench.results.floor.PolicyProtection} reads a client policy into a
 * {@link org.wssbench.results.floor.MessageProtection}; {@link org.wssbench.results.floor.FloorModel} turns that and
 * the measured message sizes into a {@link org.wssbench.results.floor.FloorEstimate}, priced by
 * {@link org.wssbench.results.floor.FloorCosts} (floor-costs.csv, interpolated by size);
 * {@link org.wssbench.results.floor.FloorSummary} fills summary.csv's {@code crypto_floor_ms},
 * {@code xml_floor_ms} and {@code overhead_beyond_floor_ms}. The model's assumptions and what it leaves out are
 * in crypto-floor/README.md.
 */
package org.wssbench.results.floor;
