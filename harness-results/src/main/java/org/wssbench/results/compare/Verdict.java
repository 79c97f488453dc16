package org.wssbench.results.compare;

/** Outcome of comparing one scenario+sequence of a run with the first run. */
public enum Verdict {
    FIRST_RUN("first run (reference)"),
    REFERENCE("plain (ratio is 1 by definition)"),
    SLOWER("slower"),
    FASTER("faster"),
    NO_SIGNIFICANT_CHANGE("no significant change"),
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
}
