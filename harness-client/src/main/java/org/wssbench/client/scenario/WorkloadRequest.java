package org.wssbench.client.scenario;

import org.wssbench.seismic.query.QueryRange;
import org.wssbench.seismic.ws.types.Echo;
import org.wssbench.seismic.ws.types.EmployeeDetails;
import org.wssbench.seismic.ws.types.MatchQuakes;

/**
 * One request of a sequence, for any operation of the contract. The wire object is built
 * before the timed call; a growing echo builds its text only when it is sent, so a 10,000-call
 * sequence does not hold 600 MB of text.
 */
public sealed interface WorkloadRequest {

    CallResult sendWith(ScenarioClient client);

    /** The same request through another SOAP stack's client. */
    CallResult sendWith(StackOperations client);

    /** Sosnoski's seismic query; the range is kept for stacks with their own wire objects. */
    record Query(MatchQuakes request, QueryRange range) implements WorkloadRequest {

        public static Query of(QueryRange range) {
            return new Query(QueryRequests.toRequest(range), range);
        }

        @Override
        public CallResult sendWith(ScenarioClient client) {
            return client.call(request);
        }

        @Override
        public CallResult sendWith(StackOperations client) {
            return client.call(range);
        }
    }

    /** SEI's echo of "Hello World" text. */
    record EchoCall(EchoPayload payload, int index) implements WorkloadRequest {

        @Override
        public CallResult sendWith(ScenarioClient client) {
            Echo echo = new Echo();
            echo.setText(payload.text(index));
            return client.call(echo);
        }

        @Override
        public CallResult sendWith(StackOperations client) {
            return client.callEcho(payload.text(index));
        }
    }

    /** SEI's Employee Details call: the request has no content. */
    record EmployeeDetailsCall() implements WorkloadRequest {

        @Override
        public CallResult sendWith(ScenarioClient client) {
            return client.call(new EmployeeDetails());
        }

        /** The stacks' clients call the seismic query and echo only: a workload that asks for more is refused. */
        @Override
        public CallResult sendWith(StackOperations client) {
            throw new IllegalStateException("the Employee Details operation (SEI's employee sequences) is called "
                    + "through the Axis2 stack only; run it without stack scenarios");
        }
    }
}
