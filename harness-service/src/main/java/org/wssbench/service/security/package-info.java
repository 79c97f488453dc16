/**
 * The service's own security checks, run in the inbound Security phase after Rampart, for what Rampart 1.8.0
 * accepts: {@link org.wssbench.service.security.ReplayGuardHandler} (a signature seen before while its timestamp is
 * valid), {@link org.wssbench.service.security.SignedBodyPlacementHandler} (XML signature wrapping) and
 * {@link org.wssbench.service.security.AlgorithmSuiteHandler} (algorithms weaker than the policy's suite); the last
 * two read Rampart's results through {@link org.wssbench.service.security.InboundResults}.
 * {@link org.wssbench.service.security.UnknownTokenFaults} gives a readable fault for a token the service does not
 * hold. Their cost is part of the measured security time. The attacks and the tests that prove each defence:
 * docs/security.md.
 */
package org.wssbench.service.security;
