package org.wssbench.results.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.results.RunFolder;

class AbJudgementTest {

    @TempDir
    Path dir;

    /** Pairs share a drift of the host (the shift per pair), each run adds 1% of its own. */
    private List<List<RunFolder>> pairs(int n, double factorB, String... slowedInB) throws IOException {
        Random random = new Random(7);
        List<RunFolder> a = new ArrayList<>();
        List<RunFolder> b = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double drift = 0.05 * random.nextGaussian();
            a.add(GateRuns.write(dir.resolve("a" + i), "a" + i, GateRuns.noisy(GateRuns.typical(), random, 0.01, drift)));
            Map<String, Double> slowed = GateRuns.slowed(GateRuns.typical(), factorB, slowedInB);
            b.add(GateRuns.write(dir.resolve("b" + i), "b" + i, GateRuns.noisy(slowed, random, 0.01, drift)));
        }
        return List.of(a, b);
    }

    @Test
    void anAaPairFindsNothing() throws IOException {
        List<List<RunFolder>> runs = pairs(5, 1.0);
        AbJudgement judgement = AbJudgement.judge(runs.get(0), runs.get(1), 0.05);
        assertFalse(judgement.anySlower(), judgement.figures().toString());
    }

    @Test
    void aUniformSlowdownIsFoundDespiteDriftSharedByEachPair() throws IOException {
        List<List<RunFolder>> runs = pairs(5, 1.10, "username", "sign", "encr", "secureconversation");
        AbJudgement judgement = AbJudgement.judge(runs.get(0), runs.get(1), 0.05);
        assertTrue(judgement.anySlower());
        AbJudgement.Figure sign = judgement.figures().stream().filter(f -> f.key().toString().equals("sign/small"))
                .findFirst().orElseThrow();
        assertEquals("SLOWER", sign.verdict());
        assertEquals(10, sign.changePct(), 2.0);
        assertTrue(judgement.figures().stream().filter(f -> f.key().scenario().equals("ssl"))
                .allMatch(f -> f.verdict().equals("no change")));
    }

    @Test
    void holmRanksThePValues() throws IOException {
        List<List<RunFolder>> runs = pairs(4, 1.10, "sign");
        AbJudgement judgement = AbJudgement.judge(runs.get(0), runs.get(1), 0.05);
        double smallest = judgement.figures().stream().mapToDouble(AbJudgement.Figure::p).min().orElseThrow();
        AbJudgement.Figure first = judgement.figures().stream().filter(f -> f.p() == smallest).findFirst().orElseThrow();
        assertEquals(Math.min(1, smallest * judgement.figures().size()), first.pAdjusted(), 1e-12);
    }

    @Test
    void theMinimumDetectableChangeShrinksWithMorePairs() {
        double three = AbJudgement.minimumDetectablePct(0.02, 3, 0.05, 12, 0.8);
        double five = AbJudgement.minimumDetectablePct(0.02, 5, 0.05, 12, 0.8);
        assertTrue(five < three, five + " vs " + three);
    }

    @Test
    void unevenOrTooFewPairsAreRefused() throws IOException {
        List<List<RunFolder>> runs = pairs(3, 1.0);
        assertThrows(IllegalArgumentException.class, () -> AbJudgement.judge(runs.get(0), runs.get(1).subList(0, 2), 0.05));
        assertThrows(IllegalArgumentException.class, () -> AbJudgement.judge(runs.get(0).subList(0, 2),
                runs.get(1).subList(0, 2), 0.05));
    }
}
