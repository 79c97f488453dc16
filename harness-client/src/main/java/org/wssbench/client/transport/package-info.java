/**
 * The client's side of the wire: how a scenario client reaches the service and what it sees there.
 *
 * <p>{@link org.wssbench.client.transport.MeteredHttpClients} builds the one kept-alive, never-retrying
 * connection each scenario client uses; {@link org.wssbench.client.transport.TrustedTls} makes the https
 * scenarios trust the harness CA and nothing else. {@link org.wssbench.client.transport.WireTap} (with
 * {@link org.wssbench.client.transport.CountingInputStream}) records the envelope bytes sent and received, the
 * Server-Timing header and the connections a call opened: requests.csv's sizes, server times and reconnects.
 * {@link org.wssbench.client.transport.ClientRepository} gives the client its Axis2 repository (module archives
 * and axis2.xml) from the classpath, so the runnable jar needs nothing on disk.
 */
package org.wssbench.client.transport;
