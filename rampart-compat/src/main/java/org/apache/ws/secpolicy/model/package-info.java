/**
 * Stand-ins for classes of rampart-policy 1.8.0, which is not published: {@link
 * org.apache.ws.secpolicy.model.KerberosToken} exists only because rampart-core 1.8.0 checks {@code instanceof}
 * against it on every secured call. The rest of this package comes from rampart-policy 1.7.1. See
 * rampart-compat/README.md.
 */
package org.apache.ws.secpolicy.model;
