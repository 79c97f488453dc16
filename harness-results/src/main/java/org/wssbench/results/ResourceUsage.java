package org.wssbench.results;

/**
 * JVM resource use of one side (client or server) while one scenario+sequence ran.
 * Every component is nullable: null means "not provided" and is written as an empty cell.
 */
public record ResourceUsage(Double heapAfterGcMb, Long gcCount, Long gcTimeMs, Long cpuTimeMs) {

    public static final ResourceUsage NONE = new ResourceUsage(null, null, null, null);
}
