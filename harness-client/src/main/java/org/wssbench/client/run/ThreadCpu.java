package org.wssbench.client.run;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * CPU time and allocated heap bytes of the current thread (ThreadMXBean), read just before and
 * after each call: the client_cpu_ns and client_alloc_bytes columns. Unlike the wall-clock time
 * the CPU time does not grow while the thread waits for a core that the server JVM or another
 * process holds.
 */
final class ThreadCpu {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean SUPPORTED = THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();

    private static final com.sun.management.ThreadMXBean ALLOCATION =
            THREADS instanceof com.sun.management.ThreadMXBean bean && bean.isThreadAllocatedMemorySupported()
                    && bean.isThreadAllocatedMemoryEnabled() ? bean : null;

    private ThreadCpu() {
    }

    /** The current thread's CPU time in ns, or -1 where the JVM cannot measure it. */
    static long now() {
        return SUPPORTED ? THREADS.getCurrentThreadCpuTime() : -1;
    }

    /** The heap bytes the current thread has allocated so far, or -1 where the JVM cannot tell. */
    static long allocatedBytes() {
        return ALLOCATION == null ? -1 : ALLOCATION.getCurrentThreadAllocatedBytes();
    }
}
