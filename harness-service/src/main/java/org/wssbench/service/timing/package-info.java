/**
 * The server's time split, reported to the driver in a W3C Server-Timing header.
 *
 * <p>{@link org.wssbench.service.timing.RequestArrivalFilter} stamps arrival (and the thread's CPU time and allocated bytes, read with
 * {@link org.wssbench.service.timing.ThreadCpu}); {@link org.wssbench.service.timing.InSecurityStartHandler} and
 * {@link org.wssbench.service.timing.InSecurityEndHandler} bracket Rampart's inbound Security phase,
 * {@link org.wssbench.service.timing.OutSecurityStartHandler} marks the outbound one; the instants live in a
 * {@link org.wssbench.service.timing.RequestTimer} on the message context. After outbound security,
 * {@link org.wssbench.service.timing.ServerTimingHeaderHandler} writes {@code total}, {@code sec-in}, {@code app},
 * {@code sec-out}, {@code cpu} and {@code alloc} (format: harness-wire's {@code ServerTiming}). The handlers' phases are in
 * WEB-INF/conf/axis2.xml.
 */
package org.wssbench.service.timing;
