/**
 * The crypto-floor command: JMH benchmarks of the cryptography and XML work the policies cannot avoid,
 * measured with the run's real keys and the service's real messages.
 *
 * <p>Start at {@link org.wssbench.floor.FloorRun}: it runs {@link org.wssbench.floor.RsaBenchmark} and
 * {@link org.wssbench.floor.SymmetricBenchmark} under each requested JCE provider (set up in the forked JVM by
 * {@link org.wssbench.floor.ProviderSetup}, checked by {@link org.wssbench.floor.ProviderProbe}), the XML benchmarks
 * ({@link org.wssbench.floor.XmlBenchmark}, {@link org.wssbench.floor.CapturedBodyBenchmark} over
 * {@link org.wssbench.floor.XmlShapes} and envelopes captured by {@link org.wssbench.floor.BodyCapture}) once, and
 * {@link org.wssbench.floor.OpensslSpeed} as the hardware reference, and writes floor-costs.csv. A later run reads
 * that file to fill summary.csv's floor columns (harness-results {@code floor.FloorModel}). Not part of
 * {@code mvn verify}; crypto-floor/README.md has the command and the model.
 */
package org.wssbench.floor;
