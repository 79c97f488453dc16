package org.wssbench.client.scenario;

/**
 * What the runner needs from a scenario's client: send one query and say what it cost. The one
 * real implementation is {@link ScenarioClient} (Axis2, Rampart, HTTP); the runner's unit tests
 * use a fake, so that scheduling, warm-up and recording are tested without a server (the way
 * YCSB's core is tested against its DB interface).
 */
public interface Caller extends AutoCloseable {

    /** One timed call; never throws for a failed request (the result says FAULT or ERROR). */
    CallResult call(WorkloadRequest request);

    @Override
    void close();

    /** Opens one caller per scenario and client thread. */
    @FunctionalInterface
    interface Factory {
        Caller open(ScenarioDefinition scenario);
    }
}
