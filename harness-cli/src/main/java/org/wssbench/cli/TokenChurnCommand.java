package org.wssbench.cli;

import org.wssbench.client.run.ResourceSampler;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.Endpoints;
import org.wssbench.client.scenario.MatrixFiles;
import org.wssbench.client.scenario.QueryRequests;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.transport.TrustedTls;
import org.wssbench.rampart.PolicyTemplate;
import org.wssbench.results.BadInputException;
import org.wssbench.security.PlaceholderResolver;
import org.wssbench.security.SecurityConfig;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.sequence.RequestSequence;
import org.wssbench.seismic.sequence.SequenceSpec;
import org.wssbench.seismic.ws.types.MatchQuakes;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import javax.net.ssl.SSLContext;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Token churn soak (issue 14): many clients each open a fresh secure-conversation client, fetch a
 * token with one call, and close (cancelling the token, or abandoning it with --abandon), until
 * --tokens tokens were issued. The server's heap after a full GC is sampled every --sample-every
 * tokens into a CSV; the summary is the heap growth per token (least-squares slope). Not a
 * benchmark: it measures whether the service forgets tokens.
 */
@Command(name = "token-churn", mixinStandardHelpOptions = true,
        description = {"Creates and cancels (or abandons) many secure-conversation tokens and samples the server heap after GC.",
                "Exit code: 0 = all calls answered, 1 = some failed, 2 = bad input."})
public final class TokenChurnCommand implements java.util.concurrent.Callable<Integer> {

    @Mixin
    ServiceOptions service;

    @Option(names = {"-s", "--scenario"}, defaultValue = "secureconversation",
            description = "Scenario whose clients fetch tokens (default: ${DEFAULT-VALUE}).")
    String scenarioName;

    @Option(names = "--tokens", defaultValue = "5000", description = "Tokens to create (default: ${DEFAULT-VALUE}).")
    int tokens;

    @Option(names = "--clients", defaultValue = "16", description = "Concurrent client threads (default: ${DEFAULT-VALUE}).")
    int clients;

    @Option(names = "--sample-every", defaultValue = "250",
            description = "Sample the server heap after GC every N tokens (default: ${DEFAULT-VALUE}).")
    int sampleEvery;

    @Option(names = "--abandon", description = "Close clients without cancelling their token (default: cancel).")
    boolean abandon;


    @Option(names = {"-o", "--output"}, defaultValue = "results/token-churn.csv", description = "CSV of heap samples (default: ${DEFAULT-VALUE}).")
    Path output;

    @Override
    public Integer call() throws Exception {
        if (tokens < 1 || clients < 1 || sampleEvery < 1) {
            throw new BadInputException("--tokens, --clients and --sample-every must be at least 1");
        }
        PrintStream out = System.out;
        SecurityConfig security = service.security();
        Path scenariosFile = service.scenariosFile;
        ScenarioDefinition scenario = MatrixFiles.loadScenarios(scenariosFile, scenariosFile.toAbsolutePath().getParent()).get(scenarioName);
        if (scenario == null || !scenario.secured()) {
            throw new BadInputException("--scenario " + scenarioName + ": not a secured scenario of " + scenariosFile);
        }
        String policyText = Files.readString(scenario.policy(), StandardCharsets.UTF_8);
        PolicyTemplate policy = new PolicyTemplate(scenario.policy().toString(),
                PlaceholderResolver.of(security).resolve(scenario.policy().toString(), policyText));
        SSLContext tls = TrustedTls.from(security);
        Endpoints endpoints = service.endpoints();
        ResourceSampler sampler = new ResourceSampler(endpoints.statusUrl(), tls);
        MatchQuakes request = QueryRequests.toRequest(RequestSequence.generate(SequenceSpec.SMALL.withCount(1), SyntheticCatalog.TIME_WINDOW).get(0));

        AtomicInteger started = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        AtomicInteger failed = new AtomicInteger();
        AtomicReference<String> lastFailure = new AtomicReference<>();
        List<double[]> samples = new ArrayList<>(); // tokens, heap MB
        Files.createDirectories(output.toAbsolutePath().getParent());
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        try (PrintWriter csv = new PrintWriter(Files.newBufferedWriter(output, StandardCharsets.UTF_8))) {
            csv.println("tokens,elapsed_s,server_heap_mb,sct_tokens_held,failed");
            sample(sampler, 0, start, failed.get(), samples, csv, out);
            List<Future<?>> workers = new ArrayList<>();
            for (int c = 0; c < clients; c++) {
                workers.add(pool.submit(() -> {
                    while (started.getAndIncrement() < tokens) {
                        try (ScenarioClient client = new ScenarioClient(scenario, endpoints, policy.newPolicy(), tls)) {
                            client.cancelTokenOnClose(!abandon);
                            CallResult result = client.call(request);
                            if (!result.ok()) {
                                failed.incrementAndGet();
                                lastFailure.set(result.error());
                            }
                        }
                        done.incrementAndGet();
                    }
                    return null;
                }));
            }
            int nextSample = sampleEvery;
            while (done.get() < tokens) {
                if (done.get() >= nextSample) {
                    sample(sampler, nextSample, start, failed.get(), samples, csv, out);
                    nextSample += sampleEvery;
                } else {
                    Thread.sleep(100);
                }
                for (Future<?> worker : workers) {
                    if (worker.isDone()) {
                        worker.get(); // surfaces a worker that died
                    }
                }
            }
            for (Future<?> worker : workers) {
                worker.get(10, TimeUnit.MINUTES);
            }
            sample(sampler, tokens, start, failed.get(), samples, csv, out);
        } finally {
            pool.shutdownNow();
        }
        double slopeMbPerToken = slope(samples);
        out.printf(Locale.ROOT, "%d tokens (%s) by %d clients in %.0f s, %d failed calls%s%n", tokens,
                abandon ? "abandoned" : "cancelled", clients, (System.nanoTime() - start) / 1e9, failed.get(),
                lastFailure.get() == null ? "" : "; last: " + lastFailure.get());
        out.printf(Locale.ROOT, "server heap after GC: %.1f MB -> %.1f MB; growth %.0f bytes per token (least squares over %d samples) -> %s%n",
                samples.get(0)[1], samples.get(samples.size() - 1)[1], slopeMbPerToken * 1024 * 1024, samples.size(), output);
        return failed.get() == 0 ? 0 : 1;
    }

    private static void sample(ResourceSampler sampler, int tokens, long start, int failed, List<double[]> samples,
                               PrintWriter csv, PrintStream out) {
        Double heapMb = sampler.serverHeapAfterGc();
        Properties status = sampler.serverStatus();
        if (heapMb == null) {
            throw new IllegalStateException("server status unavailable: " + sampler.lastServerError());
        }
        samples.add(new double[] {tokens, heapMb});
        String held = status.getProperty("sct_tokens", "");
        csv.printf(Locale.ROOT, "%d,%.1f,%.2f,%s,%d%n", tokens, (System.nanoTime() - start) / 1e9, heapMb, held, failed);
        csv.flush();
        out.printf(Locale.ROOT, "%6d tokens: server heap %.1f MB, tokens held %s%n", tokens, heapMb, held.isEmpty() ? "?" : held);
    }

    /** Least-squares slope of heap (MB) over tokens. */
    static double slope(List<double[]> points) {
        int n = points.size();
        if (n < 2) {
            return Double.NaN;
        }
        double mx = points.stream().mapToDouble(p -> p[0]).average().orElse(0);
        double my = points.stream().mapToDouble(p -> p[1]).average().orElse(0);
        double sxy = 0;
        double sxx = 0;
        for (double[] p : points) {
            sxy += (p[0] - mx) * (p[1] - my);
            sxx += (p[0] - mx) * (p[0] - mx);
        }
        return sxy / sxx;
    }
}
