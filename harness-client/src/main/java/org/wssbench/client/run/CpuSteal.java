package org.wssbench.client.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * One reading of the machine's CPU time counters (the {@code cpu} line of /proc/stat): how much of it the
 * hypervisor gave to other guests ("steal") and how much there was in all. Two readings give the steal share of a
 * run, run.json's {@code cpu_steal_percent}: on a shared VM the client and the server both lose that time, so it
 * says whether the machine was quiet while the run was measured. Linux only; elsewhere there is no reading.
 *
 * @param steal  ticks stolen since boot, summed over the cores
 * @param total  ticks of every kind since boot (user, nice, system, idle, iowait, irq, softirq, steal)
 */
record CpuSteal(long steal, long total) {

    private static final Path PROC_STAT = Path.of("/proc/stat");
    /** user, nice, system, idle, iowait, irq, softirq, steal; guest time is already inside user and nice. */
    private static final int FIELDS = 8;

    /** This machine's counters now, if it has /proc/stat with a steal field. */
    static Optional<CpuSteal> read() {
        try {
            List<String> lines = Files.readAllLines(PROC_STAT);
            return lines.isEmpty() ? Optional.empty() : parse(lines.get(0));
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }

    /** The counters of a /proc/stat {@code cpu} line; empty for any other line or one without a steal field. */
    static Optional<CpuSteal> parse(String line) {
        String[] fields = line.trim().split("\\s+");
        if (!fields[0].equals("cpu") || fields.length < FIELDS + 1) {
            return Optional.empty();
        }
        long total = 0;
        try {
            for (int i = 1; i <= FIELDS; i++) {
                total += Long.parseLong(fields[i]);
            }
            return Optional.of(new CpuSteal(Long.parseLong(fields[FIELDS]), total));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** The share of the CPU time since {@code earlier} that was stolen, in percent (0 if no time passed). */
    double percentSince(CpuSteal earlier) {
        long elapsed = total - earlier.total;
        return elapsed <= 0 ? 0 : 100.0 * (steal - earlier.steal) / elapsed;
    }
}
