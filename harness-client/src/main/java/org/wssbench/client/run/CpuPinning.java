package org.wssbench.client.run;

import org.wssbench.results.BadInputException;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Optional placement of the client JVM and the server JVM on disjoint CPUs (Linux {@code taskset}),
 * so the two do not preempt each other on the same core. It changes what is measured (on this
 * project's 2-core machine plain got about 15% faster pinned, so every ratio rose), so a run
 * records its placement and pinned runs must only be compared with pinned runs.
 *
 * @param clientCpus CPU list for this JVM, e.g. "0"; null = leave as is
 * @param serverCpus CPU list for the server JVM (its pid comes from the status page), e.g. "1"; null = leave as is
 */
public record CpuPinning(String clientCpus, String serverCpus) {

    public static final CpuPinning NONE = new CpuPinning(null, null);

    /** Parses {@code CLIENT:SERVER}, e.g. {@code 0:1} or {@code 0-1:2-3}. */
    public static CpuPinning parse(String text) {
        String[] parts = text.split(":");
        if (parts.length != 2 || !cpuList(parts[0]) || !cpuList(parts[1])) {
            throw new BadInputException("--pin-cpus must be CLIENT_CPUS:SERVER_CPUS such as 0:1, not '" + text + "'");
        }
        return new CpuPinning(parts[0].trim(), parts[1].trim());
    }

    private static boolean cpuList(String text) {
        return text.trim().matches("[0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*");
    }

    public boolean enabled() {
        return clientCpus != null || serverCpus != null;
    }

    /** Pins every thread of this JVM and of the server's; returns what was done, for run.json. */
    String apply(Long serverPid) {
        StringBuilder done = new StringBuilder();
        if (clientCpus != null) {
            taskset(clientCpus, ProcessHandle.current().pid());
            done.append("client on CPUs ").append(clientCpus);
        }
        if (serverCpus != null) {
            if (serverPid == null) {
                throw new BadInputException("--pin-cpus: the server's pid is unknown (its status page has no pid;"
                        + " pinning needs the server on this machine)");
            }
            taskset(serverCpus, serverPid);
            done.append(done.length() > 0 ? ", " : "").append("server pid ").append(serverPid).append(" on CPUs ")
                    .append(serverCpus);
        }
        return done.toString();
    }

    private static void taskset(String cpus, long pid) {
        List<String> command = List.of("taskset", "--all-tasks", "--cpu-list", "--pid", cpus, Long.toString(pid));
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes()).trim();
            if (!process.waitFor(10, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", command) + " failed: " + output);
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot run taskset for --pin-cpus: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while pinning CPUs", e);
        }
    }
}
