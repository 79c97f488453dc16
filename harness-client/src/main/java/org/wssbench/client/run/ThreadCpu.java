package org.wssbench.client.run;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * CPU time of the current thread (ThreadMXBean), read just before and after each call: the
 * client_cpu_ns column. Unlike the wall-clock time it does not grow while the thread waits for
 * a core that the server JVM or another process holds.
 */
final class ThreadCpu {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean SUPPORTED = THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();

    private ThreadCpu() {
    }

    /** The current thread's CPU time in ns, or -1 where the JVM cannot measure it. */
    static long now() {
        return SUPPORTED ? THREADS.getCurrentThreadCpuTime() : -1;
    }
}
