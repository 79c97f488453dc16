/**
 * The web application: one Axis2 service per scenario, all backed by the same seismic service.
 *
 * <p>Start at {@link org.wssbench.service.WssBenchStartupListener}: before Axis2 starts it loads the catalogue, its
 * query engine, the security configuration and every policy into {@link org.wssbench.service.ServiceRuntime}, so a
 * bad file stops the application with one message. {@link org.wssbench.service.WssBenchAxisServlet} deploys the
 * services of services.xml, which the build writes from scenarios.properties ({@link org.wssbench.service.ScenarioServices}),
 * and every declared variant ({@link org.wssbench.service.VariantServices});
 * {@link org.wssbench.service.ScenarioServiceLifeCycle} attaches each service's policy. A request then goes
 * {@link org.wssbench.service.SeismicMessageReceiver} -> {@link org.wssbench.service.RequestMapping} ->
 * {@link org.wssbench.service.SeismicService} (the query engine) -> {@link org.wssbench.service.ResponseMapping}.
 * {@link org.wssbench.service.StatusServlet} serves {@code /status}, which the driver reads around each pass.
 * Timing, security checks, the served contract and pipeline health live in the subpackages; docs/architecture.md
 * shows where each runs on the data path.
 */
package org.wssbench.service;
