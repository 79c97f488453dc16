/**
 * Contained workarounds for defects of Rampart 1.8.0 / rahas that break a service under
 * concurrent clients (see rampart-compat/README.md for the upstream bug descriptions):
 * <ul>
 *   <li>{@link org.wssbench.rampart.IssuerPolicyIsolationHandler} and
 *       {@link org.wssbench.rampart.PolicyTemplate}: token requests get their own copy of the policy,
 *       because Rampart writes into it;</li>
 *   <li>{@link org.wssbench.rampart.ConcurrentTokenStore}: a token store that many threads can share
 *       and that forgets expired and cancelled tokens;</li>
 *   <li>{@link org.wssbench.rampart.TokenLifetimeHandler}: a configurable token lifetime;</li>
 *   <li>{@link org.wssbench.rampart.OnceInitializedRahas}: a client context no longer bootstraps OpenSAML again
 *       (a cost, and a race on its global registry, rather than a break);</li>
 *   <li>{@link org.wssbench.rampart.RampartWorkarounds}: installs them, or leaves them out with
 *       {@code -Dwssbench.rampart.workarounds=off}.</li>
 * </ul>
 * Delete a class once the Rampart release in use fixes what it works around.
 */
package org.wssbench.rampart;
