/**
 * The driver's side of the stack axis: {@link org.wssbench.client.scenario.Stack} names a scenario's SOAP stack,
 * {@link org.wssbench.client.stack.StackClients} loads another stack's client through
 * {@link org.wssbench.client.stack.StackClassLoader} (so two WSS4J versions never meet),
 * and {@link org.wssbench.client.stack.StackCaller} times its calls exactly as Axis2's are timed. The table that
 * puts the stacks side by side from a finished run is the analysis's ({@code results.report.StackTable}).
 */
package org.wssbench.client.stack;
