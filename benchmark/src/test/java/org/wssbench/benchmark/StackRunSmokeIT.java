package org.wssbench.benchmark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.cli.WssBenchCli;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.RunFiles;
import org.wssbench.results.SummaryRow;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The stack axis through the driver a user runs (a functional check with a handful of requests, not a
 * measurement): plain and sign on each stack, in one run, each cell answered, the CXF service's
 * Server-Timing split recorded, the heap bytes allocated per request on both sides recorded for every
 * stack (and summarised), and run.json naming the CXF libraries the client loaded and the
 * service reported. A broken CXF build or deployment fails here.
 */
class StackRunSmokeIT {

    private static final List<String> SCENARIOS = List.of("plain", "sign", "plain_stack-cxf", "sign_stack-cxf",
            "plain_stack-cxf-streaming", "sign_stack-cxf-streaming");

    @Test
    void plainAndSignRunOnEveryStack(@TempDir Path dir) throws Exception {
        Path project = Path.of(System.getProperty("wssbench.project.dir", "..")).toAbsolutePath().normalize();
        Path workload = Files.writeString(dir.resolve("workload-stack-smoke.properties"), String.join("\n",
                "name=stack-smoke", "sequences=small", "sequence.small.count=4", "sequence.small.warmup=4",
                "repetitions=1", "threads=1", ""));
        int exit = WssBenchCli.commandLine().execute("run",
                "--http-url=" + System.getProperty("wssbench.http.url"),
                "--https-url=" + System.getProperty("wssbench.https.url"),
                "--scenarios-file=" + project.resolve("scenarios/scenarios.properties"),
                "--keystore-dir=" + System.getProperty("wssbench.keystore.dir"),
                "--workload=" + workload, "--results-dir=" + dir, "--run-id=smoke", "--no-report",
                "--scenario=" + String.join(",", SCENARIOS));
        assertEquals(0, exit, "the run failed (see its output above)");
        Path run = dir.resolve("smoke");
        List<RequestRecord> measured = RunFiles.REQUESTS.read(RunFiles.in(run).file(RunFiles.REQUESTS)).stream()
                .filter(r -> !r.warmup()).toList();
        Map<String, Long> okByScenario = measured.stream().filter(r -> r.status() == RequestStatus.OK)
                .collect(Collectors.groupingBy(RequestRecord::scenario, Collectors.counting()));
        for (String scenario : SCENARIOS) {
            assertEquals(4L, okByScenario.getOrDefault(scenario, 0L), scenario + ": " + okByScenario);
        }
        for (RequestRecord r : measured) {
            if (r.scenario().contains("_stack-cxf")) {
                assertTrue(r.serverTotalNs() > 0 && r.serverSecurityInNs() >= 0 && r.serverAppNs() >= 0,
                        r.scenario() + ": no Server-Timing split recorded");
            }
        }
        for (RequestRecord r : measured) {
            assertTrue(r.serverAllocBytes() > 0 && r.clientAllocBytes() > 0,
                    r.scenario() + ": allocation not recorded (server " + r.serverAllocBytes() + ", client "
                            + r.clientAllocBytes() + ")");
        }
        Map<String, List<Long>> server = measured.stream().collect(Collectors.groupingBy(RequestRecord::scenario,
                Collectors.mapping(RequestRecord::serverAllocBytes, Collectors.toList())));
        Map<String, List<Long>> client = measured.stream().collect(Collectors.groupingBy(RequestRecord::scenario,
                Collectors.mapping(RequestRecord::clientAllocBytes, Collectors.toList())));
        for (String scenario : SCENARIOS) {
            System.out.println("allocated bytes per request, " + scenario + ": server " + server.get(scenario)
                    + ", client " + client.get(scenario));
        }
        for (SummaryRow row : RunFiles.SUMMARY.read(RunFiles.in(run).file(RunFiles.SUMMARY))) {
            assertTrue(row.design().serverAllocBytesMedian() != null && row.design().serverAllocBytesMedian() > 0
                    && row.design().clientAllocBytesMedian() != null && row.design().clientAllocBytesMedian() > 0,
                    row.scenario() + ": no allocation medians in summary.csv: " + row.design());
        }
        JsonNode versions = new ObjectMapper().readTree(run.resolve("run.json").toFile()).path("versions");
        assertEquals("3.6.8", versions.path("cxf-client.cxf").asText(), versions.toString());
        assertEquals("2.4.3", versions.path("cxf-client.wss4j").asText(), versions.toString());
        assertEquals("2.4.3", versions.path("cxf-service.wss4j").asText(), versions.toString());
        assertEquals("2.3.4", versions.path("cxf-service.xmlsec").asText(), versions.toString());

        assertEquals(0, WssBenchCli.commandLine().execute("stacks", run.toString()), "the stacks table failed");
        String table = Files.readString(run.resolve("stacks.md"));
        for (String row : List.of("| sign | small | axis2 |", "| sign | small | cxf |", "| sign | small | cxf-streaming |")) {
            assertTrue(table.contains(row), row + " missing from\n" + table);
        }
        assertTrue(table.lines().findFirst().orElseThrow().endsWith("| server alloc KiB | client alloc KiB |"), table);
        assertTrue(table.lines().skip(2).noneMatch(line -> line.endsWith("|  |  |")), "allocation columns empty:\n" + table);
    }
}
