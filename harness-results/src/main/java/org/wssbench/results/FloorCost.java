package org.wssbench.results;

/**
 * One measured cost of floor-costs.csv: the mean time of one cryptographic or XML operation on a
 * given number of bytes, under one JCE provider (or {@code openssl}, the hardware reference).
 *
 * @param provider        jdk, bc, accp, or openssl
 * @param providerVersion the provider's version string
 * @param operation       e.g. {@code rsa.sign}, {@code aes.encrypt}, {@code xml.c14n.structured}
 * @param bytes           bytes the operation processed (0 when it does not depend on size)
 * @param msPerOp         mean milliseconds per operation
 * @param msError         half-width of JMH's 99.9 % confidence interval, ms (empty for openssl)
 * @param samples         measurement iterations behind the mean (all forks)
 * @param source          what measured it, e.g. {@code jmh RsaBenchmark.sign} or {@code openssl speed}
 */
public record FloorCost(String provider, String providerVersion, String operation, long bytes, double msPerOp,
                        Double msError, long samples, String source) {
}
