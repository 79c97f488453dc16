/**
 * Test support deployed with the service but idle unless asked for:
 * {@link org.wssbench.service.testsupport.InjectedSlowdownHandler} adds a known CPU cost to one scenario's requests
 * ({@code -Dwssbench.test.slowdown=<service>:<microseconds>}), so that compare and the gate can be shown to catch
 * a real regression.
 */
package org.wssbench.service.testsupport;
