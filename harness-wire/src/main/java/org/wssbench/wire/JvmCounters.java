package org.wssbench.wire;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.Map;
import java.util.Properties;

/**
 * Resource counters of one JVM, read the same way in the driver (its own JVM) and in the service
 * (reported on the status page), so client and server columns of summary.csv mean the same thing.
 * Null where unknown (e.g. no process CPU time on this JVM, or a status page without the key).
 *
 * @param heapUsedMb heap in use; after a GC if {@link #sample(boolean) sample(true)} asked for one
 * @param heapMaxMb  the heap limit (-Xmx)
 * @param gcCount    collections of all collectors since JVM start
 * @param gcTimeMs   time spent in them
 * @param cpuTimeMs  CPU time of the whole process
 */
public record JvmCounters(Double heapUsedMb, Double heapMaxMb, Long gcCount, Long gcTimeMs, Long cpuTimeMs) {

    public static final JvmCounters UNKNOWN = new JvmCounters(null, null, null, null, null);

    /** Reads this JVM's counters; with {@code gcFirst} a full GC runs first so the heap is the live heap. */
    public static JvmCounters sample(boolean gcFirst) {
        if (gcFirst) {
            System.gc();
        }
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        long count = 0;
        long time = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            count += Math.max(0, gc.getCollectionCount());
            time += Math.max(0, gc.getCollectionTime());
        }
        Long cpu = ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() / 1_000_000 : null;
        return new JvmCounters(megabytes(heap.getUsed()), heap.getMax() < 0 ? null : megabytes(heap.getMax()),
                count, time, cpu);
    }

    /** Adds the known counters to a status page under their {@link StatusPage} keys. */
    public void putInto(Map<String, Object> page) {
        put(page, StatusPage.HEAP_USED_MB, heapUsedMb);
        put(page, StatusPage.HEAP_MAX_MB, heapMaxMb);
        put(page, StatusPage.GC_COUNT, gcCount);
        put(page, StatusPage.GC_TIME_MS, gcTimeMs);
        put(page, StatusPage.CPU_TIME_MS, cpuTimeMs);
    }

    /**
     * The counters of a status page; missing keys are null.
     *
     * @throws NumberFormatException naming the key when a value is not a number
     */
    public static JvmCounters from(Properties page) {
        return new JvmCounters(decimal(page, StatusPage.HEAP_USED_MB), decimal(page, StatusPage.HEAP_MAX_MB),
                whole(page, StatusPage.GC_COUNT), whole(page, StatusPage.GC_TIME_MS), whole(page, StatusPage.CPU_TIME_MS));
    }

    private static double megabytes(long bytes) {
        return bytes / (1024.0 * 1024.0);
    }

    private static void put(Map<String, Object> page, String key, Object value) {
        if (value != null) {
            page.put(key, value);
        }
    }

    private static Double decimal(Properties page, String key) {
        String text = page.getProperty(key);
        try {
            return text == null ? null : Double.valueOf(text);
        } catch (NumberFormatException e) {
            throw new NumberFormatException("status page key " + key + ": '" + text + "' is not a number");
        }
    }

    private static Long whole(Properties page, String key) {
        String text = page.getProperty(key);
        try {
            return text == null ? null : Long.valueOf(text);
        } catch (NumberFormatException e) {
            throw new NumberFormatException("status page key " + key + ": '" + text + "' is not an integer");
        }
    }
}
