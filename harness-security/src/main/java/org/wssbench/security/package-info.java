/**
 * Security set-up shared by the service and the driver: keystores, settings, passwords and policies.
 *
 * <ul>
 *   <li>The test PKI: {@link org.wssbench.security.KeystoreGenerator} (run at build time) issues a CA and the
 *       service, client and Tomcat key pairs with {@link org.wssbench.security.CertificateIssuer}, and keeps
 *       them while {@link org.wssbench.security.KeystoreFreshnessCheck} says they are still valid; each side
 *       trusts only the peer's certificate (keystores/README.md).</li>
 *   <li>The settings: {@link org.wssbench.security.SecurityConfig} (keystores/security.properties),
 *       {@link org.wssbench.security.KeystoreSettings}, {@link org.wssbench.security.KeystoreReader},
 *       {@link org.wssbench.security.ConfiguredPasswordCallback} for WSS4J/Rampart.</li>
 *   <li>Policies: {@link org.wssbench.security.PolicyLoader} resolves placeholders
 *       ({@link org.wssbench.security.PlaceholderResolver}), builds the Neethi policy and checks its Rampart
 *       configuration ({@link org.wssbench.security.RampartConfigValidator}) before any message is sent;
 *       {@link org.wssbench.security.PolicyVariant} generates the declared variants' policies.</li>
 *   <li>The scenarios: {@link org.wssbench.security.ScenarioCatalog} is scenarios/scenarios.properties, read once
 *       for the client's run matrix, the service's variants and the WAR's services.xml (harness-service's
 *       ScenarioServices).</li>
 * </ul>
 *
 * <p>Every failure is one {@link org.wssbench.security.SecurityConfigException} naming the file at fault, or for
 * the scenario file one {@link org.wssbench.security.ScenarioFileException} naming the file and the key.
 * {@link org.wssbench.security.Wss4jMessages} keeps WSS4J's fault texts readable.
 */
package org.wssbench.security;
