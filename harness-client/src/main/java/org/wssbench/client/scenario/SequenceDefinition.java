package org.wssbench.client.scenario;

import org.wssbench.seismic.model.TimeWindow;
import org.wssbench.seismic.sequence.RequestSequence;
import org.wssbench.seismic.sequence.SequenceSpec;

import java.util.AbstractList;
import java.util.List;

/**
 * A request sequence of the workload and how many of its requests warm each scenario up first.
 *
 * @param spec           name and length (for seismic queries also the generator seed and box size)
 * @param warmupRequests requests sent, and recorded as warm-up, before the measured ones
 * @param echo           null for Sosnoski's seismic queries; else SEI's echo text of every call
 */
public record SequenceDefinition(SequenceSpec spec, int warmupRequests, EchoPayload echo) {

    public SequenceDefinition(SequenceSpec spec, int warmupRequests) {
        this(spec, warmupRequests, null);
    }

    public String name() {
        return spec.name();
    }

    /** "matchQuakes" or "echo": the contract operation this sequence calls. */
    public String operation() {
        return echo == null ? "matchQuakes" : "echo";
    }

    /** The requests of one pass, in order; {@code window} bounds the dates of seismic queries. */
    public List<WorkloadRequest> requests(TimeWindow window) {
        if (echo == null) {
            return RequestSequence.generate(spec, window).stream().<WorkloadRequest>map(WorkloadRequest.Query::of).toList();
        }
        int count = spec.count();
        return new AbstractList<>() {
            @Override
            public WorkloadRequest get(int index) {
                return new WorkloadRequest.EchoCall(echo, index);
            }

            @Override
            public int size() {
                return count;
            }
        };
    }
}
