/**
 * The run's JCE provider and its cryptographic floor, kept apart from the runner: {@link
 * org.wssbench.client.crypto.ClientCryptoProvider} installs {@code --crypto-provider} in the driver's
 * JVM before anything uses JCA and checks that Tomcat runs the same provider;
 * {@link org.wssbench.client.crypto.FloorPricing} prices summary.csv's floor columns with the
 * crypto-floor command's costs (crypto-floor/README.md).
 */
package org.wssbench.client.crypto;
