package org.wssbench.client.run;

import org.wssbench.results.SummaryRow;

import java.nio.file.Path;
import java.util.List;

/**
 * What a finished (or stopped) run produced.
 *
 * @param driverOverheadNanos mean time between one call's end and the next call's start
 * @param cpuStealPercent     the hypervisor's share of the machine's CPU time while the matrix ran; null if unknown
 */
public record RunOutcome(Path runFolder, boolean complete, List<SummaryRow> summary, List<String> problems,
                         long elapsedNanos, double driverOverheadNanos, Double cpuStealPercent) {
}
