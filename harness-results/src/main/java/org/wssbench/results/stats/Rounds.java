package org.wssbench.results.stats;

import org.wssbench.results.RequestRecord;

/** Where the round design lives in a request row (one place, so the statistics read it alike). */
final class Rounds {

    private Rounds() {
    }

    static boolean isMeasured(RequestRecord r) {
        return !r.warmup();
    }

    /** 1-based measured round; an old run (one whole pass per repetition) has round = repetition + 1. */
    static int roundOf(RequestRecord r) {
        return r.repetition() + 1;
    }

    /** Client-thread plus server-request CPU time, or -1 when either is unknown. */
    static long cpuOf(RequestRecord r) {
        return -1;
    }
}
