/**
 * Bounds on inbound SOAP messages, checked while they stream in, before Axiom builds a tree and before Rampart walks it.
 *
 * <ul>
 *   <li>{@link org.wssbench.security.input.XmlLimits}: the bounds and their system properties
 *       ({@code wssbench.xml.*}).</li>
 *   <li>{@link org.wssbench.security.input.LimitedSoapBuilder}: Axis2's message builder for SOAP content types,
 *       registered in the service's and the client's axis2.xml; it builds the whole envelope through the bounded
 *       reader, so a refusal comes from the transport.</li>
 *   <li>{@link org.wssbench.security.input.LimitedInputStream} bounds the bytes below the parser;
 *       {@link org.wssbench.security.input.LimitedReader} bounds elements, nesting, children, attributes, namespace
 *       declarations and text above it, and refuses any DTD.</li>
 *   <li>{@link org.wssbench.security.input.MessageRefused}: the one fault text a refused sender reads.</li>
 * </ul>
 */
package org.wssbench.security.input;
