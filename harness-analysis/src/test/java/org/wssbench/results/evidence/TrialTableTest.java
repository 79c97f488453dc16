package org.wssbench.results.evidence;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.results.RunFolder;
import org.wssbench.results.gate.GateRuns;
import org.wssbench.results.gate.MachineBaseline;

class TrialTableTest {

    @TempDir
    Path dir;

    @Test
    void aTrialIsJudgedRunByRunOnItsMeanAndPairedWithItsPeriodsUnchangedRuns() throws IOException {
        Random random = new Random(44);
        Path runs = dir.resolve("runs").resolve("workload-quick");
        Path trials = dir.resolve("trials").resolve("workload-quick").resolve("p1");
        List<RunFolder> unchanged = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            unchanged.add(GateRuns.write(runs.resolve("p1").resolve("u-" + i), "u-" + i,
                    GateRuns.noisy(GateRuns.typical(), random, 0.01, 0)));
            GateRuns.write(trials.resolve("sign-slowed").resolve("s-" + i), "s-" + i,
                    GateRuns.slowed(GateRuns.noisy(GateRuns.typical(), random, 0.01, 0), 1.5, "sign"));
            GateRuns.write(trials.resolve("unchanged-again").resolve("a-" + i), "a-" + i,
                    GateRuns.noisy(GateRuns.typical(), random, 0.01, 0));
        }
        String table = TrialTable.render(MachineBaseline.of(unchanged), runs, trials.getParent(), 0.01);

        assertTrue(table.contains("| 5 unchanged (the baseline's, each against the others) | nothing | "), table);
        String slowed = line(table, "| 5, p1 |", "sign/small");
        String[] columns = slowed.split(" \\| ");
        assertTrue(columns[2].startsWith("5 of 5 failed (s-1: ") && columns[2].contains("sign/small +"), slowed);
        assertTrue(columns[3].startsWith("failed: ") && columns[3].contains("sign/small +"),
                "the mean of the runs fails too: " + slowed);
        assertTrue(columns[4].startsWith("slower: ") && columns[4].contains("sign/small +"),
                "ab pairs s-i with u-i and finds it: " + slowed);
        assertTrue(!slowed.contains("encr/small +") && !slowed.contains("username/"), "nothing else is slower: " + slowed);
        String again = table.lines().filter(l -> l.startsWith("| 5, p1 |") && !l.contains("sign/small")).findFirst()
                .orElseThrow();
        assertTrue(again.contains("| 0 of 5 failed | passed | nothing found |"), again);
    }

    @Test
    void abPairsATrialRunWithTheUnchangedRunOfItsRound() throws IOException {
        Random random = new Random(45);
        Path runs = dir.resolve("runs").resolve("workload-quick");
        Path trials = dir.resolve("trials").resolve("workload-quick").resolve("p1");
        List<RunFolder> unchanged = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            if (i != 3) {
                // round 3's unchanged run was discarded
                unchanged.add(GateRuns.write(runs.resolve("p1").resolve("u-" + i), "u-" + i,
                        GateRuns.noisy(GateRuns.typical(), random, 0.01, 0)));
            }
            GateRuns.write(trials.resolve("sign-slowed").resolve("s-" + i), "s-" + i,
                    GateRuns.slowed(GateRuns.noisy(GateRuns.typical(), random, 0.01, 0), 1.5, "sign"));
            if (i <= 3) {
                GateRuns.write(trials.resolve("three-rounds").resolve("w-" + i), "w-" + i,
                        GateRuns.slowed(GateRuns.noisy(GateRuns.typical(), random, 0.01, 0), 1.5, "sign"));
            }
        }
        String table = TrialTable.render(MachineBaseline.of(unchanged), runs, trials.getParent(), 0.01);

        String five = line(table, "| 5, p1 |", "sign/small");
        String[] columns = five.split(" \\| ");
        assertTrue(columns[4].startsWith("slower: ") && columns[4].contains("sign/small +"), "ab still finds it: " + five);
        assertTrue(five.contains(" (4 pairs) |"), "s-3 has no partner, the other four keep theirs: " + five);
        String three = line(table, "| 3, p1 |", "sign/small");
        assertTrue(three.endsWith("| not paired (2 of 3 runs have an unchanged run of their round) |"), three);
    }

    @Test
    void aTrialRunWhoseHostWorkedOutsideTheBaselinesSpeedsIsCountedNotJudged() throws IOException {
        Random random = new Random(46);
        Path runs = dir.resolve("runs").resolve("workload-quick");
        Path trials = dir.resolve("trials").resolve("workload-quick").resolve("p1");
        List<RunFolder> unchanged = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            unchanged.add(GateRuns.write(runs.resolve("p1").resolve("u-" + i), "u-" + i,
                    GateRuns.noisy(GateRuns.typical(), random, 0.01, 0), GateRuns.CPU, GateRuns.JDK17, 0.5, 0, 0.10));
            GateRuns.write(trials.resolve("sign-slowed").resolve("s-" + i), "s-" + i,
                    GateRuns.slowed(GateRuns.noisy(GateRuns.typical(), random, 0.01, 0), 1.5, "sign"), GateRuns.CPU,
                    GateRuns.JDK17, 0.5, 0, i == 2 ? 0.20 : 0.10);
        }
        String table = TrialTable.render(MachineBaseline.of(unchanged), runs, trials.getParent(), 0.01);

        String[] columns = line(table, "| 5, p1 |", "sign/small").split(" \\| ");
        assertTrue(columns[2].startsWith("4 of 4 failed (s-1: ") && columns[2].endsWith(
                "; not judged, host speed outside the baseline's: s-2"), columns[2]);
        assertTrue(columns[3].startsWith("failed: ") && columns[3].endsWith(" [mean of 4 runs]"),
                "the gate on the runs' mean leaves s-2 out: " + columns[3]);
    }

    @Test
    void aHistoryJudgesEachTrialRunAgainstTheUnchangedRunsTakenBeforeItOnceTheySpanThreeDays() throws IOException {
        Random random = new Random(47);
        Path runs = dir.resolve("runs").resolve("workload-quick");
        Path trials = dir.resolve("trials").resolve("workload-quick");
        for (int i = 1; i <= 3; i++) {
            GateRuns.write(runs.resolve("p1").resolve("u-" + i), "u-" + i, GateRuns.noisy(GateRuns.typical(), random, 0.01, 0));
            GateRuns.dated(runs.resolve("p1").resolve("u-" + i), "2026-11-20T0" + i + ":00:00Z");
            Path again = trials.resolve("p2").resolve("unchanged").resolve("a-" + i);
            GateRuns.write(again, "a-" + i, GateRuns.noisy(GateRuns.typical(), random, 0.01, 0));
            GateRuns.dated(again, "2026-11-21T0" + i + ":00:00Z");
            // the third day's rounds: an unchanged run, then a slowed one
            Path unchanged = trials.resolve("p3").resolve("unchanged").resolve("b-" + i);
            GateRuns.write(unchanged, "b-" + i, GateRuns.noisy(GateRuns.typical(), random, 0.01, 0));
            GateRuns.dated(unchanged, "2026-11-22T0" + i + ":00:00Z");
            Path slowed = trials.resolve("p3").resolve("sign-slowed").resolve("s-" + i);
            GateRuns.write(slowed, "s-" + i, GateRuns.slowed(GateRuns.noisy(GateRuns.typical(), random, 0.01, 0), 1.5,
                    "sign"));
            GateRuns.dated(slowed, "2026-11-22T0" + i + ":30:00Z");
        }

        String table = TrialTable.renderHistory(runs, trials, 0.01);

        assertTrue(table.startsWith("| runs | injected on the server | history before each run |"), table);
        assertTrue(table.lines().noneMatch(l -> l.startsWith("| 3, p2 |")),
                "before the second day's runs the history holds one day: no row\n" + table);
        String slowedRow = line(table, "| 3, p3 |", "sign/small");
        assertTrue(slowedRow.contains("| 7-9 runs from 3 days (2026-11-20, 2026-11-21, 2026-11-22) |"),
                "s-1 has u-1..3, a-1..3 and b-1 before it; s-3 also b-2 and b-3: " + slowedRow);
        assertTrue(slowedRow.contains("| 3 of 3 failed (s-1: ") && slowedRow.contains(" sign-vs-peers/small +"), slowedRow);
        String unchangedRow = line(table, "| 3, p3 |", "nothing (unchanged runs)");
        assertTrue(unchangedRow.endsWith("| 0 of 2 failed; no history of 5 runs from 3 days before: b-1 |"),
                "b-1 has two days before it, b-2 and b-3 three: " + unchangedRow);
    }

    private static String line(String table, String start, String containing) {
        return table.lines().filter(l -> l.startsWith(start) && l.contains(containing)).findFirst()
                .orElseThrow(() -> new AssertionError("no row with " + containing + " in\n" + table));
    }
}
