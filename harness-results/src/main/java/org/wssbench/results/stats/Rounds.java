package org.wssbench.results.stats;

import org.wssbench.results.RequestRecord;

/** Where the round design lives in a request row (one place, so the statistics read it alike). */
final class Rounds {

    private Rounds() {
    }

    static boolean isMeasured(RequestRecord r) {
        return r.phase() == org.wssbench.results.Phase.MEASURED;
    }

    /** 1-based measured round; an old run (one whole pass per repetition) reads as round = repetition + 1. */
    static int roundOf(RequestRecord r) {
        return r.round();
    }

    /** Client-thread plus server-request CPU time, or -1 when either is unknown. */
    static long cpuOf(RequestRecord r) {
        return r.clientCpuNs() < 0 || r.serverCpuNs() < 0 ? RoundTotal.UNKNOWN : r.clientCpuNs() + r.serverCpuNs();
    }
}
