package org.wssbench.results.gate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.wssbench.results.RoundRatios;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunFiles;
import org.wssbench.results.SummaryRow;

/** Run folders whose gated figures the test chooses: summary.csv rows and a run.json naming machine and matrix. */
public final class GateRuns {

    public static final String CPU = "Test CPU [family 6 model 85 stepping 7]";
    public static final String JDK17 = "OpenJDK 64-Bit Server VM 17.0.15+6";
    /** When every written run started, until {@link #dated} changes it. */
    static final String DATE = "2026-11-22T03:15:00Z";
    public static final List<String> SECURED = List.of("username", "username-digest", "sign", "encr", "secureconversation");

    private GateRuns() {
    }

    /** The figures of a typical run: ssl plus four message-security scenarios, two sequences. */
    public static Map<String, Double> typical() {
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("ssl/small", 1.15);
        figures.put("username/small", 1.4);
        figures.put("sign/small", 6.0);
        figures.put("encr/small", 5.0);
        figures.put("secureconversation/small", 3.0);
        figures.put("ssl/large", 1.3);
        figures.put("username/large", 2.8);
        figures.put("sign/large", 6.1);
        figures.put("encr/large", 5.0);
        figures.put("secureconversation/large", 6.3);
        return figures;
    }

    /** {@code base} with each figure times {@code exp(sd * N(0,1))}, plus {@code shift} (log) on every figure. */
    public static Map<String, Double> noisy(Map<String, Double> base, Random random, double sd, double shift) {
        Map<String, Double> figures = new LinkedHashMap<>();
        base.forEach((cell, value) -> figures.put(cell, value * Math.exp(shift + sd * random.nextGaussian())));
        return figures;
    }

    /** {@code base} with the named scenarios' figures times {@code factor}. */
    public static Map<String, Double> slowed(Map<String, Double> base, double factor, String... scenarios) {
        Map<String, Double> figures = new LinkedHashMap<>(base);
        for (String scenario : scenarios) {
            figures.replaceAll((cell, value) -> cell.startsWith(scenario + "/") ? value * factor : value);
        }
        return figures;
    }

    public static RunFolder write(Path dir, String runId, Map<String, Double> figures) throws IOException {
        return write(dir, runId, figures, CPU, JDK17, 0.5, 0);
    }

    /**
     * @param plainMs plain's median request time (small; large is ten times it)
     * @param errors  failed requests in sign/small
     */
    public static RunFolder write(Path dir, String runId, Map<String, Double> figures, String cpu, String jdk, double plainMs,
                           long errors) throws IOException {
        return write(dir, runId, figures, cpu, jdk, plainMs, errors, null);
    }

    /** @param serverAppMs the server's business-logic time of every cell (small; large is ten times it), or null */
    public static RunFolder write(Path dir, String runId, Map<String, Double> figures, String cpu, String jdk, double plainMs,
                                  long errors, Double serverAppMs) throws IOException {
        return write(dir, runId, figures, cpu, jdk, plainMs, errors, serverAppMs, serverAppMs);
    }

    /**
     * @param plainAppMs   the server's business-logic time in plain (small; large is ten times it), or null
     * @param securedAppMs the same in every other cell, or null
     */
    public static RunFolder write(Path dir, String runId, Map<String, Double> figures, String cpu, String jdk, double plainMs,
                                  long errors, Double plainAppMs, Double securedAppMs) throws IOException {
        Files.createDirectories(dir);
        List<SummaryRow> rows = new ArrayList<>();
        for (String sequence : List.of("small", "large")) {
            double plain = sequence.equals("small") ? plainMs : plainMs * 10;
            rows.add(row(runId, "plain", sequence, plain, 1.0, 1.0, 0, app(plainAppMs, sequence)));
        }
        figures.forEach((cell, figure) -> {
            String[] parts = cell.split("/");
            double size = parts[0].equals("ssl") ? 1.0 : parts[0].equals("username") ? 1.4 : 3.0;
            rows.add(row(runId, parts[0], parts[1], plainMs * figure, figure, size,
                    cell.equals("sign/small") ? errors : 0, app(securedAppMs, parts[1])));
        });
        RunFiles.in(dir).write(RunFiles.SUMMARY, rows);
        StringBuilder scenarios = new StringBuilder("{\"name\": \"plain\", \"transport\": \"http\", \"policy\": null},"
                + "{\"name\": \"ssl\", \"transport\": \"https\", \"policy\": null}");
        for (String scenario : SECURED) {
            scenarios.append(",{\"name\": \"").append(scenario).append("\", \"transport\": \"http\", \"policy\": \"")
                    .append(scenario).append("-client.xml\"}");
        }
        Files.writeString(RunFolder.runJson(dir), """
                {"run_id": "%s", "date": "%s", "complete": true, "jdk": "%s",
                 "os": "Linux", "cpu_model": "%s", "cores": 2, "catalogue": "synthetic seed=1",
                 "matrix": {"scenarios": [%s], "workload": "quick", "threads": 1, "rounds": 90, "repetitions": 3,
                            "sequences": [{"name": "small", "count": 480, "warmup": 100},
                                          {"name": "large", "count": 30, "warmup": 10}]}}
                """.formatted(runId, DATE, jdk, cpu, scenarios));
        return RunFolder.open(dir);
    }

    /** The run written in {@code dir}, recorded as started at {@code date} (ISO-8601, UTC) instead. */
    public static RunFolder dated(Path dir, String date) throws IOException {
        Path json = RunFolder.runJson(dir);
        Files.writeString(json, Files.readString(json).replace(DATE, date));
        return RunFolder.open(dir);
    }

    private static Double app(Double smallMs, String sequence) {
        return smallMs == null ? null : sequence.equals("small") ? smallMs : smallMs * 10;
    }

    private static SummaryRow row(String runId, String scenario, String sequence, double medianMs, double figure,
                                  double sizeRatio, long errors, Double serverAppMs) {
        RoundRatios ratios = new RoundRatios(figure, figure, 1.0, 0.0, figure, figure, figure, figure, figure, 0.0);
        return new SummaryRow(runId, scenario, sequence, true, 100, errors, 3, 1, medianMs * 100, medianMs, medianMs,
                0.1, medianMs * 0.8, medianMs * 1.2, medianMs * 2, medianMs * 3, medianMs * 5, 10, 1000 / medianMs,
                500 * sizeRatio, 400 * sizeRatio, figure, sizeRatio, sizeRatio, null, null, serverAppMs, null, 3L, null, null,
                null, null, ratios);
    }
}
