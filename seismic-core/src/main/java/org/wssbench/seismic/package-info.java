/**
 * The seismic domain of the benchmark, with no SOAP in it: catalogues ({@code catalog}), the data model
 * ({@code model}), the query engine ({@code query}) and the request sequences the driver sends ({@code sequence}).
 * {@link org.wssbench.seismic.SplitMix64} is the seeded generator both the synthetic catalogue and the sequences
 * use, written out so they stay byte-identical on every JDK. seismic-core/README.md describes the module.
 */
package org.wssbench.seismic;
