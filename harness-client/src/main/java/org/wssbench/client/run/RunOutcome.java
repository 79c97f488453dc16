package org.wssbench.client.run;

import org.wssbench.results.SummaryRow;

import java.nio.file.Path;
import java.util.List;

/** What a finished (or stopped) run produced. driverOverheadNanos: mean time between one call's end and the next call's start. */
public record RunOutcome(Path runFolder, boolean complete, List<SummaryRow> summary, List<String> problems,
                         long elapsedNanos, double driverOverheadNanos) {
}
