package org.wssbench.results.report;

import org.wssbench.results.FloorCost;
import org.wssbench.results.RunFiles;
import org.wssbench.results.ProviderFloor;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunManifest;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.floor.FloorCosts;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * "Where the time goes": each scenario's measured overhead split into the cryptographic floor, the
 * XML floor (c14n, extra parsing) and the rest (framework and transport); the floor under every
 * measured provider; the operation costs against openssl; and, for several runs, the end-to-end
 * overhead per provider. Reads summary.csv's floor columns and the run folder's crypto-floor.csv
 * and floor-costs.csv (written by the driver from the crypto-floor command's output).
 */
final class FloorSection {

    private static final long[] SHOWN_SIZES = {1_000, 100_000, 1_000_000};

    private FloorSection() {
    }

    static void append(StringBuilder out, List<RunFolder> runs) {
        out.append("<h2>Where the time goes: cryptographic floor, XML and framework</h2>\n");
        out.append(Html.paragraph("Per request of the best repetition, overhead = scenario minus plain (same run, same "
                + "sequence). Crypto floor = the RSA, AES, SHA-256 and HMAC operations the scenario's policy requires "
                + "on both ends, priced with this machine's JMH costs for the run's JCE provider; XML floor = exclusive "
                + "c14n of signed parts and the extra parsing security requires; framework/transport = the rest. "
                + "The model and what it leaves out: crypto-floor/README.md."));
        for (RunFolder run : runs) {
            appendSplit(out, run);
        }
        appendProviderFloors(out, runs.get(runs.size() - 1));
        appendOperationCosts(out, runs.get(runs.size() - 1));
        if (runs.size() > 1) {
            appendEndToEnd(out, runs);
        }
    }

    private static void appendSplit(StringBuilder out, RunFolder run) {
        List<List<String>> rows = new ArrayList<>();
        for (SummaryRow r : run.summary()) {
            Double overhead = overhead(run, r);
            Double crypto = r.floor().cryptoFloorMs();
            Double xml = r.floor().xmlFloorMs();
            if (r.scenario().equals("plain") || overhead == null) {
                continue;
            }
            Double rest = crypto == null || xml == null ? null : overhead - crypto - xml;
            Double share = crypto == null || xml == null || overhead <= 0 ? null : 100 * (crypto + xml) / overhead;
            rows.add(List.of(r.scenario(), r.sequence(), Numbers.fixed(overhead, 3), Numbers.fixed(crypto, 3),
                    Numbers.fixed(xml, 3), Numbers.fixed(rest, 3), Numbers.fixed(share, 0)));
        }
        out.append("<h3>Run ").append(Html.escape(run.runId())).append(", crypto provider ")
                .append(Html.escape(provider(run))).append("</h3>\n");
        if (run.summary().stream().allMatch(r -> r.floor().cryptoFloorMs() == null)) {
            out.append(Html.paragraph("No floor columns in this run: measure the floor costs first (java -cp "
                    + "crypto-floor/target/benchmarks.jar org.wssbench.floor.FloorRun, see crypto-floor/README.md), then run again."));
        }
        out.append(Html.table(List.of("scenario", "sequence", "overhead ms", "crypto floor ms", "XML/c14n floor ms",
                "framework/transport ms", "floor % of overhead"), rows));
    }

    private static void appendProviderFloors(StringBuilder out, RunFolder run) {
        List<ProviderFloor> floors = read(() -> RunFiles.in(run.directory()).read(RunFiles.PROVIDER_FLOORS));
        if (floors.isEmpty()) {
            return;
        }
        Set<String> providers = new LinkedHashSet<>();
        Set<ScenarioSequence> cells = new LinkedHashSet<>();
        floors.forEach(f -> {
            providers.add(f.provider() + " " + f.providerVersion());
            cells.add(new ScenarioSequence(f.scenario(), f.sequence()));
        });
        List<String> headers = new ArrayList<>(List.of("scenario", "sequence", "XML/c14n floor ms"));
        providers.forEach(p -> headers.add("crypto floor ms, " + p));
        List<List<String>> rows = new ArrayList<>();
        for (ScenarioSequence cell : cells) {
            List<String> row = new ArrayList<>(List.of(cell.scenario(), cell.sequence()));
            Double xml = floors.stream().filter(f -> f.scenario().equals(cell.scenario()) && f.sequence().equals(cell.sequence()))
                    .findFirst().map(ProviderFloor::xmlFloorMs).orElse(null);
            row.add(Numbers.fixed(xml, 3));
            for (String provider : providers) {
                row.add(Numbers.fixed(floors.stream().filter(f -> f.scenario().equals(cell.scenario())
                                && f.sequence().equals(cell.sequence()) && (f.provider() + " " + f.providerVersion()).equals(provider))
                        .findFirst().map(ProviderFloor::cryptoFloorMs).orElse(null), 3));
            }
            rows.add(row);
        }
        out.append("<h3>The same messages' floor under each provider (run ").append(Html.escape(run.runId()))
                .append(")</h3>\n").append(Html.table(headers, rows));
    }

    private static void appendOperationCosts(StringBuilder out, RunFolder run) {
        List<FloorCost> all = read(() -> RunFiles.in(run.directory()).read(RunFiles.FLOOR_COSTS));
        if (all.isEmpty()) {
            return;
        }
        List<String> providers = all.stream().map(FloorCost::provider).distinct().toList();
        List<String> headers = new ArrayList<>(List.of("operation", "bytes"));
        providers.forEach(p -> headers.add(p + " ms (± 99.9% CI)"));
        List<List<String>> rows = new ArrayList<>();
        for (String operation : List.of("rsa.sign", "rsa.verify", "rsa.oaep-wrap", "rsa.oaep-unwrap")) {
            rows.add(costRow(all, providers, operation, 0));
        }
        for (String operation : List.of("aes.encrypt", "aes.decrypt", "sha256", "hmac-sha1")) {
            for (long size : SHOWN_SIZES) {
                rows.add(costRow(all, providers, operation, size));
            }
        }
        out.append("<h3>Operation costs on this machine (JMH; openssl speed as the hardware reference)</h3>\n")
                .append(Html.table(headers, rows));
    }

    private static List<String> costRow(List<FloorCost> all, List<String> providers, String operation, long bytes) {
        List<String> row = new ArrayList<>(List.of(operation, bytes == 0 ? "" : String.valueOf(bytes)));
        for (String provider : providers) {
            Optional<FloorCost> exact = all.stream().filter(c -> c.provider().equals(provider)
                    && c.operation().equals(operation) && c.bytes() == bytes).findFirst();
            if (exact.isPresent()) {
                FloorCost c = exact.get();
                row.add(String.format(java.util.Locale.ROOT, "%.4f", c.msPerOp())
                        + (c.msError() == null ? "" : String.format(java.util.Locale.ROOT, " ± %.4f", c.msError())));
            } else if (provider.equals("openssl") && all.stream().anyMatch(c -> c.provider().equals(provider)
                    && c.operation().equals(operation))) {
                // openssl speed measures 16 B-16 KB blocks: interpolated / extrapolated linearly.
                Optional<FloorCosts> openssl = FloorCosts.of(all, provider);
                row.add(openssl.map(o -> String.format(java.util.Locale.ROOT, "~%.4f", o.ms(operation, bytes))).orElse(""));
            } else {
                row.add("");
            }
        }
        return row;
    }

    /** Several runs (one per provider, say): the measured overhead per request and its floor, side by side. */
    private static void appendEndToEnd(StringBuilder out, List<RunFolder> runs) {
        List<String> headers = new ArrayList<>(List.of("scenario", "sequence"));
        runs.forEach(run -> {
            headers.add(provider(run) + " (" + run.runId() + ") overhead ms");
            headers.add(provider(run) + " x plain");
            headers.add(provider(run) + " crypto floor ms");
        });
        List<List<String>> rows = new ArrayList<>();
        for (SummaryRow first : runs.get(0).summary()) {
            if (first.scenario().equals("plain")) {
                continue;
            }
            List<String> row = new ArrayList<>(List.of(first.scenario(), first.sequence()));
            for (RunFolder run : runs) {
                Optional<SummaryRow> r = run.row(first.key());
                row.add(Numbers.fixed(r.map(x -> overhead(run, x)).orElse(null), 3));
                row.add(Numbers.ratio(r.map(SummaryRow::timeRatioVsPlain).orElse(null)));
                row.add(Numbers.fixed(r.map(x -> x.floor().cryptoFloorMs()).orElse(null), 3));
            }
            rows.add(row);
        }
        out.append("<h3>End to end, run by run</h3>\n").append(Html.paragraph("One column group per run; with one run "
                + "per provider, this is what the provider changes end to end. For the statistics of a change, use "
                + "compare on several runs per provider.")).append(Html.table(headers, rows));
    }

    /** Best repetition's mean per request minus plain's, ms. */
    static Double overhead(RunFolder run, SummaryRow row) {
        Optional<SummaryRow> plain = run.row(new ScenarioSequence("plain", row.sequence()));
        Double mine = row.bestRepetitionMeanMs();
        Double plains = plain.map(SummaryRow::bestRepetitionMeanMs).orElse(null);
        return mine == null || plains == null ? null : mine - plains;
    }

    static String provider(RunFolder run) {
        String provider = run.manifest().map(RunManifest::crypto).map(RunManifest.Crypto::client)
                .map(RunManifest.CryptoProvider::choice).orElse(null);
        return provider == null ? "jdk (not recorded)" : provider;
    }

    private interface Reader<T> {
        T read() throws IOException;
    }

    private static <T> T read(Reader<T> reader) {
        try {
            return reader.read();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
