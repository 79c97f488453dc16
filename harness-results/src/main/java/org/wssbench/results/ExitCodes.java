package org.wssbench.results;

import java.util.LinkedHashMap;
import java.util.Map;

/** The process exit codes of every wss-bench command, as {@code --help} and the README list them. */
public final class ExitCodes {

    public static final int OK = 0;
    /** Requests failed, or the run stopped before its matrix was complete (or failed unexpectedly). */
    public static final int REQUESTS_FAILED = 1;
    /** A file, line or option the user gave is wrong ({@link BadInputException}, picocli's usage errors). */
    public static final int BAD_INPUT = 2;
    /** The gate found regressions or an unhealthy run. */
    public static final int GATE_FAILED = 3;

    private ExitCodes() {
    }

    /** Code and meaning, for picocli's exit code list in {@code --help}. */
    public static Map<String, String> described() {
        Map<String, String> codes = new LinkedHashMap<>();
        codes.put(String.valueOf(OK), "ok");
        codes.put(String.valueOf(REQUESTS_FAILED), "requests failed, or the run is incomplete");
        codes.put(String.valueOf(BAD_INPUT), "bad input: the message names the file, line or option");
        codes.put(String.valueOf(GATE_FAILED), "gate failed: regressions or an unhealthy run");
        return codes;
    }
}
