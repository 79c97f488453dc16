package org.wssbench.results.compare;

/** Outcome of comparing one scenario+sequence of a run with the first run. */
public enum Verdict {
    FIRST_RUN("first run (reference)"),
    REFERENCE("plain (ratio is 1 by definition)"),
    SLOWER("slower"),
    FASTER("faster"),
    NO_SIGNIFICANT_CHANGE("no significant change"),
    UNTESTED("not tested (no run-to-run noise known)"),
    NO_REQUEST_DATA("no per-request data"),
    MISSING("missing in this run"),
    NO_PLAIN("no plain reference");

    private final String label;

    Verdict(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /**
     * The word in compare's CSV verdict column: slower, faster, no significant change (the words the
     * documentation promises), and a lower-case token for the rows that are not compared.
     */
    public String csvName() {
        return switch (this) {
            case SLOWER, FASTER, NO_SIGNIFICANT_CHANGE -> label;
            default -> name().toLowerCase(java.util.Locale.ROOT);
        };
    }
}
