package org.wssbench.client.scenario;

import org.wssbench.seismic.model.TimeWindow;

import java.util.ArrayList;
import java.util.List;

/**
 * How much to run: the sequences (with warm-up), repetitions (the report keeps the best, as
 * Sosnoski did), client threads and the time window the sequences' date ranges are drawn from.
 * A workload may also choose scenarios: {@code scenarios} replaces the matrix file's default list,
 * {@code addedScenarios} extends it (e.g. the full workload adds secureconversation-encr, which
 * the quick CI matrix leaves out); {@code --scenario} on the command line overrides both.
 */
public record Workload(String name, List<SequenceDefinition> sequences, int repetitions, int threads, TimeWindow window,
                       List<String> scenarios, List<String> addedScenarios) {

    public Workload(String name, List<SequenceDefinition> sequences, int repetitions, int threads, TimeWindow window) {
        this(name, sequences, repetitions, threads, window, List.of(), List.of());
    }

    public Workload withRepetitions(int value) {
        return new Workload(name, sequences, value, threads, window, scenarios, addedScenarios);
    }

    public Workload withThreads(int value) {
        return new Workload(name, sequences, repetitions, value, window, scenarios, addedScenarios);
    }

    /** The scenario names this workload runs, given the matrix file's default list. */
    public List<String> scenarioNames(List<String> matrixDefault) {
        List<String> names = new ArrayList<>(scenarios.isEmpty() ? matrixDefault : scenarios);
        for (String added : addedScenarios) {
            if (!names.contains(added)) {
                names.add(added);
            }
        }
        return names;
    }
}
