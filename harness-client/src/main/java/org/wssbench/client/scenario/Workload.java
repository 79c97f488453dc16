package org.wssbench.client.scenario;

import org.wssbench.seismic.model.TimeWindow;

import java.util.List;

/**
 * How much to run: the sequences (with warm-up), repetitions (the report keeps the best, as
 * Sosnoski did), client threads and the time window the sequences' date ranges are drawn from.
 */
public record Workload(String name, List<SequenceDefinition> sequences, int repetitions, int threads, TimeWindow window) {

    public Workload withRepetitions(int value) {
        return new Workload(name, sequences, value, threads, window);
    }

    public Workload withThreads(int value) {
        return new Workload(name, sequences, repetitions, value, window);
    }
}
