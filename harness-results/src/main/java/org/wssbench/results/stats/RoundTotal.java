package org.wssbench.results.stats;

/**
 * What one cell (scenario+sequence) did in one measured round of a run.
 *
 * @param round round number, 1-based
 * @param requests measured requests of the cell in that round, any status
 * @param clean whether all of them were answered normally
 * @param clientNs sum of the client times of the ok requests
 * @param cpuNs sum of client-thread plus server-request CPU time of the ok requests,
 *              or {@link #UNKNOWN} when any of them lacks one of the two
 */
public record RoundTotal(int round, int requests, boolean clean, long clientNs, long cpuNs) {

    public static final long UNKNOWN = -1;

    public boolean hasCpu() {
        return cpuNs >= 0;
    }

    /** Mean client time per request (ns): comparable between cells sent different numbers of times a round. */
    public double meanNs() {
        return (double) clientNs / requests;
    }

    /** Mean CPU time per request (ns); negative when unknown. */
    public double meanCpuNs() {
        return hasCpu() ? (double) cpuNs / requests : UNKNOWN;
    }
}
