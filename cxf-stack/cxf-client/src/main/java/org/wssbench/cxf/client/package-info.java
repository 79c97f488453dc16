/**
 * The CXF client stack the driver loads in a class loader of its own: {@link org.wssbench.cxf.client.CxfStackClientFactory}
 * opens one {@link org.wssbench.cxf.client.CxfStackClient} per scenario and thread (a JAX-WS proxy of seismic.wsdl with
 * the scenario's derived client policy, WSS4J DOM or streaming), {@link org.wssbench.cxf.client.ClientSecurity} turns
 * the client side of RampartConfig into CXF properties, and {@link org.wssbench.cxf.client.WireMeter} records what each
 * call saw on the wire; {@link org.wssbench.cxf.contract.RampartDerivedKeySuite} is the algorithm suite Rampart uses on a
 * secure conversation's derived keys. Start reading at the factory.
 */
package org.wssbench.cxf.client;
