package org.wssbench.client.stack;

import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.Caller;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.scenario.Stack;
import org.wssbench.client.scenario.StackOperations;
import org.wssbench.client.scenario.WorkloadRequest;
import org.wssbench.results.RequestStatus;
import org.wssbench.seismic.query.QueryRange;
import org.wssbench.stack.StackClient;
import org.wssbench.stack.StackExchange;

import java.nio.file.Path;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A scenario's client on a stack other than Axis2, timed by the driver exactly as
 * {@link org.wssbench.client.scenario.ScenarioClient} times Axis2's: the clock runs around the stack's
 * call, which includes sending the request and reading the whole response.
 */
public final class StackCaller implements Caller, StackOperations {

    private final ScenarioDefinition scenario;
    private final StackClient client;

    private StackCaller(ScenarioDefinition scenario, StackClient client) {
        this.scenario = scenario;
        this.client = client;
    }

    /**
     * Opens the scenario's client on its stack.
     *
     * @param axis2Base  the Axis2 service's base URL for the scenario's transport
     * @param overrides  stack properties that replace the scenario's own (negative tests); empty for a run
     */
    public static StackCaller open(ScenarioDefinition scenario, String axis2Base, Path keystoreDir,
                                   Map<String, String> overrides) {
        if (scenario.stack() == Stack.AXIS2) {
            throw new IllegalArgumentException("scenario " + scenario.name() + " runs on Axis2: use ScenarioClient");
        }
        return open(scenario, scenario.stack().endpoint(axis2Base, scenario.service()), scenario.stack().streaming(),
                keystoreDir, overrides);
    }

    /**
     * Opens a CXF client of the scenario's policy for any endpoint, whichever stack serves it (the
     * interoperability tests pair every client stack with every service stack).
     */
    public static StackCaller open(ScenarioDefinition scenario, String endpoint, boolean streaming, Path keystoreDir,
                                   Map<String, String> overrides) {
        return new StackCaller(scenario, StackClients.cxf().open(endpoint, scenario.policy(), streaming, keystoreDir,
                overrides));
    }

    public ScenarioDefinition scenario() {
        return scenario;
    }

    @Override
    public CallResult call(WorkloadRequest request) {
        return request.sendWith(this);
    }

    /** One timed seismic query; {@code matches} is the number of quakes returned. */
    @Override
    public CallResult call(QueryRange range) {
        return timed(() -> client.matchQuakes(range), null);
    }

    /** One timed echo; an answer other than the text sent is a fault (compared after the clock stopped). */
    @Override
    public CallResult callEcho(String text) {
        return timed(() -> client.echo(text), text);
    }

    private CallResult timed(Supplier<StackExchange> call, String expectedEcho) {
        long start = System.nanoTime();
        StackExchange exchange = call.get();
        long nanos = System.nanoTime() - start;
        RequestStatus status = switch (exchange.outcome()) {
            case OK -> RequestStatus.OK;
            case FAULT -> RequestStatus.FAULT;
            case REJECTED, ERROR -> RequestStatus.ERROR;
        };
        String error = exchange.outcome() == StackExchange.Outcome.REJECTED
                ? "response rejected by the client: " + exchange.error() : exchange.error();
        int matches = exchange.matches();
        if (status == RequestStatus.OK && expectedEcho != null && !expectedEcho.equals(exchange.answer())) {
            status = RequestStatus.FAULT;
            matches = 0;
            error = "echo returned other text than was sent";
        }
        return new CallResult(nanos, exchange.serverTiming(), exchange.requestBytes(), exchange.responseBytes(),
                matches, status, error, -1);
    }

    @Override
    public void close() {
        client.close();
    }
}
