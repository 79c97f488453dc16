package org.wssbench.client.capture;

import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.Endpoints;
import org.wssbench.client.scenario.MatrixFiles;
import org.wssbench.client.scenario.QueryRequests;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.scenario.SequenceDefinition;
import org.wssbench.client.scenario.Workload;
import org.wssbench.client.transport.TrustedTls;
import org.wssbench.results.RequestStatus;
import org.wssbench.security.SecurityConfig;
import org.wssbench.seismic.query.QueryRange;
import org.wssbench.seismic.sequence.RequestSequence;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;

/**
 * Captures the real SOAP envelopes the benchmarks parse and canonicalise: for each sequence of the
 * full workload, the plain scenario's request and response whose response size is nearest to the
 * sequence's mean, as sent and received on the wire by the real driver. Writes
 * {@code <sequence>-request.xml.gz} and {@code <sequence>-response.xml.gz}, which crypto-floor's
 * {@code CapturedBodyBenchmark} reads (crypto-floor/README.md).
 *
 * <p>Usage (against any running service, e.g. the one {@code mvn verify} or docker-compose starts):
 * {@code java -cp harness-cli/target/harness-cli.jar org.wssbench.client.capture.BodyCapture <http base url> <output dir>}
 */
public final class BodyCapture {

    private BodyCapture() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: BodyCapture <http base url, e.g. http://localhost:8080/wss-bench> <output dir>");
            System.exit(2);
        }
        URI base = URI.create(args[0]);
        Path out = Path.of(args[1]);
        Files.createDirectories(out);
        Map<String, ScenarioDefinition> scenarios = MatrixFiles.loadScenarios(Path.of("scenarios/scenarios.properties"),
                Path.of("scenarios").toAbsolutePath());
        Workload workload = MatrixFiles.loadWorkload(Path.of("scenarios/workload-full.properties"));
        SecurityConfig security = SecurityConfig.load();
        try (ScenarioClient client = new ScenarioClient(scenarios.get("plain"), new Endpoints(base, base), security,
                TrustedTls.from(security))) {
            for (SequenceDefinition sequence : workload.sequences()) {
                capture(client, sequence, workload, out);
            }
        }
    }

    private static void capture(ScenarioClient client, SequenceDefinition sequence, Workload workload, Path out)
            throws IOException {
        List<QueryRange> requests = RequestSequence.generate(sequence.spec(), workload.window());
        long[] sizes = new long[requests.size()];
        double total = 0;
        for (int i = 0; i < requests.size(); i++) {
            CallResult result = client.call(QueryRequests.toRequest(requests.get(i)));
            if (result.status() != RequestStatus.OK) {
                throw new IllegalStateException(sequence.name() + " request " + i + " failed: " + result.error());
            }
            sizes[i] = result.responseBytes();
            total += sizes[i];
        }
        double mean = total / sizes.length;
        int typical = 0;
        for (int i = 1; i < sizes.length; i++) {
            if (Math.abs(sizes[i] - mean) < Math.abs(sizes[typical] - mean)) {
                typical = i;
            }
        }
        client.tap().setCapture(true);
        client.call(QueryRequests.toRequest(requests.get(typical)));
        client.tap().setCapture(false);
        write(out.resolve(sequence.name() + "-request.xml.gz"), client.tap().capturedRequest());
        write(out.resolve(sequence.name() + "-response.xml.gz"), client.tap().capturedResponse());
        System.out.printf("%s: request %d of %d (response %d bytes, sequence mean %.0f) captured in %s%n",
                sequence.name(), typical, sizes.length, sizes[typical], mean, out);
    }

    private static void write(Path file, byte[] bytes) throws IOException {
        try (OutputStream gz = new GZIPOutputStream(Files.newOutputStream(file))) {
            gz.write(bytes);
        }
    }
}
