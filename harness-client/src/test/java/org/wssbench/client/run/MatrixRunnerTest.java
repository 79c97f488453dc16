package org.wssbench.client.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.client.crypto.FloorPricing;
import org.wssbench.client.scenario.Caller;
import org.wssbench.client.scenario.Endpoints;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.scenario.SequenceDefinition;
import org.wssbench.client.scenario.WarmupRule;
import org.wssbench.client.scenario.WorkloadRequest;
import org.wssbench.client.scenario.Workload;
import org.wssbench.results.FloorCost;
import org.wssbench.results.Phase;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.WarmupOutcome;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.sequence.SequenceSpec;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The runner against fake callers: scheduling, warm-up, rounds, priming and what lands in the run folder. */
class MatrixRunnerTest {

    private static final ScenarioDefinition PLAIN = new ScenarioDefinition("plain", "http", "plain", null, List.of());
    private static final ScenarioDefinition SIGN = new ScenarioDefinition("sign", "http", "sign", null, List.of());
    private static final PrintStream QUIET = new PrintStream(OutputStream.nullOutputStream());

    private final List<FakeCaller> opened = new ArrayList<>();
    private final Map<String, IntFunction<Long>> times = new HashMap<>();
    private final Map<String, IntFunction<Integer>> reconnects = new HashMap<>();
    /** The warm-up's pauses, recorded instead of slept (fake calls take no time, so every pass is short). */
    private final List<Long> pauses = new ArrayList<>();

    @BeforeEach
    void steadyByDefault() {
        FakeCaller.CALLS.clear();
        FakeCaller.REQUESTS.clear();
        times.put("plain", n -> 300_000L);
        times.put("sign", n -> 3_000_000L);
    }

    private final Caller.Factory factory = scenario -> {
        FakeCaller caller = new FakeCaller(scenario, times.get(scenario.name()),
                reconnects.getOrDefault(scenario.name(), n -> 0));
        opened.add(caller);
        return caller;
    };

    /** small: 20 requests, large: 4; 2 repetitions in 4 rounds: 10 small and 2 large per round. */
    private static Workload workload(int smallWarmup, WarmupRule rule, long seed) {
        return new Workload("test", List.of(
                new SequenceDefinition(SequenceSpec.SMALL.withCount(20), smallWarmup, 5),
                new SequenceDefinition(SequenceSpec.LARGE.withCount(4), 0)),
                2, 4, 1, SyntheticCatalog.TIME_WINDOW, rule, seed, true);
    }

    private RunOutcome run(Path folder, Workload workload, int errorBudget) throws IOException {
        return run(new RunSettings.Output("test-run", folder, Map.of("catalogue", "test")), List.of(PLAIN, SIGN),
                workload, errorBudget);
    }

    private RunOutcome run(RunSettings.Output output, List<ScenarioDefinition> scenarios, Workload workload,
                           int errorBudget) throws IOException {
        RunSettings settings = new RunSettings(output,
                new RunSettings.Matrix(scenarios, workload),
                new RunSettings.Target(new Endpoints(URI.create("http://localhost:1/x"), null), null, false),
                new RunSettings.Behaviour(errorBudget, false, 0, CpuPinning.NONE));
        return new MatrixRunner(settings, factory, ResourceSampler.clientOnly(), QUIET, pauses::add).run();
    }

    @Test
    void summaryCsvIsWrittenWithItsFloorColumnsWhenTheProvidersCostsAreGiven(@TempDir Path dir) throws IOException {
        Path costsFile = dir.resolve("crypto-floor").resolve(RunFiles.FLOOR_COSTS.fileName());
        Files.createDirectories(costsFile.getParent());
        List<FloorCost> costs = new ArrayList<>();
        for (String operation : List.of("rsa.sign", "rsa.verify", "rsa.oaep-wrap", "rsa.oaep-unwrap")) {
            costs.add(new FloorCost("jdk", "17", operation, 0, 0.5, 0.01, 6, "test"));
        }
        for (String operation : List.of("aes.encrypt", "aes.decrypt", "sha256", "hmac-sha1", "xml.c14n.structured",
                "xml.c14n.encrypted", "xml.parse.structured", "xml.parse.encrypted")) {
            costs.add(new FloorCost("jdk", "17", operation, 100, 0.01, 0.001, 6, "test"));
            costs.add(new FloorCost("jdk", "17", operation, 1_000_000, 3.0, 0.1, 6, "test"));
        }
        RunFiles.FLOOR_COSTS.write(costsFile, costs);
        ScenarioDefinition signed = new ScenarioDefinition("sign", "http", "sign",
                Path.of("..", "policies", "sign-client.xml"), List.of());
        List<ScenarioDefinition> scenarios = List.of(PLAIN, signed);
        Path folder = dir.resolve("run");
        FloorPricing floor = FloorPricing.load(costsFile, "jdk", scenarios, QUIET);
        assertTrue(floor.prices());

        assertTrue(run(new RunSettings.Output("test-run", folder, Map.of(), List.of(), null, floor), scenarios,
                workload(0, WarmupRule.DEFAULT, 7), 20).complete());

        RunFiles files = RunFiles.in(folder);
        List<SummaryRow> signRows = files.read(RunFiles.SUMMARY).stream().filter(r -> r.scenario().equals("sign")).toList();
        assertEquals(2, signRows.size());
        for (SummaryRow row : signRows) {
            assertNotNull(row.floor().cryptoFloorMs(), "crypto_floor_ms of " + row.key());
            assertNotNull(row.floor().overheadBeyondFloorMs(), "overhead_beyond_floor_ms of " + row.key());
        }
        assertEquals(costs.size(), files.read(RunFiles.FLOOR_COSTS).size(), "the run keeps the costs it was priced with");
        assertEquals(4, files.read(RunFiles.PROVIDER_FLOORS).size(), "both cells of both scenarios priced under jdk");
    }

    @Test
    void withoutCostsForTheProviderTheFloorColumnsStayEmpty(@TempDir Path dir) throws IOException {
        FloorPricing floor = FloorPricing.load(dir.resolve("missing.csv"), "jdk", List.of(PLAIN, SIGN), QUIET);
        assertFalse(floor.prices());
        assertTrue(run(new RunSettings.Output("test-run", dir, Map.of(), List.of(), null, floor), List.of(PLAIN, SIGN),
                workload(0, WarmupRule.DEFAULT, 7), 20).complete());
        assertTrue(RunFiles.in(dir).read(RunFiles.SUMMARY).stream().allMatch(r -> r.floor().cryptoFloorMs() == null));
        assertFalse(Files.exists(RunFiles.in(dir).file(RunFiles.FLOOR_COSTS)));
    }

    @Test
    void measuredRoundsCoverEveryRepetitionOfTheSequenceOnceWithAPrimingCallBeforeEachPass(@TempDir Path dir)
            throws IOException {
        RunOutcome outcome = run(dir, workload(0, WarmupRule.DEFAULT, 7), 20);
        assertTrue(outcome.complete(), outcome.problems().toString());
        List<RequestRecord> rows = RunFiles.REQUESTS.read(RunFolder.requestsCsv(dir));

        for (String scenario : List.of("plain", "sign")) {
            for (String sequence : List.of("small", "large")) {
                int count = sequence.equals("small") ? 20 : 4;
                List<RequestRecord> measured = rows.stream().filter(r -> r.phase() == Phase.MEASURED
                        && r.scenario().equals(scenario) && r.sequence().equals(sequence)).toList();
                Set<String> slots = measured.stream().map(r -> r.repetition() + "/" + r.index()).collect(Collectors.toSet());
                assertEquals(2 * count, measured.size(), scenario + "/" + sequence);
                assertEquals(2 * count, slots.size(), "each (repetition, index) exactly once: " + slots);
                for (int round = 1; round <= 4; round++) {
                    int r = round;
                    assertEquals(count / 2, measured.stream().filter(m -> m.round() == r).count(),
                            "round " + round + " sends its share of " + scenario + "/" + sequence);
                }
                assertTrue(measured.stream().noneMatch(RequestRecord::warmup));
                assertEquals(4, rows.stream().filter(r -> r.phase() == Phase.PRIME && r.scenario().equals(scenario)
                        && r.sequence().equals(sequence)).count(), "one priming call per round");
            }
        }
        assertTrue(rows.stream().filter(r -> r.phase() != Phase.MEASURED).allMatch(RequestRecord::warmup));
        assertTrue(rows.stream().allMatch(r -> r.serverCpuNs() == 80_000 && r.reconnects() == 0));
        assertTrue(rows.stream().allMatch(r -> r.clientCpuNs() >= 0), "client thread CPU time is measured");

        List<SummaryRow> summary = RunFiles.SUMMARY.read(RunFolder.summaryCsv(dir));
        SummaryRow sign = summary.stream().filter(r -> r.scenario().equals("sign") && r.sequence().equals("small"))
                .findFirst().orElseThrow();
        assertEquals(40, sign.requests());
        assertEquals(2, sign.repetitions());
        assertEquals(20 * 3.0, sign.bestTotalMs(), 1e-9, "best total is over one whole pass of the sequence");
        assertEquals(10.0, sign.timeRatioVsPlain(), 1e-9);
        assertTrue(opened.stream().allMatch(c -> c.closed), "every caller is closed");
    }

    @Test
    void aCellVisitedSeveralTimesARoundResendsTheRoundsRequestsAtSeparatePlacesAndBestOfNUsesTheFirstVisit(
            @TempDir Path dir) throws IOException {
        Workload base = workload(0, WarmupRule.DEFAULT, 11);
        Workload visited = new Workload("test", List.of(base.sequences().get(0).withVisits(Map.of("plain", 3)),
                base.sequences().get(1)), 2, 4, 1, SyntheticCatalog.TIME_WINDOW, WarmupRule.DEFAULT, 11L, true);
        assertTrue(run(dir, visited, 20).complete());
        List<RequestRecord> rows = RunFiles.REQUESTS.read(RunFolder.requestsCsv(dir));
        List<RequestRecord> plain = rows.stream().filter(r -> r.phase() == Phase.MEASURED && r.scenario().equals("plain")
                && r.sequence().equals("small")).toList();
        assertEquals(3 * 40, plain.size());
        for (int round = 1; round <= 4; round++) {
            int r = round;
            Set<Integer> signIndices = rows.stream().filter(m -> m.phase() == Phase.MEASURED && m.round() == r
                    && m.scenario().equals("sign") && m.sequence().equals("small")).map(RequestRecord::index)
                    .collect(Collectors.toSet());
            for (int visit = 0; visit < 3; visit++) {
                int v = visit;
                assertEquals(signIndices, plain.stream().filter(m -> m.round() == r && m.visit() == v)
                        .map(RequestRecord::index).collect(Collectors.toSet()), "round " + r + " visit " + v);
            }
            assertEquals(3, rows.stream().filter(m -> m.phase() == Phase.PRIME && m.round() == r
                    && m.scenario().equals("plain") && m.sequence().equals("small")).count(), "a priming call per visit");
        }
        assertTrue(rows.stream().filter(r -> !r.scenario().equals("plain") || !r.sequence().equals("small"))
                .allMatch(r -> r.visit() == 0), "cells without visits are sent once");
        // the visits are not adjacent in every round: they take their own places in the shuffled order
        // (cellOrder merges adjacent passes of a cell: more than one plain/small entry per round means separated visits)
        List<String> order = cellOrder(dir);
        assertTrue(order.stream().filter("plain/small"::equals).count() > 4, order.toString());

        SummaryRow sign = RunFiles.SUMMARY.read(RunFolder.summaryCsv(dir)).stream()
                .filter(r -> r.scenario().equals("sign") && r.sequence().equals("small")).findFirst().orElseThrow();
        assertEquals(10.0, sign.timeRatioVsPlain(), 1e-9, "plain's best total is one pass, not three");
        assertEquals(10.0, sign.roundRatios().roundRatioMedian(), 1e-9);
        JsonNode json = new ObjectMapper().readTree(RunFolder.runJson(dir).toFile());
        assertEquals(3, json.get("design").get("visits").get("small").get("plain").asInt());
        assertFalse(json.get("design").get("visits").has("large"));
    }

    @Test
    void aScenariosSequencesShareOneClientUnlessTheWorkloadAsksForOnePerCell(@TempDir Path dir) throws IOException {
        RunOutcome shared = run(dir.resolve("shared"), workload(0, WarmupRule.DEFAULT, 7), 20);
        assertTrue(shared.complete(), shared.problems().toString());
        assertEquals(2, opened.size(), "one client per scenario");
        assertTrue(Files.readString(RunFolder.runJson(dir.resolve("shared"))).contains("\"clients\" : \"scenario\""));

        opened.clear();
        RunOutcome perCell = run(dir.resolve("cell"), workload(0, WarmupRule.DEFAULT, 7).withClientPerCell(true), 20);
        assertTrue(perCell.complete(), perCell.problems().toString());
        assertEquals(4, opened.size(), "a fresh client for each scenario and sequence");
        // small: 4 rounds x (1 priming + 10) calls, large: 4 x (1 + 2), each on its own client
        assertEquals(List.of(44, 12, 44, 12), opened.stream().map(FakeCaller::calls).toList());
        assertTrue(opened.stream().allMatch(c -> c.closed), "every caller is closed");
        assertTrue(Files.readString(RunFolder.runJson(dir.resolve("cell"))).contains("\"clients\" : \"cell\""));
    }

    @Test
    void roundOrderIsShuffledPerRoundAndReproducibleFromTheSeed(@TempDir Path dir) throws IOException {
        run(dir.resolve("a"), workload(0, WarmupRule.DEFAULT, 42), 20);
        List<String> first = cellOrder(dir.resolve("a"));
        run(dir.resolve("b"), workload(0, WarmupRule.DEFAULT, 42), 20);
        assertEquals(first, cellOrder(dir.resolve("b")), "same seed, same order");
        run(dir.resolve("c"), workload(0, WarmupRule.DEFAULT, 43), 20);
        assertNotEquals(first, cellOrder(dir.resolve("c")), "another seed, another order");
        Set<List<String>> perRound = new HashSet<>();
        for (int round = 0; round < 4; round++) {
            perRound.add(first.subList(round * 4, round * 4 + 4));
        }
        assertTrue(perRound.size() > 1, "the order changes between rounds: " + first);
        JsonNode design = new ObjectMapper().readTree(RunFolder.runJson(dir.resolve("a")).toFile()).get("design");
        assertEquals(42, design.get("order_seed").asLong());
        assertEquals(4, design.get("rounds").asInt());
        assertEquals(10, design.get("round_requests").get("small").asInt());
    }

    @Test
    void settlingRoundsRepeatTheMeasuredDesignBeforeMeasuringAndChangeNothingMeasured(@TempDir Path dir)
            throws IOException {
        run(dir.resolve("none"), workload(0, WarmupRule.DEFAULT, 42), 20);
        WarmupRule settling = new WarmupRule(true, 6, 0.05, 0.05, 3);
        run(dir.resolve("settled"), workload(0, settling, 42), 20);
        assertEquals(cellOrder(dir.resolve("none")), cellOrder(dir.resolve("settled")), "the measured orders are the seed's");

        List<RequestRecord> rows = RunFiles.REQUESTS.read(RunFolder.requestsCsv(dir.resolve("settled")));
        List<RequestRecord> settle = rows.stream().filter(r -> r.phase() == Phase.SETTLE).toList();
        // 3 rounds of every cell's chunk (small 10, large 2) with one priming call before each, per scenario
        assertEquals(2 * 3 * (10 + 1 + 2 + 1), settle.size());
        assertTrue(settle.stream().allMatch(RequestRecord::warmup), "recorded, never measured");
        assertEquals(Set.of(1, 2, 3), settle.stream().map(RequestRecord::round).collect(Collectors.toSet()));
        int firstMeasured = rows.indexOf(rows.stream().filter(r -> r.phase() == Phase.MEASURED).findFirst().orElseThrow());
        int lastSettle = rows.lastIndexOf(settle.get(settle.size() - 1));
        int lastWarmup = -1;
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).phase() == Phase.WARMUP) {
                lastWarmup = i;
            }
        }
        assertTrue(lastWarmup < rows.indexOf(settle.get(0)) && lastSettle < firstMeasured, "warm-up, settling, measuring");
        // settling sends the measured rounds' chunks: round 2 of small is requests 10-19 (and the priming call, index 0)
        assertEquals(Set.of(0, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19), settle.stream()
                .filter(r -> r.round() == 2 && r.sequence().equals("small") && r.scenario().equals("sign"))
                .map(RequestRecord::index).collect(Collectors.toSet()));

        List<SummaryRow> before = RunFiles.SUMMARY.read(RunFolder.summaryCsv(dir.resolve("none")));
        List<SummaryRow> after = RunFiles.SUMMARY.read(RunFolder.summaryCsv(dir.resolve("settled")));
        assertEquals(before.stream().map(r -> r.requests() + "/" + r.timeRatioVsPlain() + "/" + r.design().reconnects())
                .toList(), after.stream().map(r -> r.requests() + "/" + r.timeRatioVsPlain() + "/" + r.design().reconnects())
                .toList(), "the measured figures ignore the settling rounds");
        JsonNode warmup = new ObjectMapper().readTree(RunFolder.runJson(dir.resolve("settled")).toFile()).get("design")
                .get("warmup");
        assertEquals(3, warmup.get("settle_rounds").asInt());
    }

    /** The order in which cells started their measured passes, round by round. */
    private static List<String> cellOrder(Path folder) throws IOException {
        List<String> order = new ArrayList<>();
        String last = null;
        for (RequestRecord r : RunFiles.REQUESTS.read(RunFolder.requestsCsv(folder))) {
            if (r.phase() == Phase.MEASURED) {
                String cell = r.round() + ":" + r.scenario() + "/" + r.sequence();
                if (!cell.equals(last)) {
                    order.add(r.scenario() + "/" + r.sequence());
                    last = cell;
                }
            }
        }
        return order;
    }

    @Test
    void warmUpStopsWhenSteadyAndRecordsTheCellsThatHitTheirCap(@TempDir Path dir) throws IOException {
        // plain gets faster for its first 30 calls, then is flat; sign alternates +-20% forever.
        times.put("plain", n -> n < 30 ? 2_000_000L - n * 50_000L : 300_000L);
        times.put("sign", n -> n % 2 == 0 ? 2_400_000L : 3_600_000L);
        WarmupRule rule = new WarmupRule(true, 4, 0.05, 0.05);
        run(dir, workload(200, rule, 1), 20);

        Map<String, WarmupOutcome> outcomes = RunFiles.in(dir).read(RunFiles.WARMUP).stream()
                .collect(Collectors.toMap(w -> w.key().toString(), w -> w));
        WarmupOutcome plain = outcomes.get("plain/small");
        assertEquals(Boolean.TRUE, plain.steadyState());
        assertTrue(plain.requests() >= 30 && plain.requests() < 200, "stopped early once flat: " + plain);
        assertEquals(plain.requests() / 5, plain.rounds());
        WarmupOutcome sign = outcomes.get("sign/small");
        assertEquals(Boolean.FALSE, sign.steadyState(), "alternating times never pass the test: " + sign);
        assertEquals(200, sign.requests(), "capped");
        assertFalse(outcomes.containsKey("plain/large"), "no warm-up configured, no row");

        List<RequestRecord> warmup = RunFiles.REQUESTS.read(RunFolder.requestsCsv(dir)).stream()
                .filter(r -> r.phase() == Phase.WARMUP && r.scenario().equals("plain")).toList();
        assertEquals(plain.requests(), warmup.size());
        assertTrue(warmup.stream().allMatch(r -> r.round() == 0 && r.warmup()));
        JsonNode json = new ObjectMapper().readTree(RunFolder.runJson(dir).toFile());
        assertEquals("[\"sign/small\"]", json.get("warmup_not_steady").toString());
    }

    @Test
    void fixedCountWarmUpSendsExactlyTheCap(@TempDir Path dir) throws IOException {
        run(dir, workload(17, new WarmupRule(false, 4, 0.05, 0.05), 1), 20);
        List<WarmupOutcome> outcomes = RunFiles.in(dir).read(RunFiles.WARMUP);
        assertEquals(2, outcomes.size());
        assertTrue(outcomes.stream().allMatch(o -> o.requests() == 17 && o.steadyState() == null), outcomes.toString());
    }

    @Test
    void everyWarmUpRoundSendsTheSameRequestsSoItsMediansCompareLikeWithLike(@TempDir Path dir) throws IOException {
        // 15 warm-up requests in rounds of 5 over a 20-request sequence: without the replay the rounds
        // would send requests 0-4, 5-9 and 10-14, three different mixes
        run(dir, workload(15, new WarmupRule(false, 4, 0.05, 0.05), 1), 20);
        List<WorkloadRequest> plain = new ArrayList<>();
        for (int i = 0; i < FakeCaller.CALLS.size(); i++) {
            if (FakeCaller.CALLS.get(i).equals("plain")) {
                plain.add(FakeCaller.REQUESTS.get(i));
            }
        }
        List<WorkloadRequest> firstRound = plain.subList(0, 5);
        assertEquals(5, new HashSet<>(firstRound).size(), "a round sends 5 different requests");
        assertEquals(firstRound, plain.subList(5, 10));
        assertEquals(firstRound, plain.subList(10, 15));
        // and requests.csv says so: a warm-up row's index is the position of the request it sent
        List<Integer> indexes = RunFiles.REQUESTS.read(RunFolder.requestsCsv(dir)).stream()
                .filter(r -> r.scenario().equals("plain") && r.phase() == Phase.WARMUP).map(RequestRecord::index).toList();
        assertEquals(List.of(0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4), indexes);
    }

    @Test
    void everyShortWarmUpPassIsFollowedByAPauseForTheRestOfItsMinimumLength(@TempDir Path dir) throws IOException {
        // 15 warm-up requests per cell in rounds of 5: three passes, each far shorter than the minimum
        run(dir, workload(15, new WarmupRule(false, 4, 0.05, 0.05), 1), 20);
        assertEquals(3, pauses.size(), "one pause per warm-up pass: " + pauses);
        assertTrue(pauses.stream().allMatch(p -> p > 0 && p <= MatrixRunner.WARMUP_PASS_MIN_MILLIS), pauses.toString());
    }

    @Test
    void aFailingScenarioStopsAfterItsErrorBudgetAcrossRoundsAndTheRunIsIncomplete(@TempDir Path dir)
            throws IOException {
        times.put("sign", n -> n < 8 ? 3_000_000L : -1L);
        RunOutcome outcome = run(dir, workload(0, WarmupRule.DEFAULT, 3), 5);
        assertFalse(outcome.complete());
        assertTrue(outcome.problems().get(0).contains("sign stopped after 5"), outcome.problems().toString());
        List<RequestRecord> sign = RunFiles.REQUESTS.read(RunFolder.requestsCsv(dir)).stream()
                .filter(r -> r.scenario().equals("sign")).toList();
        assertEquals(5, sign.stream().filter(r -> !r.isOk()).count(), "no call after the budget is spent");
        assertEquals(13, sign.size(), "8 good calls and 5 failures are all recorded");
        assertTrue(RunFiles.REQUESTS.read(RunFolder.requestsCsv(dir)).stream()
                .filter(r -> r.scenario().equals("plain") && r.phase() == Phase.MEASURED).count() == 48,
                "plain still runs every round");
    }

    @Test
    void reconnectsInsideMeasuredCallsAreCountedInRunJson(@TempDir Path dir) throws IOException {
        reconnects.put("sign", n -> n == 3 || n == 20 ? 1 : 0);
        run(dir, workload(0, WarmupRule.DEFAULT, 5), 20);
        List<RequestRecord> rows = RunFiles.REQUESTS.read(RunFolder.requestsCsv(dir));
        long measured = rows.stream().filter(r -> r.phase() == Phase.MEASURED).mapToLong(RequestRecord::reconnects).sum();
        long all = rows.stream().mapToLong(RequestRecord::reconnects).sum();
        assertEquals(2, all);
        JsonNode json = new ObjectMapper().readTree(RunFolder.runJson(dir).toFile());
        assertEquals(measured, json.get("reconnects_in_measured_calls").asLong());
        assertTrue(Files.readString(RunFolder.runJson(dir)).contains("\"complete\" : true"));
    }
}
