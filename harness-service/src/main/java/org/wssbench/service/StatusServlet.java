package org.wssbench.service;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.Map;
import java.util.TreeMap;

/**
 * Resource use of the server JVM, as {@code key=value} lines, read by the driver around each
 * scenario. {@code ?gc=true} runs a full GC first so heap_used_mb is the heap after GC.
 * Not a SOAP operation on purpose: it must not be measured as part of any scenario.
 */
public class StatusServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if ("true".equals(request.getParameter("gc"))) {
            System.gc();
        }
        Map<String, Object> values = new TreeMap<>();
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        values.put("heap_used_mb", heap.getUsed() / (1024.0 * 1024.0));
        values.put("heap_max_mb", heap.getMax() / (1024.0 * 1024.0));
        long gcCount = 0;
        long gcTime = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            gcCount += Math.max(0, gc.getCollectionCount());
            gcTime += Math.max(0, gc.getCollectionTime());
        }
        values.put("gc_count", gcCount);
        values.put("gc_time_ms", gcTime);
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            values.put("cpu_time_ms", os.getProcessCpuTime() / 1_000_000);
        }
        values.put("server_info", getServletContext().getServerInfo());
        values.put("jdk", System.getProperty("java.vm.name") + " " + Runtime.version());
        values.put("uptime_ms", ManagementFactory.getRuntimeMXBean().getUptime());
        try {
            ServiceRuntime runtime = ServiceRuntime.get();
            values.put("catalogue", runtime.catalog().identity());
            values.put("catalogue_size", runtime.catalog().size());
            runtime.queriesByService().forEach((service, count) -> values.put("queries." + service, count.sum()));
        } catch (IllegalStateException notStarted) {
            values.put("error", notStarted.getMessage());
        }
        response.setContentType("text/plain;charset=UTF-8");
        try (PrintWriter out = response.getWriter()) {
            values.forEach((key, value) -> out.println(key + "=" + value));
        }
    }
}
