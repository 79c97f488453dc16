package org.wssbench.results;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The order of a run's matrix: its scenarios and sequences as the run itself declared them
 * (scenarios.properties lists plain first), so tables and charts follow the run, not a list in
 * code. Cells sort sequence by sequence, and within a sequence in scenario order; names the order
 * does not know come last, alphabetically.
 */
public record MatrixOrder(List<String> scenarios, List<String> sequences) {

    public MatrixOrder {
        scenarios = known(scenarios);
        sequences = known(sequences);
    }

    /** Distinct names in order; nulls (a run.json entry without a name) are left out. */
    private static List<String> known(List<String> names) {
        return names.stream().filter(java.util.Objects::nonNull).distinct().toList();
    }

    /** The order in which the cells first appear (e.g. summary.csv rows or requests in start order). */
    public static MatrixOrder ofAppearance(Collection<ScenarioSequence> cells) {
        Set<String> scenarios = new LinkedHashSet<>();
        Set<String> sequences = new LinkedHashSet<>();
        for (ScenarioSequence cell : cells) {
            scenarios.add(cell.scenario());
            sequences.add(cell.sequence());
        }
        return new MatrixOrder(new ArrayList<>(scenarios), new ArrayList<>(sequences));
    }

    /** This order, followed by the names only {@code other} knows, in its order. */
    public MatrixOrder then(MatrixOrder other) {
        List<String> allScenarios = new ArrayList<>(scenarios);
        allScenarios.addAll(other.scenarios);
        List<String> allSequences = new ArrayList<>(sequences);
        allSequences.addAll(other.sequences);
        return new MatrixOrder(allScenarios, allSequences);
    }

    public Comparator<String> scenarioOrder() {
        return byList(scenarios);
    }

    public Comparator<String> sequenceOrder() {
        return byList(sequences);
    }

    /** Sequence by sequence, scenarios in order within each. */
    public Comparator<ScenarioSequence> cellOrder() {
        return Comparator.comparing(ScenarioSequence::sequence, sequenceOrder())
                .thenComparing(ScenarioSequence::scenario, scenarioOrder());
    }

    public List<ScenarioSequence> sort(Collection<ScenarioSequence> cells) {
        return cells.stream().distinct().sorted(cellOrder()).toList();
    }

    private static Comparator<String> byList(List<String> order) {
        return (a, b) -> {
            int ia = order.indexOf(a);
            int ib = order.indexOf(b);
            if (ia >= 0 && ib >= 0) {
                return Integer.compare(ia, ib);
            }
            if (ia >= 0 || ib >= 0) {
                return ia >= 0 ? -1 : 1;
            }
            return a.compareTo(b);
        };
    }
}
