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

    /** Sosnoski's seismic query. */
    record Query(MatchQuakes request) implements WorkloadRequest {

        public static Query of(QueryRange range) {
            return new Query(QueryRequests.toRequest(range));
        }

        @Override
        public CallResult sendWith(ScenarioClient client) {
            return client.call(request);
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
    }

    /** SEI's Employee Details call: the request has no content. */
    record EmployeeDetailsCall() implements WorkloadRequest {

        @Override
        public CallResult sendWith(ScenarioClient client) {
            return client.call(new EmployeeDetails());
        }
    }
}
