package org.wssbench.results;

/**
 * How one cell was measured, for summary.csv (all nullable = not available, e.g. in runs made
 * before the rounds design).
 *
 * @param warmupRequests  warm-up requests the cell sent
 * @param warmupRounds    warm-up rounds it took part in (from warmup.csv)
 * @param steadyState     whether its warm-up reached steady state (warmup.csv); null = not tested
 * @param rounds          distinct measured rounds
 * @param reconnects      connections opened inside the cell's measured and priming calls
 * @param clientCpuMsMean mean client thread CPU time per measured ok request
 * @param serverCpuMsMean mean server request thread CPU time per measured ok request
 * @param clientAllocBytesMedian median heap bytes the client thread allocated per measured ok request
 * @param serverAllocBytesMedian median heap bytes the server request thread allocated per measured ok request
 */
public record CellDesign(Integer warmupRequests, Integer warmupRounds, Boolean steadyState, Integer rounds,
                         Long reconnects, Double clientCpuMsMean, Double serverCpuMsMean,
                         Double clientAllocBytesMedian, Double serverAllocBytesMedian) {

    public static final CellDesign NONE = new CellDesign(null, null, null, null, null, null, null, null, null);

    /** A design as summarised before the allocation columns existed: allocations not available. */
    public CellDesign(Integer warmupRequests, Integer warmupRounds, Boolean steadyState, Integer rounds,
                      Long reconnects, Double clientCpuMsMean, Double serverCpuMsMean) {
        this(warmupRequests, warmupRounds, steadyState, rounds, reconnects, clientCpuMsMean, serverCpuMsMean,
                null, null);
    }
}
