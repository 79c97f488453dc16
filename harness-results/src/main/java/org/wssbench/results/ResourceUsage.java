package org.wssbench.results;

/**
 * JVM resource use of one side (client or server) while one scenario+sequence ran.
 * Every component is nullable: null means "not provided" and is written as an empty cell.
 */
public record ResourceUsage(Double heapAfterGcMb, Long gcCount, Long gcTimeMs, Long cpuTimeMs) {

    public static final ResourceUsage NONE = new ResourceUsage(null, null, null, null);

    /** Use over two periods: counts and times add up, the heap is the later period's. */
    public ResourceUsage plus(ResourceUsage later) {
        return new ResourceUsage(later.heapAfterGcMb != null ? later.heapAfterGcMb : heapAfterGcMb,
                sum(gcCount, later.gcCount), sum(gcTimeMs, later.gcTimeMs), sum(cpuTimeMs, later.cpuTimeMs));
    }

    private static Long sum(Long a, Long b) {
        return a == null || b == null ? null : a + b;
    }
}
