package org.wssbench.results.gate;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.results.RunFolder;

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

    private static String line(String table, String start, String containing) {
        return table.lines().filter(l -> l.startsWith(start) && l.contains(containing)).findFirst()
                .orElseThrow(() -> new AssertionError("no row with " + containing + " in\n" + table));
    }
}
