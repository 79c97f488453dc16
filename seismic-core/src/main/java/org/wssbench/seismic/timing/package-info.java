/**
 * A check, not a test: {@link org.wssbench.seismic.timing.QueryEngineTiming} prints the query engine's own time per
 * request of each sequence, to show that answering stays a small share of a SOAP round trip.
 */
package org.wssbench.seismic.timing;
