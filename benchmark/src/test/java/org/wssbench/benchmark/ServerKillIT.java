package org.wssbench.benchmark;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.client.run.CpuPinning;
import org.wssbench.client.run.MatrixRunner;
import org.wssbench.client.run.ResourceSampler;
import org.wssbench.client.run.RunOutcome;
import org.wssbench.client.run.RunSettings;
import org.wssbench.client.scenario.Endpoints;
import org.wssbench.client.scenario.SequenceDefinition;
import org.wssbench.client.scenario.Workload;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.sequence.SequenceSpec;

import java.io.IOException;
import java.io.PrintStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Kills a Tomcat (SIGKILL) in the middle of a run: every request measured before is in
 * requests.csv (checked against the server's own request count, read just before the kill, less the
 * one request that may be in flight at that moment, and by
 * the rows' indices running 0, 1, 2... without a gap), the failing ones are recorded as errors
 * with their message, the scenario stops within its error budget, and summary.csv and run.json say the run is incomplete.
 * Uses a second Tomcat from the build's installation so the main one keeps serving the other tests.
 */
class ServerKillIT {

    private static final DeployedService SERVICE = new DeployedService();
    private SecondTomcat tomcat;

    @AfterEach
    void killTomcat() {
        if (tomcat != null) {
            tomcat.close();
        }
    }

    @Test
    void killedServerLosesNoRecordedRow(@TempDir Path work) throws Exception {
        tomcat = SecondTomcat.start(work.resolve("tomcat-base"), SERVICE.security, Map.of());
        tomcat.awaitAnswering(SERVICE.security, 120);
        Endpoints endpoints = tomcat.endpoints;
        // This Tomcat runs without -Dwssbench.status.gc=true: nobody may force a full GC through /status.
        HttpResponse<String> gc = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create(endpoints.statusUrl() + "?gc=true")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(403, gc.statusCode(), gc.body());
        assertTrue(gc.body().contains("wssbench.status.gc"), "the refusal says how to allow it: " + gc.body());

        Workload workload = new Workload("kill-test",
                List.of(new SequenceDefinition(SequenceSpec.SMALL.withCount(20_000), 0)), 1, 1, SyntheticCatalog.TIME_WINDOW);
        int errorBudget = 5;
        Path runFolder = work.resolve("run");
        Files.createDirectories(runFolder);
        RunSettings settings = new RunSettings(new RunSettings.Output("kill-test", runFolder, Map.of()),
                new RunSettings.Matrix(List.of(SERVICE.scenario("plain")), workload),
                new RunSettings.Target(endpoints, SERVICE.security, true),
                new RunSettings.Behaviour(errorBudget, false, 0, CpuPinning.NONE));
        ExecutorService driver = Executors.newSingleThreadExecutor();
        Future<RunOutcome> run = driver.submit(() -> new MatrixRunner(settings, new PrintStream(OutputStream.nullOutputStream())).run());

        Path requests = RunFolder.requestsCsv(runFolder);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (lines(requests) < 300 && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        // An independent count: requests the server itself had answered, read just before the kill.
        long servedBeforeKill = servedRequests(endpoints);
        tomcat.kill();
        RunOutcome outcome = run.get(120, TimeUnit.SECONDS);
        driver.shutdown();

        List<RequestRecord> rows = RunFiles.REQUESTS.read(requests);
        long ok = rows.stream().filter(r -> r.status() == RequestStatus.OK).count();
        assertTrue(servedBeforeKill >= 300, "the server counted the requests before the kill: " + servedBeforeKill);
        // The server counts a request when it enters the business logic, before it answers; the one
        // request the single driver thread had in flight at the count may be cut off by the kill.
        assertTrue(ok >= servedBeforeKill - 1, "every request the server had answered before the kill is an ok row: "
                + ok + " rows, " + servedBeforeKill + " counted by the server (at most one of them in flight)");
        List<RequestRecord> measured = rows.stream().filter(r -> !r.warmup()).toList();
        for (int i = 0; i < measured.size(); i++) {
            assertEquals(i, measured.get(i).index(), "rows are the requests in order, none missing (measured row " + i + ")");
        }
        assertEquals(outcome.summary().get(0).requests() + countWarmup(rows), rows.size(),
                "every measured request is a row of requests.csv");
        List<RequestRecord> failed = rows.stream().filter(r -> r.status() != RequestStatus.OK).toList();
        assertTrue(ok >= 300, "rows measured before the kill are kept: " + ok);
        assertEquals(errorBudget, failed.size(), "the scenario stops after its error budget of consecutive failures");
        assertTrue(rows.subList(0, (int) ok).stream().allMatch(r -> r.status() == RequestStatus.OK), "failures come last");
        for (RequestRecord row : failed) {
            assertFalse(row.error().isBlank(), "a failed request keeps its message");
        }
        assertFalse(outcome.complete());
        assertTrue(outcome.problems().get(0).contains("stopped after " + errorBudget), outcome.problems().toString());
        assertTrue(RunFiles.SUMMARY.read(RunFolder.summaryCsv(runFolder)).stream().noneMatch(r -> r.complete()), "summary says incomplete");
        assertTrue(Files.readString(RunFolder.runJson(runFolder)).contains("\"complete\" : false"), "run.json says incomplete");
    }

    /** Requests of the plain service that entered its business logic, from the killed Tomcat's /status. */
    private static long servedRequests(Endpoints endpoints) {
        Properties status = new ResourceSampler(endpoints.statusUrl(), SERVICE.tls).serverStatus();
        String value = status.getProperty("requests.plain");
        if (value == null) {
            throw new IllegalStateException("no requests.plain on " + endpoints.statusUrl() + ": " + status);
        }
        return Long.parseLong(value);
    }

    private static long countWarmup(List<RequestRecord> rows) {
        return rows.stream().filter(RequestRecord::warmup).count();
    }

    private static long lines(Path file) throws IOException {
        if (!Files.exists(file)) {
            return 0;
        }
        try (Stream<String> lines = Files.lines(file)) {
            return lines.count() - 1;
        }
    }
}
