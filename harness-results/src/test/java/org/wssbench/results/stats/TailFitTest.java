package org.wssbench.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.wssbench.results.ScenarioSequence;

class TailFitTest {

    private static final String[] SCENARIOS = {"sign", "encr", "signencr", "encrsign", "username",
        "username-digest", "secureconversation", "ssl"};

    /**
     * Eight cells of {@code runs} runs with 1% log-normal run-to-run noise; with {@code outlierEvery}
     * above 0, every such run of a cell (counted over all cells) is a whole-run excursion of +10%.
     */
    private static Map<ScenarioSequence, double[]> runs(int runs, int outlierEvery, long seed) {
        Random random = new Random(seed);
        Map<ScenarioSequence, double[]> values = new TreeMap<>();
        int count = 0;
        for (String scenario : SCENARIOS) {
            double[] v = new double[runs];
            for (int i = 0; i < runs; i++) {
                double log = Math.log(5) + 0.01 * random.nextGaussian();
                if (outlierEvery > 0 && ++count % outlierEvery == 0) {
                    log += Math.log(1.10);
                }
                v[i] = Math.exp(log);
            }
            values.put(new ScenarioSequence(scenario, "small"), v);
        }
        return values;
    }

    @Test
    void normalNoiseLeavesTheTailsLight() {
        TailFit.Result fit = TailFit.fit(runs(22, 0, 1));
        assertEquals(8 * 22, fit.residuals());
        assertTrue(fit.maximumLikelihoodDf() > 30, "best fit " + fit.maximumLikelihoodDf());
        // 176 excursions cannot rule out moderately heavy tails: the lower bound stays well below the best fit
        assertTrue(fit.df() > 6, "tail df " + fit.df());
    }

    @Test
    void rareWholeRunExcursionsMakeTheTailsHeavy() {
        TailFit.Result normal = TailFit.fit(runs(22, 0, 1));
        TailFit.Result heavy = TailFit.fit(runs(22, 60, 1));
        assertTrue(heavy.maximumLikelihoodDf() < 10, "best fit " + heavy.maximumLikelihoodDf());
        assertTrue(heavy.df() < 5, "tail df " + heavy.df());
        assertTrue(heavy.df() < normal.df());
        assertTrue(heavy.maximumLikelihoodDf() >= heavy.df(), "the lower bound is below the best fit");
        assertTrue(heavy.largest() > 4, "a +10% run on 1% noise is a large excursion: " + heavy.largest());
    }

    @Test
    void heavierTailsWidenTheTolerance() {
        Map<ScenarioSequence, double[]> values = runs(22, 60, 1);
        RunNoise.Cell cell = RunNoise.estimate(values, Map.of()).get(new ScenarioSequence("sign", "small"));
        RunNoise.Cell tailed = cell.withTail(TailFit.fit(values).df());
        double falseAlarm = 0.01 / 18;
        assertTrue(tailed.tolerance(falseAlarm) > cell.tolerance(falseAlarm) * 1.2,
                tailed.tolerance(falseAlarm) + " against " + cell.tolerance(falseAlarm));
        assertEquals(cell.sd(), tailed.sd(), 0, "only the tails change, not the noise");
    }

    @Test
    void tooFewRunsCarryNoTailInformation() {
        TailFit.Result fit = TailFit.fit(runs(TailFit.MIN_RUNS - 1, 0, 1));
        assertEquals(0, fit.residuals());
        assertEquals(ModeratedVariance.MAX_DEGREES_OF_FREEDOM, fit.df());
    }
}
