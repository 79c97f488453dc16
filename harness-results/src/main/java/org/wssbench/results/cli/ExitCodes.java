package org.wssbench.results.cli;

/** Process exit codes of all wss-bench commands (the results commands here and the driver's {@code run}). */
public final class ExitCodes {

    public static final int OK = 0;
    /** The gate found regressions or an unhealthy run. */
    public static final int GATE_FAILED = 1;
    /** The run did not finish cleanly (incomplete matrix or failed requests), or an unexpected error. */
    public static final int RUN_FAILED = 1;
    /** A file could not be read or written, or the arguments do not make sense (same as picocli usage). */
    public static final int INPUT_ERROR = 2;

    private ExitCodes() {
    }
}
