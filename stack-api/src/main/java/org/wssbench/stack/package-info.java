/**
 * The small interface between the driver and another SOAP stack's client, loaded in its own class loader: a
 * {@link org.wssbench.stack.StackClientFactory} opens one {@link org.wssbench.stack.StackClient} per scenario and
 * thread, and each call returns a {@link org.wssbench.stack.StackExchange}. Nothing here times anything: the driver
 * does, so every stack is timed by the same code.
 */
package org.wssbench.stack;
