package org.wssbench.client.scenario;

import org.wssbench.seismic.query.QueryRange;

/**
 * What the client of a SOAP stack other than Axis2 can send: the seismic query and the echo, each one timed call.
 * A {@link WorkloadRequest} sends itself through it; the implementation lives in {@code org.wssbench.client.stack}.
 */
public interface StackOperations {

    /** One timed seismic query. */
    CallResult call(QueryRange range);

    /** One timed echo of {@code text}. */
    CallResult callEcho(String text);
}
