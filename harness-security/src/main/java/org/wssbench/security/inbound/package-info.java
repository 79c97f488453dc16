/**
 * Checks on an inbound message after Rampart, used on both sides (a request on the service, a response on the
 * client): {@link org.wssbench.security.inbound.SecurityResults} reads what Rampart verified and what its signatures
 * cover, and {@link org.wssbench.security.inbound.SignedBodyPlacementHandler} rejects a signed Body that is not the
 * envelope's Body (XML signature wrapping).
 */
package org.wssbench.security.inbound;
