package org.wssbench.client.scenario;

import org.wssbench.seismic.model.TimeWindow;

import java.util.ArrayList;
import java.util.List;

/**
 * How much to run: the sequences (with warm-up), repetitions (complete passes over each sequence;
 * the report keeps the best, as Sosnoski did), measured rounds, client threads and the time
 * window the sequences' date ranges are drawn from.
 *
 * <p>The measured requests of a sequence ({@code count x repetitions}) are spread evenly over
 * {@code rounds} rounds: every round sends the next {@link #roundRequests} requests of every
 * scenario's sequence, in a shuffled order, so slow drifts of the machine touch all scenarios
 * alike and each scenario is measured seconds, not minutes, from plain.
 *
 * <p>A workload may also choose scenarios: {@code scenarios} replaces the matrix file's default
 * list, {@code addedScenarios} extends it (e.g. the full workload adds secureconversation-encr,
 * which the quick CI matrix leaves out); {@code --scenario} on the command line overrides both.
 *
 * @param orderSeed seed of the per-round scenario order; null = drawn at start (and recorded)
 * @param prime     send one recorded, unmeasured call before every measured pass
 * @param clientPerCell open a fresh client (connection, token) for every scenario and sequence, not one
 *                  per scenario shared by its sequences: SEI's cold runs start on a fresh client each
 */
public record Workload(String name, List<SequenceDefinition> sequences, int repetitions, int rounds, int threads,
                       TimeWindow window, WarmupRule warmup, Long orderSeed, boolean prime, List<String> scenarios,
                       List<String> addedScenarios, boolean clientPerCell) {

    /** One whole pass per round and the steady-state warm-up (the compact form tests use). */
    public Workload(String name, List<SequenceDefinition> sequences, int repetitions, int threads, TimeWindow window) {
        this(name, sequences, repetitions, threads, window, List.of(), List.of());
    }

    public Workload(String name, List<SequenceDefinition> sequences, int repetitions, int threads, TimeWindow window,
                    List<String> scenarios, List<String> addedScenarios) {
        this(name, sequences, repetitions, repetitions, threads, window, WarmupRule.DEFAULT, null, true, scenarios,
                addedScenarios, false);
    }

    public Workload(String name, List<SequenceDefinition> sequences, int repetitions, int rounds, int threads,
                    TimeWindow window, WarmupRule warmup, Long orderSeed, boolean prime) {
        this(name, sequences, repetitions, rounds, threads, window, warmup, orderSeed, prime, List.of(), List.of());
    }

    /** One client per scenario, shared by its sequences (the default). */
    public Workload(String name, List<SequenceDefinition> sequences, int repetitions, int rounds, int threads,
                    TimeWindow window, WarmupRule warmup, Long orderSeed, boolean prime, List<String> scenarios,
                    List<String> addedScenarios) {
        this(name, sequences, repetitions, rounds, threads, window, warmup, orderSeed, prime, scenarios, addedScenarios,
                false);
    }

    public Workload {
        sequences = List.copyOf(sequences);
        scenarios = List.copyOf(scenarios);
        addedScenarios = List.copyOf(addedScenarios);
        String problem = roundsProblem(sequences, repetitions, rounds);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    /**
     * Why {@code rounds} cannot split the measured requests evenly, or null if it can. Every round
     * must send the same number of requests per sequence, so rounds must divide count x repetitions.
     */
    public static String roundsProblem(List<SequenceDefinition> sequences, int repetitions, int rounds) {
        if (rounds < 1) {
            return "rounds must be at least 1, not " + rounds;
        }
        for (SequenceDefinition s : sequences) {
            long total = (long) s.count() * repetitions;
            if (total % rounds != 0) {
                return "rounds (" + rounds + ") must divide every sequence's count x repetitions; sequence."
                        + s.name() + ": " + s.count() + " x " + repetitions + " = " + total + " does not";
            }
        }
        return null;
    }

    /** Measured requests per round of one sequence. */
    public int roundRequests(SequenceDefinition sequence) {
        return (int) ((long) sequence.count() * repetitions / rounds);
    }

    /**
     * Requests per warm-up round of one sequence: as set, else the measured round size, but small
     * enough that the cap allows two full steady-state windows (a workload with one round per
     * repetition would otherwise warm up in one or two huge rounds and never be judged steady).
     */
    public int warmupRoundRequests(SequenceDefinition sequence) {
        if (sequence.warmupRoundRequests() > 0) {
            return sequence.warmupRoundRequests();
        }
        int twoWindows = (int) Math.ceil(sequence.warmupRequests() / (2.0 * warmup.window()));
        return Math.max(1, Math.min(roundRequests(sequence), Math.max(1, twoWindows)));
    }

    /**
     * Another number of repetitions (CLI override). Rounds scale with it when they can (90 rounds
     * of 3 repetitions become 30 rounds of 1); otherwise there is one round per repetition.
     */
    public Workload withRepetitions(int value) {
        long scaled = (long) rounds * value;
        int newRounds = scaled % repetitions == 0 && roundsProblem(sequences, value, (int) (scaled / repetitions)) == null
                ? (int) (scaled / repetitions) : value;
        return new Workload(name, sequences, value, newRounds, threads, window, warmup, orderSeed, prime, scenarios,
                addedScenarios, clientPerCell);
    }

    public Workload withRounds(int value) {
        return new Workload(name, sequences, repetitions, value, threads, window, warmup, orderSeed, prime, scenarios,
                addedScenarios, clientPerCell);
    }

    public Workload withThreads(int value) {
        return new Workload(name, sequences, repetitions, rounds, value, window, warmup, orderSeed, prime, scenarios,
                addedScenarios, clientPerCell);
    }

    public Workload withOrderSeed(Long value) {
        return new Workload(name, sequences, repetitions, rounds, threads, window, warmup, value, prime, scenarios,
                addedScenarios, clientPerCell);
    }

    public Workload withPrime(boolean value) {
        return new Workload(name, sequences, repetitions, rounds, threads, window, warmup, orderSeed, value, scenarios,
                addedScenarios, clientPerCell);
    }

    public Workload withWarmup(WarmupRule value) {
        return new Workload(name, sequences, repetitions, rounds, threads, window, value, orderSeed, prime, scenarios,
                addedScenarios, clientPerCell);
    }

    public Workload withClientPerCell(boolean value) {
        return new Workload(name, sequences, repetitions, rounds, threads, window, warmup, orderSeed, prime, scenarios,
                addedScenarios, value);
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
