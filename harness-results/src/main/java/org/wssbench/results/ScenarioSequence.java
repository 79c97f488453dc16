package org.wssbench.results;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * Key of one measured cell of the matrix: a security scenario run with one request sequence.
 *
 * <p>Sorts known scenarios in the catalogue order used by the papers (plain first), then any other
 * name alphabetically, so tables and charts read the same way in every run.
 */
public record ScenarioSequence(String scenario, String sequence) implements Comparable<ScenarioSequence> {

    public static final String PLAIN = "plain";

    private static final List<String> SCENARIO_ORDER = List.of(
            PLAIN, "ssl", "username", "username-digest", "sign", "encr", "signencr", "encrsign",
            "secureconversation");
    private static final List<String> SEQUENCE_ORDER = List.of("small", "large");

    private static final Comparator<ScenarioSequence> ORDER = Comparator
            .comparing((ScenarioSequence k) -> k.sequence, ScenarioSequence::compareSequences)
            .thenComparing(k -> k.scenario, ScenarioSequence::compareScenarios);

    public ScenarioSequence {
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(sequence, "sequence");
    }

    public boolean isPlain() {
        return PLAIN.equals(scenario);
    }

    /** The plain cell with the same sequence: the reference for all ratios. */
    public ScenarioSequence plainReference() {
        return new ScenarioSequence(PLAIN, sequence);
    }

    @Override
    public int compareTo(ScenarioSequence other) {
        return ORDER.compare(this, other);
    }

    @Override
    public String toString() {
        return scenario + "/" + sequence;
    }

    public static int compareScenarios(String a, String b) {
        return compareByList(SCENARIO_ORDER, a, b);
    }

    public static int compareSequences(String a, String b) {
        return compareByList(SEQUENCE_ORDER, a, b);
    }

    private static int compareByList(List<String> order, String a, String b) {
        int ia = order.indexOf(a);
        int ib = order.indexOf(b);
        if (ia >= 0 && ib >= 0) {
            return Integer.compare(ia, ib);
        }
        if (ia >= 0 || ib >= 0) {
            return ia >= 0 ? -1 : 1;
        }
        return a.compareTo(b);
    }
}
