/**
 * The CXF service (the wss-bench-cxf WAR): {@link org.wssbench.cxf.service.SeismicCxfServlet} publishes one endpoint
 * per scenario with WSS4J's DOM and streaming processing, {@link org.wssbench.cxf.service.SeismicEndpoint} answers
 * from the same query engine as the Axis2 service, {@link org.wssbench.cxf.service.ServerTimingInterceptors} and
 * {@link org.wssbench.cxf.service.RequestClock} give the same Server-Timing split, and
 * {@link org.wssbench.cxf.service.StatusServlet} the versions and call counters tests rely on.
 */
package org.wssbench.cxf.service;
