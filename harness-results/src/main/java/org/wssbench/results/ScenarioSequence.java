package org.wssbench.results;

import java.util.Comparator;
import java.util.Objects;

/**
 * Key of one measured cell of the matrix: a security scenario run with one request sequence.
 *
 * <p>Its natural order (plain first, then by name; sequences by name) only makes sorted maps
 * deterministic. Tables and charts follow the run's own matrix instead ({@link MatrixOrder},
 * {@link RunFolder#order()}); there is no scenario list in code.
 */
public record ScenarioSequence(String scenario, String sequence) implements Comparable<ScenarioSequence> {

    /** The reference scenario: every ratio is taken against it, within the same run and sequence. */
    public static final String PLAIN = "plain";

    private static final Comparator<ScenarioSequence> ORDER = Comparator
            .comparing(ScenarioSequence::sequence)
            .thenComparing((ScenarioSequence k) -> !k.isPlain())
            .thenComparing(ScenarioSequence::scenario);

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
}
