package org.wssbench.results.cli;

/** Process exit codes of all wss-bench commands (the results commands here and the driver's {@code run}). */
public final class ExitCodes {

    public static final int OK = 0;
    /** The run did not finish cleanly (incomplete matrix or failed requests), or an unexpected error. */
    public static final int RUN_FAILED = 1;
    /** A file could not be read or written, or the arguments do not make sense (same as picocli usage). */
    public static final int INPUT_ERROR = 2;
    /** The gate (or an A/B judgement) found a figure slower than its tolerance, or a failed check. */
    public static final int GATE_FAILED = 3;

    private ExitCodes() {
    }
}
