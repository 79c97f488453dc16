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
    /**
     * Not a scenario: the name under which the gate and compare check a sequence's common factor,
     * the geometric mean of all secured cells' ratios to plain ({@code stats.CommonFactor}).
     */
    public static final String ALL_SECURED = "all-secured";

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

    public boolean isAllSecured() {
        return ALL_SECURED.equals(scenario);
    }

    /** The common-factor pseudo cell of a sequence. */
    public static ScenarioSequence allSecured(String sequence) {
        return new ScenarioSequence(ALL_SECURED, sequence);
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
