package org.wssbench.results.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.results.ResultFileException;
import org.wssbench.results.ScenarioSequence;

class WorkRuleTest {

    private static final ScenarioSequence SIGN_SMALL = new ScenarioSequence("sign", "small");
    /** The catalogue of every committed digest. */
    private static final String CATALOGUE = "synthetic seed=20090604 size=93000 sha256=0760679c0e75d618";

    @TempDir
    Path dir;

    /**
     * The tolerance rule's evidence: the committed digests (4 machine types, every host state they went through, with
     * and without injected slowdowns) all pass the reference built from their unchanged runs.
     */
    @Test
    void everyCommittedDigestPassesTheReferenceItsUnchangedRunsMake() throws IOException {
        WorkReferenceBuilder.Selection selection = WorkReferenceBuilder.select(CommittedDigests.profiles(), "17", "jdk");
        WorkReference reference = WorkReferenceBuilder.build("17", "jdk", selection.kept(), Optional.empty());
        List<WorkProfile> judged = selection.judgeable();
        assertTrue(judged.size() >= 146, "digests that record allocation: " + judged.size());
        assertTrue(selection.slowed().size() >= 81, "with an injected slowdown: " + selection.slowed().size());
        Set<String> machines = judged.stream().map(p -> p.machine().orElseThrow()).collect(Collectors.toSet());
        assertEquals(4, machines.size(), machines.toString());
        int figures = 0;
        for (WorkProfile run : judged) {
            List<WorkVerdict> verdicts = WorkRule.judge(run, reference);
            assertEquals(72, verdicts.size(), run.runId() + ": 18 cells of 4 figures");
            List<String> failed = verdicts.stream().filter(WorkVerdict::failed).map(WorkVerdict::line).toList();
            assertEquals(List.of(), failed, "run " + run.runId() + " is unchanged work");
            figures += verdicts.size();
        }
        assertEquals(judged.size() * 72, figures);
        WorkReferenceBuilder.Evidence evidence = WorkReferenceBuilder.evidence(reference, selection);
        assertEquals(0, evidence.falseVerdicts(), evidence.describe());
        assertEquals(4, evidence.machines(), evidence.describe());
    }

    /**
     * The committed reference: its figures from the committed runs of the current build, its tolerances at least those
     * the committed digests' spread gives (docs/gating-ci.md).
     */
    @Test
    void theCommittedReferenceIsWhatTheBuilderMakesOfTheCommittedRuns() throws IOException {
        WorkReferenceBuilder.Selection digests = WorkReferenceBuilder.select(CommittedDigests.profiles(), "17", "jdk");
        WorkReference spread = WorkReferenceBuilder.build("17", "jdk", digests.kept(), Optional.empty());
        WorkReferenceBuilder.Selection current = WorkReferenceBuilder.select(CommittedDigests.profilesBelow(CommittedDigests.WORK_RUNS_17),
                "17", "jdk");
        WorkReference built = WorkReferenceBuilder.build("17", "jdk", current.kept(), Optional.of(spread));
        Path again = dir.resolve("jdk17.csv");
        WorkReferenceCsv.write(again, built);
        assertEquals(Files.readString(CommittedDigests.WORK.resolve("jdk17.csv")), Files.readString(again),
                "regenerate with the work-reference command (docs/gating-ci.md) when the runs change");
        for (WorkProfile run : current.judgeable()) {
            assertEquals(List.of(), WorkRule.judge(run, built).stream().filter(WorkVerdict::failed).map(WorkVerdict::line).toList());
        }
    }

    /**
     * The reference moves with the work: the XML bounds (harness-security's LimitedSoapBuilder) changed what every cell
     * allocates (the client builds responses through another parser set-up), and the committed digests, all of builds
     * before them, fail against the reference of the current build on allocation, never on a message's size.
     */
    @Test
    void theDigestsOfTheBuildBeforeTheXmlBoundsFailWhereTheBoundsChangedTheWork() throws IOException {
        WorkReference committed = WorkReferenceCsv.read(CommittedDigests.WORK.resolve("jdk17.csv"));
        Set<String> failedCells = new TreeSet<>();
        for (WorkProfile run : WorkReferenceBuilder.select(CommittedDigests.profiles(), "17", "jdk").judgeable()) {
            WorkRule.judge(run, committed).stream().filter(WorkVerdict::failed)
                    .forEach(v -> failedCells.add(v.cell() + " " + v.figure().column()));
        }
        assertTrue(failedCells.containsAll(Set.of("plain/small client_alloc_bytes_median", "ssl/small client_alloc_bytes_median")),
                failedCells.toString());
        assertTrue(failedCells.stream().allMatch(figure -> figure.endsWith("_alloc_bytes_median")),
                "the bounds change no message's size: " + failedCells);
    }

    @Test
    void twelvePercentMoreServerAllocationFailsWithOneLine() throws IOException {
        WorkReference reference = WorkReferenceCsv.read(CommittedDigests.WORK.resolve("jdk17.csv"));
        WorkReference.Entry entry = reference.entry("quick", CATALOGUE, SIGN_SMALL, WorkFigure.SERVER_ALLOCATION).orElseThrow();
        WorkReference.Entry client = reference.entry("quick", CATALOGUE, SIGN_SMALL, WorkFigure.CLIENT_ALLOCATION).orElseThrow();
        WorkProfile run = profile("r", List.of(new CellWork(SIGN_SMALL, client.reference(), entry.reference() * 1.12, 4_626.0,
                3_924.0)));
        List<WorkVerdict> verdicts = WorkRule.judge(run, reference);
        assertEquals(4, verdicts.size());
        List<WorkVerdict> failed = verdicts.stream().filter(WorkVerdict::failed).toList();
        assertEquals(1, failed.size(), verdicts.toString());
        assertEquals("sign/small: the server allocates +12.0% per request (400,432 -> 448,484 B), tolerance 1.7%",
                failed.get(0).line());
    }

    @Test
    void lessWorkThanEveryReferenceRunIsNotedNotFailed() throws IOException {
        WorkReference reference = WorkReferenceCsv.read(CommittedDigests.WORK.resolve("jdk17.csv"));
        WorkReference.Entry entry = reference.entry("quick", CATALOGUE, SIGN_SMALL, WorkFigure.SERVER_ALLOCATION).orElseThrow();
        WorkProfile run = profile("r", List.of(new CellWork(SIGN_SMALL, null, entry.lowest() * 0.9, null, null)));
        WorkVerdict verdict = WorkRule.judge(run, reference).get(0);
        assertEquals(WorkVerdict.Outcome.LESS_WORK, verdict.outcome());
        assertFalse(verdict.failed());
    }

    @Test
    void theToleranceIsTheMarginOverTheHighestRiseAndAtLeastTheFloor() {
        assertEquals(1.8, WorkReferenceBuilder.tolerancePct(100, 101.2), 1e-9);
        assertEquals(WorkReferenceBuilder.FLOOR_PCT, WorkReferenceBuilder.tolerancePct(100, 100), 1e-9);
        assertEquals(9.8, WorkReferenceBuilder.tolerancePct(7_813_660, 8_322_060), 1e-9);
    }

    @Test
    void oneRunMakesAReferenceWithTheToleranceOfAnotherJdk() throws IOException {
        WorkReference jdk17 = WorkReferenceCsv.read(CommittedDigests.WORK.resolve("jdk17.csv"));
        WorkProfile run = profile("one", List.of(new CellWork(new ScenarioSequence("signencr", "large"), 12_500_000.0,
                7_800_000.0, 6_732.0, 483_489.0)));
        WorkReference one = WorkReferenceBuilder.build("25", "jdk", List.of(run), Optional.of(jdk17));
        WorkReference alone = WorkReferenceBuilder.build("25", "jdk", List.of(run), Optional.empty());
        ScenarioSequence cell = new ScenarioSequence("signencr", "large");
        assertEquals(9.8, one.entry("quick", CATALOGUE, cell, WorkFigure.SERVER_ALLOCATION).orElseThrow().tolerancePct(), 1e-9);
        assertEquals(WorkReferenceBuilder.FLOOR_PCT,
                alone.entry("quick", CATALOGUE, cell, WorkFigure.SERVER_ALLOCATION).orElseThrow().tolerancePct(), 1e-9);
    }

    @Test
    void anotherCatalogueOrWorkloadIsNotJudgedByTheReference() throws IOException {
        WorkReference reference = WorkReferenceCsv.read(CommittedDigests.WORK.resolve("jdk17.csv"));
        List<CellWork> doubled = List.of(new CellWork(SIGN_SMALL, 900_000.0, 900_000.0, 9_000.0, 9_000.0));
        WorkProfile otherCatalogue = new WorkProfile("c", "quick", "real seed=1", Optional.of("17"), "jdk",
                Optional.empty(), Optional.empty(), doubled);
        WorkProfile otherWorkload = new WorkProfile("w", "full", CATALOGUE, Optional.of("17"), "jdk", Optional.empty(),
                Optional.empty(), doubled);
        assertEquals(List.of(), WorkRule.judge(otherCatalogue, reference));
        assertEquals(List.of(), WorkRule.judge(otherWorkload, reference));
        assertEquals(1, WorkRule.judge(profile("q", doubled), reference).stream().filter(WorkVerdict::failed)
                .map(WorkVerdict::cell).distinct().count());
    }

    @Test
    void aReferenceIsNamedByItsJdkAndProvider() throws IOException {
        assertEquals("jdk17.csv", WorkReferenceCsv.fileName("17", "jdk"));
        assertEquals("jdk21-bc.csv", WorkReferenceCsv.fileName("21", "bc"));
        Files.copy(CommittedDigests.WORK.resolve("jdk17.csv"), dir.resolve("jdk17.csv"));
        Files.copy(CommittedDigests.WORK.resolve("jdk17.csv"), dir.resolve("jdk21-bc.csv"));
        assertEquals("bc", WorkReferenceCsv.read(dir.resolve("jdk21-bc.csv")).provider());
        assertEquals(Optional.empty(), WorkReferences.of(dir, "17", "bc"), "the JDK's own providers' work is another");
        assertEquals(List.of(dir.resolve("jdk21-bc.csv"), dir.resolve("jdk17.csv")), WorkReferences.others(dir, "25", "bc"),
                "the same provider's first");
    }

    @Test
    void aReferenceReadsBackAndBadInputNamesFileLineAndField() throws IOException {
        WorkReference jdk17 = WorkReferenceCsv.read(CommittedDigests.WORK.resolve("jdk17.csv"));
        Path file = dir.resolve("jdk17.csv");
        WorkReferenceCsv.write(file, jdk17);
        assertEquals(jdk17, WorkReferenceCsv.read(file));
        assertFalse(Files.readString(file).contains("\r"), "LF line ends");
        List<String> lines = Files.readAllLines(file);
        lines.set(3, lines.get(3).replace("request_bytes_mean", "request_bytes"));
        Files.write(file, lines);
        ResultFileException e = assertThrows(ResultFileException.class, () -> WorkReferenceCsv.read(file));
        assertTrue(e.getMessage().contains(file.toString()) && e.getMessage().contains("line 4")
                && e.getMessage().contains("figure") && e.getMessage().contains("'request_bytes'"), e.getMessage());
        Path misnamed = dir.resolve("seventeen.csv");
        WorkReferenceCsv.write(misnamed, jdk17);
        assertThrows(ResultFileException.class, () -> WorkReferenceCsv.read(misnamed));
    }

    private static WorkProfile profile(String runId, List<CellWork> cells) {
        return new WorkProfile(runId, "quick", CATALOGUE, Optional.of("17"), "jdk", Optional.of("Test CPU"), Optional.empty(),
                cells);
    }
}
