/**
 * Which JCE provider serves a run's cryptography ({@code --crypto-provider}, {@code -Dwssbench.crypto.provider}):
 * {@code jdk}, {@code bc} or {@code accp}.
 *
 * <p>{@link org.wssbench.security.crypto.CryptoProviders} installs the {@link org.wssbench.security.crypto.CryptoProviderChoice}
 * first in the JVM before Rampart, WSS4J or TLS ask for an algorithm; {@link org.wssbench.security.crypto.SuiteProbe}
 * then asks JCA for every {@link org.wssbench.security.crypto.SuiteAlgorithm} the policies need, the way Santuario
 * does, and the {@link org.wssbench.security.crypto.ProviderReport} (recorded in run.json) says which provider really
 * answered, fallbacks included. {@link org.wssbench.security.crypto.SuiteOnlyProvider} offers BouncyCastle for the
 * suite's algorithms only.
 */
package org.wssbench.security.crypto;
