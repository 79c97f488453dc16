package org.wssbench.benchmark;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.client.run.MatrixRunner;
import org.wssbench.client.run.RunOutcome;
import org.wssbench.client.run.RunSettings;
import org.wssbench.client.run.ServerWait;
import org.wssbench.client.scenario.Endpoints;
import org.wssbench.client.scenario.SequenceDefinition;
import org.wssbench.client.scenario.Workload;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.RequestsCsvReader;
import org.wssbench.results.RunFolder;
import org.wssbench.results.SummaryCsv;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.sequence.SequenceSpec;

import java.io.IOException;
import java.io.PrintStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Kills a Tomcat (SIGKILL) in the middle of a run: every request measured before is in
 * requests.csv, the failing ones are recorded as errors with their message, the scenario stops
 * within its error budget, and summary.csv and run.json say the run is incomplete.
 * Uses a second Tomcat from the build's installation so the main one keeps serving the other tests.
 */
class ServerKillIT {

    private static final DeployedService SERVICE = new DeployedService();
    private Process tomcat;

    @AfterEach
    void killTomcat() {
        if (tomcat != null) {
            tomcat.destroyForcibly();
        }
    }

    @Test
    void killedServerLosesNoRecordedRow(@TempDir Path work) throws Exception {
        int http = freePort();
        int https = freePort();
        startTomcat(work.resolve("tomcat-base"), http, https, freePort());
        Endpoints endpoints = new Endpoints(URI.create("http://localhost:" + http + "/wss-bench"),
                URI.create("https://localhost:" + https + "/wss-bench"));
        ServerWait.untilAnswering(endpoints.statusUrl(), SERVICE.security, 120, new PrintStream(OutputStream.nullOutputStream()));

        Workload workload = new Workload("kill-test",
                List.of(new SequenceDefinition(SequenceSpec.SMALL.withCount(20_000), 0)), 1, 1, SyntheticCatalog.TIME_WINDOW);
        int errorBudget = 5;
        Path runFolder = work.resolve("run");
        Files.createDirectories(runFolder);
        RunSettings settings = new RunSettings("kill-test", runFolder, List.of(SERVICE.scenario("plain")), workload,
                endpoints, SERVICE.security, errorBudget, true, false, Map.of(), 0, List.of());
        ExecutorService driver = Executors.newSingleThreadExecutor();
        Future<RunOutcome> run = driver.submit(() -> new MatrixRunner(settings, new PrintStream(OutputStream.nullOutputStream())).run());

        Path requests = RunFolder.requestsCsv(runFolder);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (lines(requests) < 300 && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        tomcat.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        RunOutcome outcome = run.get(120, TimeUnit.SECONDS);
        driver.shutdown();

        List<RequestRecord> rows = RequestsCsvReader.read(requests);
        assertEquals(outcome.summary().get(0).requests() + countWarmup(rows), rows.size(),
                "every measured request is a row of requests.csv");
        long ok = rows.stream().filter(r -> r.status() == RequestStatus.OK).count();
        List<RequestRecord> failed = rows.stream().filter(r -> r.status() != RequestStatus.OK).toList();
        assertTrue(ok >= 300, "rows measured before the kill are kept: " + ok);
        assertEquals(errorBudget, failed.size(), "the scenario stops after its error budget of consecutive failures");
        assertTrue(rows.subList(0, (int) ok).stream().allMatch(r -> r.status() == RequestStatus.OK), "failures come last");
        for (RequestRecord row : failed) {
            assertFalse(row.error().isBlank(), "a failed request keeps its message");
        }
        assertFalse(outcome.complete());
        assertTrue(outcome.problems().get(0).contains("stopped after " + errorBudget), outcome.problems().toString());
        assertTrue(SummaryCsv.read(RunFolder.summaryCsv(runFolder)).stream().noneMatch(r -> r.complete()), "summary says incomplete");
        assertTrue(Files.readString(RunFolder.runJson(runFolder)).contains("\"complete\" : false"), "run.json says incomplete");
    }

    private static long countWarmup(List<RequestRecord> rows) {
        return rows.stream().filter(RequestRecord::warmup).count();
    }

    private void startTomcat(Path base, int http, int https, int shutdown) throws IOException {
        Path home = Path.of(System.getProperty("wssbench.tomcat.home"));
        Path mainBase = Path.of(System.getProperty("wssbench.tomcat.base"));
        for (String dir : List.of("conf", "webapps", "logs", "temp", "work")) {
            Files.createDirectories(base.resolve(dir));
        }
        try (Stream<Path> conf = Files.list(mainBase.resolve("conf"))) {
            for (Path file : (Iterable<Path>) conf::iterator) {
                if (Files.isRegularFile(file)) {
                    Files.copy(file, base.resolve("conf").resolve(file.getFileName()));
                }
            }
        }
        Files.copy(mainBase.resolve("webapps/wss-bench.war"), base.resolve("webapps/wss-bench.war"));
        Path serverXml = base.resolve("conf/server.xml");
        String xml = Files.readString(serverXml, StandardCharsets.UTF_8);
        xml = replacePort(xml, "<Server port=\"", shutdown);
        xml = replacePort(xml, "<Connector port=\"", http);
        xml = replacePort(xml.replaceFirst("<Connector port=\"" + http, "<Connector PORT_DONE=\"" + http), "<Connector port=\"", https)
                .replace("PORT_DONE", "port");
        Files.writeString(serverXml, xml, StandardCharsets.UTF_8);
        tomcat = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-Dcatalina.home=" + home, "-Dcatalina.base=" + base,
                "-Dwssbench.keystore.dir=" + SERVICE.security.keystoreDir(),
                "-cp", home.resolve("bin/bootstrap.jar") + java.io.File.pathSeparator + home.resolve("bin/tomcat-juli.jar"),
                "org.apache.catalina.startup.Bootstrap", "start")
                .redirectErrorStream(true).redirectOutput(base.resolve("logs/console.log").toFile()).start();
    }

    private static String replacePort(String xml, String prefix, int port) {
        Matcher m = Pattern.compile(Pattern.quote(prefix) + "\\d+").matcher(xml);
        if (!m.find()) {
            throw new IllegalStateException("no " + prefix + " in server.xml");
        }
        return xml.substring(0, m.start()) + prefix + port + xml.substring(m.end());
    }

    private static long lines(Path file) throws IOException {
        if (!Files.exists(file)) {
            return 0;
        }
        try (Stream<String> lines = Files.lines(file)) {
            return lines.count() - 1;
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
