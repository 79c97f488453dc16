package org.wssbench.client.scenario;

/**
 * What the calls of one of SEI CMU/SEI-2010-TR-023's sequences send: the Echo service's text
 * (simple payload) or the Employee Details service's empty request (complex payload).
 */
public sealed interface SeiPayload permits EchoPayload, EmployeeDetailsPayload {

    /** The contract operation the calls go to. */
    String operation();

    /** Call {@code index} (0-based) of the sequence. */
    WorkloadRequest request(int index);
}
