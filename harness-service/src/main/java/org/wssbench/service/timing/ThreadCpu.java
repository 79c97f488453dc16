package org.wssbench.service.timing;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * CPU time of the current thread (ThreadMXBean): the server-side "cpu" metric of Server-Timing.
 * CPU time is immune to the time a request thread spends waiting for a core, which on a shared
 * machine is much of the noise of wall-clock times.
 */
final class ThreadCpu {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean SUPPORTED = THREADS.isCurrentThreadCpuTimeSupported()
            && THREADS.isThreadCpuTimeEnabled();

    /** A reading on one thread. */
    record Reading(long threadId, long cpuNanos) {

        /** CPU time since this reading if still on the same thread, else -1 (not comparable). */
        long elapsedOnSameThread() {
            Reading now = ThreadCpu.now();
            return now == null || now.threadId != threadId ? -1 : Math.max(0, now.cpuNanos - cpuNanos);
        }
    }

    private ThreadCpu() {
    }

    /** The current thread's CPU time, or null where the JVM cannot measure it. */
    static Reading now() {
        return SUPPORTED ? new Reading(Thread.currentThread().getId(), THREADS.getCurrentThreadCpuTime()) : null;
    }
}
