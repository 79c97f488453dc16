package org.wssbench.results.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.ScenarioSequence;

class StatisticsTest {

    private static final ScenarioSequence SIGN = new ScenarioSequence("sign", "small");
    private static final ScenarioSequence PLAIN = new ScenarioSequence("plain", "small");

    @Test
    void holmAdjustsStepDownAndKeepsOrder() {
        double[] adjusted = Holm.adjust(new double[] {0.01, 0.04, Double.NaN, 0.03});
        // sorted: 0.01 (x3), 0.03 (x2), 0.04 (x1); monotone
        assertEquals(0.03, adjusted[0], 1e-12);
        assertEquals(0.06, adjusted[3], 1e-12);
        assertEquals(0.06, adjusted[1], 1e-12);
        assertTrue(Double.isNaN(adjusted[2]));
    }

    @Test
    void pairedRatiosUseOnlyRoundsWhereBothAreClean() {
        List<RequestRecord> rows = new ArrayList<>();
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 4; i++) {
                rows.add(row("plain", round, i, 1_000, RequestStatus.OK));
                rows.add(row("sign", round, i, round == 1 && i == 2 ? 5_000 : 10_000,
                        round == 1 && i == 2 ? RequestStatus.ERROR : RequestStatus.OK));
            }
        }
        rows.add(new RequestRecord("r", "sign", "small", 0, 0, true, 0, 0, 99_000_000, -1, -1, -1, -1, 1, 1, 1,
                RequestStatus.OK, ""));
        PairedRatios ratios = PairedRatios.of(CellRounds.of(rows), SIGN);
        assertArrayEquals(new double[] {10, 10}, ratios.time(), 1e-12, "round 2 has an error, warm-up ignored");
        assertEquals(10, ratios.timeMedian(), 1e-12);
        assertEquals(0, ratios.cpu().length, "no CPU times recorded");
        assertArrayEquals(new double[] {0.009, 0.009}, ratios.overheadMs(), 1e-12,
                "(10,000 - 1,000) ns per request, in ms, from the same clean rounds");

        org.wssbench.results.SummaryRow sign = SummaryCalculator.summarize("r", rows, Map.of(), Map.of(), true)
                .stream().filter(r -> r.key().equals(SIGN)).findFirst().orElseThrow();
        assertEquals(10, sign.roundRatios().roundRatioMedian(), 1e-12, "summary.csv carries the paired figure");
        assertEquals(0, sign.roundRatios().roundRatioCvPct(), 1e-12);
        assertEquals(0.009, sign.roundRatios().overheadMsMedian(), 1e-12);
    }

    @Test
    void aaComparisonsRarelyFlagAndAShiftIsFound() {
        Random random = new Random(7);
        double between = 0.02;
        double within = 0.03;
        int flagged = 0;
        int trials = 200;
        Map<ScenarioSequence, RunNoise.Cell> noise = RunNoise.estimate(
                Map.of(SIGN, runValues(random, 10, between, within, 8)), Map.of());
        HierarchicalBootstrap bootstrap = new HierarchicalBootstrap(400);
        for (int t = 0; t < trials; t++) {
            List<double[]> a = List.of(rounds(random, 10 * Math.exp(random.nextGaussian() * between), within, 30));
            List<double[]> b = List.of(rounds(random, 10 * Math.exp(random.nextGaussian() * between), within, 30));
            ChangeEstimate change = bootstrap.change(a, b, noise.get(SIGN), t);
            assertEquals(ChangeEstimate.NoiseSource.BASELINE, change.noise());
            if (change.pValue() < 0.05) {
                flagged++;
            }
        }
        assertTrue(flagged <= trials * 0.12, "A/A flagged " + flagged + " of " + trials + " at 5%");

        List<double[]> base = new ArrayList<>();
        List<double[]> slower = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            base.add(rounds(random, 10 * Math.exp(random.nextGaussian() * between), within, 30));
            slower.add(rounds(random, 12 * Math.exp(random.nextGaussian() * between), within, 30));
        }
        ChangeEstimate change = bootstrap.change(base, slower, null, 1);
        assertEquals(ChangeEstimate.NoiseSource.RUNS, change.noise());
        assertTrue(change.low() > 0 && change.pValue() < 0.001, change.toString());
        assertEquals(0.2, change.estimate(), 0.05);
    }

    @Test
    void oneRunPerSideWithoutBaselineSaysSo() {
        Random random = new Random(3);
        ChangeEstimate change = new HierarchicalBootstrap(300).change(List.of(rounds(random, 10, 0.03, 20)),
                List.of(rounds(random, 10, 0.03, 20)), null, 5);
        assertEquals(ChangeEstimate.NoiseSource.ROUNDS_ONLY, change.noise());
    }

    @Test
    void toleranceGrowsWithNoiseAndShrinksWithLowerFalseAlarmRate() {
        Random random = new Random(11);
        Map<ScenarioSequence, double[]> values = Map.of(SIGN, runValues(random, 10, 0.02, 0, 5),
                new ScenarioSequence("encr", "small"), runValues(random, 9, 0.02, 0, 5));
        RunNoise.Cell sign = RunNoise.estimate(values, Map.of()).get(SIGN);
        assertTrue(sign.degreesOfFreedom() > 4, "more than the cell's own 4: moderated toward the sequence's prior");
        assertTrue(sign.tolerance(0.001) > sign.tolerance(0.01));
        assertTrue(sign.detectable(0.001, 0.8) > sign.tolerance(0.001));
    }

    private static double[] runValues(Random random, double centre, double between, double within, int runs) {
        double[] values = new double[runs];
        for (int i = 0; i < runs; i++) {
            values[i] = centre * Math.exp(random.nextGaussian() * Math.hypot(between, within / Math.sqrt(30)));
        }
        return values;
    }

    private static double[] rounds(Random random, double centre, double within, int count) {
        double[] rounds = new double[count];
        for (int i = 0; i < count; i++) {
            rounds[i] = centre * Math.exp(random.nextGaussian() * within);
        }
        return rounds;
    }

    @Test
    void aFewRunsThatHappenToAgreeAreJudgedWithNoLessThanTheBaselinesNoise() {
        ChangeEstimate narrow = ChangeEstimate.tInterval(Math.log(1.02), 0.002, 8, ChangeEstimate.NoiseSource.RUNS);
        assertTrue(narrow.pValue() < 0.05, "+2% with a 0.2% standard error");
        ChangeEstimate floored = narrow.atLeast(0.02, 5, 5, 13);
        assertEquals(ChangeEstimate.NoiseSource.RUNS_BASELINE_FLOOR, floored.noise());
        assertEquals(0.02 * Math.sqrt(0.4), floored.logStandardError(), 1e-12);
        assertTrue(floored.pValue() > 0.05, "the baseline's 2% run noise over five runs a side does not separate 2%");
        assertEquals(0.02, floored.estimate(), 1e-12);
        assertSame(floored, floored.atLeast(0.001, 5, 5, 13), "a wider spread of the runs themselves stays");
    }

    private static RequestRecord row(String scenario, int repetition, int index, long ns, RequestStatus status) {
        return new RequestRecord("r", scenario, "small", repetition, index, false, 0, 0, ns, -1, -1, -1, -1, 1, 1, 1,
                status, "");
    }
}
