package org.wssbench.cxf.service;

import java.lang.management.ManagementFactory;

/**
 * The instants that split one request's server time, kept on the CXF exchange: arrival, end of the
 * inbound security processing, start of the response, first byte written. Also the request thread's
 * CPU time and heap allocation at arrival (ThreadMXBean), for the cpu and alloc figures.
 */
final class RequestClock {

    static final String KEY = RequestClock.class.getName();
    private static final java.lang.management.ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final com.sun.management.ThreadMXBean ALLOCATION =
            THREADS instanceof com.sun.management.ThreadMXBean bean && bean.isThreadAllocatedMemorySupported()
                    && bean.isThreadAllocatedMemoryEnabled() ? bean : null;

    final long arrivalNanos = System.nanoTime();
    final Thread arrivalThread = Thread.currentThread();
    final long arrivalCpuNanos = cpuNanos();
    final long arrivalAllocatedBytes = allocatedBytes();
    long securityInEndNanos;
    long responseStartNanos;

    /** CPU time of this thread, -1 where the JVM cannot tell. */
    static long cpuNanos() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
    }

    /** Bytes this thread has allocated so far, -1 where the JVM cannot tell. */
    static long allocatedBytes() {
        return ALLOCATION == null ? -1 : ALLOCATION.getCurrentThreadAllocatedBytes();
    }
}
