/**
 * Whether the service's request pipeline is still sound: internal failures per service (an
 * exception escaping Axis2, or a fault caused by a runtime exception rather than a security
 * check) and the verdict "corrupted" after a run of them, shown on the status page.
 * Data path: {@link org.wssbench.service.health.PipelineHealthFilter} (servlet) and
 * {@link org.wssbench.service.health.InternalFaultHandler} (Axis2 fault flow) feed
 * {@link org.wssbench.service.health.PipelineHealth}; {@code StatusServlet} prints it.
 */
package org.wssbench.service.health;
