package org.wssbench.results.gate;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import org.wssbench.results.RunFolder;
import org.wssbench.results.SummaryRow;

/**
 * How fast a run's host worked, per sequence, read from plain, the one cell that no security change touches: its
 * median request time, and the server's mean business-logic time in it (the query engine alone). A baseline is a
 * valid reference only for a run whose host worked within the range its runs spanned, on both.
 *
 * <p>Why two: plain's request time is mostly the client's and the network's, the business logic is the server's
 * alone. A host can answer plain inside the baseline runs' range while its server works slower than in any of
 * them, and then every message-security figure is dearer than the baseline's without any change to the code.
 *
 * <p>Why plain's cell only: a secured cell's business-logic time follows the security work around it (the same
 * query takes longer between signature checks than in plain), so a witness taken over the secured cells moves with
 * the very slowdown the gate has to judge, and a shared regression would be left unjudged as "another host".
 *
 * @param plainMedianMs plain's median request time per sequence, in ms
 * @param plainAppMs    the server's mean business-logic time in plain per sequence, in ms; empty where the run or
 *                      the baseline file does not record it
 */
public record HostSpeed(Map<String, Double> plainMedianMs, Map<String, Double> plainAppMs) {

    private static final String ANOTHER_HOST = ": another host or host state than the baseline's";

    public HostSpeed {
        plainMedianMs = new TreeMap<>(plainMedianMs);
        plainAppMs = new TreeMap<>(plainAppMs);
    }

    /** The host speed a run's summary records. */
    public static HostSpeed of(RunFolder run) {
        Map<String, Double> median = new TreeMap<>();
        Map<String, Double> app = new TreeMap<>();
        for (SummaryRow row : run.summary()) {
            if (!row.key().isPlain()) {
                continue;
            }
            if (positive(row.medianMs())) {
                median.put(row.sequence(), row.medianMs());
            }
            if (positive(row.serverAppMsMean())) {
                app.put(row.sequence(), row.serverAppMsMean());
            }
        }
        return new HostSpeed(median, app);
    }

    /**
     * Why this host differs from the hosts of {@code reference} (a baseline's runs), if it does: a time outside
     * the range they spanned. Times the reference does not record are not compared.
     */
    Optional<String> outside(List<HostSpeed> reference, String runId) {
        for (Map.Entry<String, Double> plain : plainMedianMs.entrySet()) {
            double[] range = range(reference, HostSpeed::plainMedianMs, plain.getKey());
            if (outside(range, plain.getValue())) {
                return Optional.of(String.format(Locale.ROOT, "plain/%s answered in %.3f ms (median) in run %s, the "
                        + "baseline's runs in %.3f-%.3f ms" + ANOTHER_HOST, plain.getKey(), plain.getValue(), runId,
                        range[0], range[1]));
            }
        }
        for (Map.Entry<String, Double> app : plainAppMs.entrySet()) {
            double[] range = range(reference, HostSpeed::plainAppMs, app.getKey());
            if (outside(range, app.getValue())) {
                return Optional.of(String.format(Locale.ROOT, "the server's business logic took %.3f ms per plain/%s "
                        + "request (mean) in run %s, in the baseline's runs %.3f-%.3f ms" + ANOTHER_HOST,
                        app.getValue(), app.getKey(), runId, range[0], range[1]));
            }
        }
        return Optional.empty();
    }

    private static boolean outside(double[] range, double value) {
        return range != null && (value < range[0] || value > range[1]);
    }

    private static double[] range(List<HostSpeed> reference, Function<HostSpeed, Map<String, Double>> time,
                                  String sequence) {
        double[] range = null;
        for (HostSpeed speed : reference) {
            Double value = time.apply(speed).get(sequence);
            if (value != null) {
                range = range == null ? new double[] {value, value}
                        : new double[] {Math.min(range[0], value), Math.max(range[1], value)};
            }
        }
        return range;
    }

    private static boolean positive(Double value) {
        return value != null && value > 0;
    }
}
