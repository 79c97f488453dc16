package org.wssbench.client.scenario;

import org.wssbench.seismic.sequence.SequenceSpec;

/** A request sequence of the workload and how many of its requests warm each scenario up first. */
public record SequenceDefinition(SequenceSpec spec, int warmupRequests) {

    public String name() {
        return spec.name();
    }
}
