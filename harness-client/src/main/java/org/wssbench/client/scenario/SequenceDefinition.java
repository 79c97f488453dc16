package org.wssbench.client.scenario;

import org.wssbench.seismic.model.TimeWindow;
import org.wssbench.seismic.sequence.RequestSequence;
import org.wssbench.seismic.sequence.SequenceSpec;

import java.util.AbstractList;
import java.util.List;
import java.util.Map;

/**
 * A request sequence of the workload and how many of its requests warm each scenario up first.
 *
 * @param spec           name and length (for seismic queries also the generator seed and box size)
 * @param warmupRequests      warm-up cap per scenario: at most this many requests before measuring
 *                            (exactly this many with {@link WarmupRule#untilSteady()} false)
 * @param sei                 null for Sosnoski's seismic queries; else what each call of SEI's workload sends
 *                            (echo text or the Employee Details request)
 * @param warmupRoundRequests requests per warm-up round; 0 = the sequence's measured round size
 * @param visits              scenarios sent more than once per measured round, and how often (each
 *                            visit repeats the round's requests at its own place in the shuffled order);
 *                            every other scenario once. Cheap cells (plain, ssl, username) take a
 *                            fraction of a millisecond a request, so a round holds few of their
 *                            requests and their figures are the noisiest; extra visits buy them more
 *                            samples for little time (docs/methodology.md, "How a run is designed")
 */
public record SequenceDefinition(SequenceSpec spec, int warmupRequests, SeiPayload sei, int warmupRoundRequests,
                                 Map<String, Integer> visits) {

    public SequenceDefinition {
        visits = Map.copyOf(visits);
        visits.forEach((scenario, n) -> {
            if (n < 1) {
                throw new IllegalArgumentException("visits of " + scenario + " must be at least 1, not " + n);
            }
        });
    }

    public SequenceDefinition(SequenceSpec spec, int warmupRequests, SeiPayload sei, int warmupRoundRequests) {
        this(spec, warmupRequests, sei, warmupRoundRequests, Map.of());
    }

    public SequenceDefinition(SequenceSpec spec, int warmupRequests) {
        this(spec, warmupRequests, null, 0);
    }

    public SequenceDefinition(SequenceSpec spec, int warmupRequests, SeiPayload sei) {
        this(spec, warmupRequests, sei, 0);
    }

    public SequenceDefinition(SequenceSpec spec, int warmupRequests, int warmupRoundRequests) {
        this(spec, warmupRequests, null, warmupRoundRequests);
    }

    public SequenceDefinition withWarmupRoundRequests(int value) {
        return new SequenceDefinition(spec, warmupRequests, sei, value, visits);
    }

    public SequenceDefinition withVisits(Map<String, Integer> value) {
        return new SequenceDefinition(spec, warmupRequests, sei, warmupRoundRequests, value);
    }

    /** How many times a measured round sends this sequence's requests for {@code scenario}. */
    public int visits(String scenario) {
        return visits.getOrDefault(scenario, 1);
    }

    public int count() {
        return spec.count();
    }

    public String name() {
        return spec.name();
    }

    /** "matchQuakes", "echo" or "employeeDetails": the contract operation this sequence calls. */
    public String operation() {
        return sei == null ? "matchQuakes" : sei.operation();
    }

    /** The requests of one pass, in order; {@code window} bounds the dates of seismic queries. */
    public List<WorkloadRequest> requests(TimeWindow window) {
        if (sei == null) {
            return RequestSequence.generate(spec, window).stream().<WorkloadRequest>map(WorkloadRequest.Query::of).toList();
        }
        int count = spec.count();
        return new AbstractList<>() {
            @Override
            public WorkloadRequest get(int index) {
                return sei.request(index);
            }

            @Override
            public int size() {
                return count;
            }
        };
    }
}
