/**
 * The contracts between the driver (harness-client) and the service (harness-service), each
 * defined once here and used by both sides; plain Java so the WAR stays lean.
 *
 * <ul>
 *   <li>{@link org.wssbench.wire.ServerTiming} and {@link org.wssbench.wire.ServerTimingMetric}:
 *       the Server-Timing response header that splits a request's server time (service formats,
 *       driver parses). Adding a metric is one enum constant.</li>
 *   <li>{@link org.wssbench.wire.StatusPage}: the keys and text format of {@code /status};
 *       {@link org.wssbench.wire.JvmCounters}: the JVM counters on it, sampled the same way for
 *       the driver's own JVM.</li>
 *   <li>{@link org.wssbench.wire.BuildVersions}: the stack versions a build was made with.</li>
 * </ul>
 * Each contract has a round-trip test in this module.
 */
package org.wssbench.wire;
