package org.wssbench.client.run;

import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.Caller;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.results.RequestStatus;
import org.wssbench.client.scenario.WorkloadRequest;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * A caller that answers at once with scripted client times (no server): call number n (0-based,
 * per caller) gets {@code times.apply(n)} nanoseconds; a negative time makes the call fail.
 */
final class FakeCaller implements Caller {

    /** Every call made through any fake, in order: scenario names. */
    static final List<String> CALLS = new ArrayList<>();
    /** Every request sent through any fake, in order, beside {@link #CALLS}. */
    static final List<WorkloadRequest> REQUESTS = new ArrayList<>();

    private final String scenario;
    private final IntFunction<Long> times;
    private final IntFunction<Integer> reconnects;
    private int calls;
    boolean closed;

    FakeCaller(ScenarioDefinition scenario, IntFunction<Long> times, IntFunction<Integer> reconnects) {
        this.scenario = scenario.name();
        this.times = times;
        this.reconnects = reconnects;
    }

    /** Calls made through this fake. */
    int calls() {
        return calls;
    }

    @Override
    public CallResult call(WorkloadRequest request) {
        int n = calls++;
        synchronized (CALLS) {
            CALLS.add(scenario);
            REQUESTS.add(request);
        }
        long nanos = times.apply(n);
        if (nanos < 0) {
            return new CallResult(1_000, null, 100, 0, 0, RequestStatus.ERROR, "connection refused", 0);
        }
        return new CallResult(nanos, "total;dur=0.1, sec-in;dur=0.01, app;dur=0.05, sec-out;dur=0.02, cpu;dur=0.08",
                500, 400, 7, RequestStatus.OK, "", reconnects.apply(n));
    }

    @Override
    public void close() {
        closed = true;
    }
}
