package org.wssbench.results;

import java.util.Objects;

/**
 * One row of requests.csv: everything measured about a single request.
 *
 * <p>Times are nanoseconds; the {@code server*Ns} values are {@link #UNKNOWN} (-1) when the
 * server did not report them (for example after a transport error).
 *
 * <p>Where the request sat in the run: {@code phase} (warm-up, priming call, measured; the
 * {@code warmup} flag is "not measured"), {@code round} (measured round 1..R, the priming call
 * carries the round it primes, warm-up 0), {@code repetition} (which complete pass over the
 * sequence a measured request belongs to, 0-based) and {@code index} (position in the sequence).
 * {@code clientCpuNs} is the calling client thread's CPU time over the call, {@code serverCpuNs}
 * the server request thread's (Server-Timing {@code cpu}), {@code reconnects} the connections the
 * call had to open; all three -1 when unknown. {@code tokenIssued} marks a call during which the
 * client obtained a new secure-conversation token (the first call of a client, and each renewal):
 * the token exchange sits inside that call's time. False for every other call, for scenarios
 * without a token, and in files written before the column existed. {@code visit} tells apart the
 * passes a cell makes over the same requests within one measured round when the workload sends
 * it more than once per round ({@code sequence.<name>.visits}): 0 for the first (and usually only)
 * pass, also in files written before the column existed. {@code clientAllocBytes} is the heap the
 * calling client thread allocated over the call, {@code serverAllocBytes} the server request
 * thread's (Server-Timing {@code alloc}), both from ThreadMXBean; {@link #UNKNOWN} where the JVM
 * could not tell, the server did not report it, or the file was written before the columns existed.
 */
public record RequestRecord(
        String runId,
        String scenario,
        String sequence,
        int repetition,
        int index,
        boolean warmup,
        int thread,
        long startEpochMs,
        long clientNs,
        long serverTotalNs,
        long serverSecurityInNs,
        long serverAppNs,
        long serverSecurityOutNs,
        long requestBytes,
        long responseBytes,
        long matches,
        RequestStatus status,
        String error,
        Phase phase,
        int round,
        long clientCpuNs,
        long serverCpuNs,
        int reconnects,
        boolean tokenIssued,
        int visit,
        long clientAllocBytes,
        long serverAllocBytes) {

    /** Marker for a server-side time the server did not report. */
    public static final long UNKNOWN = -1;

    public RequestRecord {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(sequence, "sequence");
        Objects.requireNonNull(status, "status");
        error = error == null ? "" : error;
        Objects.requireNonNull(phase, "phase");
        clientAllocBytes = clientAllocBytes < 0 ? UNKNOWN : clientAllocBytes;
        serverAllocBytes = serverAllocBytes < 0 ? UNKNOWN : serverAllocBytes;
        if (visit < 0) {
            throw new IllegalArgumentException("visit must not be negative: " + visit);
        }
        if ((phase == Phase.MEASURED) == warmup) {
            throw new IllegalArgumentException("warmup=" + warmup + " contradicts phase " + phase.csvName());
        }
    }

    /** A row as written before the allocation columns existed: allocations unknown. */
    public RequestRecord(String runId, String scenario, String sequence, int repetition, int index, boolean warmup,
                         int thread, long startEpochMs, long clientNs, long serverTotalNs, long serverSecurityInNs,
                         long serverAppNs, long serverSecurityOutNs, long requestBytes, long responseBytes,
                         long matches, RequestStatus status, String error, Phase phase, int round, long clientCpuNs,
                         long serverCpuNs, int reconnects, boolean tokenIssued, int visit) {
        this(runId, scenario, sequence, repetition, index, warmup, thread, startEpochMs, clientNs, serverTotalNs,
                serverSecurityInNs, serverAppNs, serverSecurityOutNs, requestBytes, responseBytes, matches, status,
                error, phase, round, clientCpuNs, serverCpuNs, reconnects, tokenIssued, visit, UNKNOWN, UNKNOWN);
    }

    /** A row as written before visits existed: the first visit of its round. */
    public RequestRecord(String runId, String scenario, String sequence, int repetition, int index, boolean warmup,
                         int thread, long startEpochMs, long clientNs, long serverTotalNs, long serverSecurityInNs,
                         long serverAppNs, long serverSecurityOutNs, long requestBytes, long responseBytes,
                         long matches, RequestStatus status, String error, Phase phase, int round, long clientCpuNs,
                         long serverCpuNs, int reconnects, boolean tokenIssued) {
        this(runId, scenario, sequence, repetition, index, warmup, thread, startEpochMs, clientNs, serverTotalNs,
                serverSecurityInNs, serverAppNs, serverSecurityOutNs, requestBytes, responseBytes, matches, status,
                error, phase, round, clientCpuNs, serverCpuNs, reconnects, tokenIssued, 0);
    }

    /** A row as written before token_issued existed: no token was obtained during the call. */
    public RequestRecord(String runId, String scenario, String sequence, int repetition, int index, boolean warmup,
                         int thread, long startEpochMs, long clientNs, long serverTotalNs, long serverSecurityInNs,
                         long serverAppNs, long serverSecurityOutNs, long requestBytes, long responseBytes,
                         long matches, RequestStatus status, String error, Phase phase, int round, long clientCpuNs,
                         long serverCpuNs, int reconnects) {
        this(runId, scenario, sequence, repetition, index, warmup, thread, startEpochMs, clientNs, serverTotalNs,
                serverSecurityInNs, serverAppNs, serverSecurityOutNs, requestBytes, responseBytes, matches, status,
                error, phase, round, clientCpuNs, serverCpuNs, reconnects, false);
    }

    /**
     * A row as written before rounds existed: one round per repetition, CPU times and reconnects
     * unknown.
     */
    public RequestRecord(String runId, String scenario, String sequence, int repetition, int index, boolean warmup,
                         int thread, long startEpochMs, long clientNs, long serverTotalNs, long serverSecurityInNs,
                         long serverAppNs, long serverSecurityOutNs, long requestBytes, long responseBytes,
                         long matches, RequestStatus status, String error) {
        this(runId, scenario, sequence, repetition, index, warmup, thread, startEpochMs, clientNs, serverTotalNs,
                serverSecurityInNs, serverAppNs, serverSecurityOutNs, requestBytes, responseBytes, matches, status,
                error, warmup ? Phase.WARMUP : Phase.MEASURED, warmup ? 0 : repetition + 1, UNKNOWN, UNKNOWN,
                (int) UNKNOWN);
    }

    public ScenarioSequence key() {
        return new ScenarioSequence(scenario, sequence);
    }

    public boolean isOk() {
        return status == RequestStatus.OK;
    }

    /** A request that counts for the statistics: not warm-up and answered normally. */
    public boolean isMeasuredOk() {
        return !warmup && isOk();
    }

    public boolean hasServerTotal() {
        return serverTotalNs >= 0;
    }

    public boolean hasServerSecurity() {
        return serverSecurityInNs >= 0 && serverSecurityOutNs >= 0;
    }

    public boolean hasServerApp() {
        return serverAppNs >= 0;
    }

    /** Wall-clock end of the request in epoch milliseconds (start plus client time). */
    public double endEpochMs() {
        return startEpochMs + clientNs / 1e6;
    }

    /** A copy with another client time; used to build what-if data sets. */
    public RequestRecord withClientNs(long newClientNs) {
        return new RequestRecord(runId, scenario, sequence, repetition, index, warmup, thread, startEpochMs,
                newClientNs, serverTotalNs, serverSecurityInNs, serverAppNs, serverSecurityOutNs,
                requestBytes, responseBytes, matches, status, error, phase, round, clientCpuNs, serverCpuNs,
                reconnects, tokenIssued, visit, clientAllocBytes, serverAllocBytes);
    }

    public boolean hasClientCpu() {
        return clientCpuNs >= 0;
    }

    public boolean hasServerCpu() {
        return serverCpuNs >= 0;
    }

    public boolean hasClientAlloc() {
        return clientAllocBytes >= 0;
    }

    public boolean hasServerAlloc() {
        return serverAllocBytes >= 0;
    }
}
