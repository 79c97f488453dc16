package org.wssbench.service.timing;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * CPU time and allocated heap bytes of the current thread (ThreadMXBean): the server-side "cpu"
 * and "alloc" entries of Server-Timing. CPU time is immune to the time a request thread spends
 * waiting for a core, which on a shared machine is much of the noise of wall-clock times.
 */
final class ThreadCpu {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean SUPPORTED = THREADS.isCurrentThreadCpuTimeSupported()
            && THREADS.isThreadCpuTimeEnabled();
    private static final com.sun.management.ThreadMXBean ALLOCATION = allocationBean();

    /** A reading on one thread; a figure the JVM cannot measure is -1. */
    record Reading(long threadId, long cpuNanos, long allocatedBytes) {

        /** CPU time since this reading if still on the same thread, else -1 (not comparable). */
        long elapsedOnSameThread() {
            Reading now = ThreadCpu.now();
            return now.threadId != threadId || cpuNanos < 0 || now.cpuNanos < 0 ? -1
                    : Math.max(0, now.cpuNanos - cpuNanos);
        }

        /** Bytes allocated since this reading if still on the same thread, else -1 (not comparable). */
        long allocatedOnSameThread() {
            Reading now = ThreadCpu.now();
            return now.threadId != threadId || allocatedBytes < 0 || now.allocatedBytes < 0 ? -1
                    : Math.max(0, now.allocatedBytes - allocatedBytes);
        }
    }

    private ThreadCpu() {
    }

    /** The current thread's CPU time and allocated bytes, each -1 where the JVM cannot measure it. */
    static Reading now() {
        return new Reading(Thread.currentThread().getId(), SUPPORTED ? THREADS.getCurrentThreadCpuTime() : -1,
                ALLOCATION == null ? -1 : ALLOCATION.getCurrentThreadAllocatedBytes());
    }

    private static com.sun.management.ThreadMXBean allocationBean() {
        return THREADS instanceof com.sun.management.ThreadMXBean bean && bean.isThreadAllocatedMemorySupported()
                && bean.isThreadAllocatedMemoryEnabled() ? bean : null;
    }
}
