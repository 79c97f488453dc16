/**
 * What a run sends, and the client that sends it.
 *
 * <ul>
 *   <li>{@link org.wssbench.client.scenario.MatrixFiles} turns scenarios.properties (read by
 *       {@link org.wssbench.security.ScenarioCatalog}) into {@link org.wssbench.client.scenario.ScenarioDefinition}s
 *       and reads a workload file into a {@link org.wssbench.client.scenario.Workload}
 *       (its {@link org.wssbench.client.scenario.SequenceDefinition}s and {@link org.wssbench.client.scenario.WarmupRule});
 *       a workload error is a {@link org.wssbench.client.scenario.MatrixFileException} naming the file and key.</li>
 *   <li>{@link org.wssbench.client.scenario.WorkloadRequest}, {@link org.wssbench.client.scenario.QueryRequests} and
 *       {@link org.wssbench.client.scenario.EchoPayload} build each wire request before the timed call.</li>
 *   <li>{@link org.wssbench.client.scenario.ScenarioClient} is one scenario's Axis2/Rampart client for one thread;
 *       the runner sees it only as a {@link org.wssbench.client.scenario.Caller}, and each call's numbers come back
 *       as a {@link org.wssbench.client.scenario.CallResult}. {@link org.wssbench.client.scenario.Endpoints} holds
 *       the service's base URLs.</li>
 * </ul>
 *
 * <p>In the data path this package is the step between the scenario files and the wire: see
 * docs/architecture.md.
 */
package org.wssbench.client.scenario;
