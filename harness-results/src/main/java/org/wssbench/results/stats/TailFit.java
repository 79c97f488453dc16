package org.wssbench.results.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.distribution.TDistribution;
import org.wssbench.results.ScenarioSequence;

/**
 * How heavy the tails of the run-to-run noise are, measured on the baseline runs themselves.
 *
 * <p>Why: {@link RunNoise} assumes the log of a run's ratio is normal. On this machine it is not:
 * now and then a whole run of one cell is 10% off (username-digest/small in one run of 22, with a
 * standardised excursion of 5.3 where the normal model allows about 3.3), so a tolerance set for
 * a 1% false-alarm rate failed unchanged runs far more often than that.
 *
 * <p>Method: every baseline run is left out in turn and standardised against the others, as a new
 * run is against a baseline: {@code z = (ln x_i - mean of the others) / (sd of the others *
 * sqrt(1 + 1 / others))}, with the others' moderated sd ({@link RunNoise}). If the model held, z
 * would follow a t distribution with the moderated degrees of freedom. The degrees of freedom of a
 * Student t that fits the pooled z of all cells best (maximum likelihood, scale fixed at 1, since
 * the tolerance uses scale 1) say how heavy the tails really are. Few excursions fix that estimate
 * poorly, so the tolerance uses the lower end of its 95% profile-likelihood interval: the heaviest
 * tail the runs do not rule out.
 */
public final class TailFit {

    /**
     * Cells with fewer runs are left out: with three or four others, a run's excursion says more about
     * how poorly the others fix the cell's spread than about the tails.
     */
    public static final int MIN_RUNS = 5;
    /** Fewer standardised excursions than this carry no tail information: the normal model stands. */
    public static final int MIN_RESIDUALS = 20;
    /** Half the 95% quantile of chi-square with one degree of freedom: the profile-likelihood drop. */
    static final double PROFILE_DROP = 3.841 / 2;
    private static final double GRID_STEP = 1.01;
    private static final double MIN_DF = 1;

    /**
     * @param df degrees of freedom the tolerance should use at most: the lower 95% bound of the fit,
     *           or {@link ModeratedVariance#MAX_DEGREES_OF_FREEDOM} when there was too little to fit
     * @param maximumLikelihoodDf the best-fitting degrees of freedom
     * @param residuals number of standardised excursions the fit used
     * @param largest the largest absolute excursion, in units of the model's scale
     */
    public record Result(double df, double maximumLikelihoodDf, int residuals, double largest) {
    }

    private TailFit() {
    }

    /**
     * @param values per cell, the judged value in each run (the same runs in the same order for every
     *               cell; cells with fewer than {@link #MIN_RUNS} runs are left out)
     */
    public static Result fit(Map<ScenarioSequence, double[]> values) {
        double[] z = leaveOneOutExcursions(values);
        if (z.length < MIN_RESIDUALS) {
            return new Result(ModeratedVariance.MAX_DEGREES_OF_FREEDOM, ModeratedVariance.MAX_DEGREES_OF_FREEDOM,
                    z.length, largest(z));
        }
        List<double[]> grid = new ArrayList<>();
        double best = Double.NEGATIVE_INFINITY;
        double bestDf = ModeratedVariance.MAX_DEGREES_OF_FREEDOM;
        for (double df = MIN_DF; df <= ModeratedVariance.MAX_DEGREES_OF_FREEDOM; df *= GRID_STEP) {
            double ll = logLikelihood(z, df);
            grid.add(new double[] {df, ll});
            if (ll > best) {
                best = ll;
                bestDf = df;
            }
        }
        // the smallest df still within the profile-likelihood interval of the best fit
        double lower = bestDf;
        for (double[] point : grid) {
            if (point[0] < lower && point[1] >= best - PROFILE_DROP) {
                lower = point[0];
            }
        }
        return new Result(lower, bestDf, z.length, largest(z));
    }

    /** Each run of each cell standardised against the other runs of that cell (see the class comment). */
    static double[] leaveOneOutExcursions(Map<ScenarioSequence, double[]> values) {
        int runs = values.values().stream().mapToInt(v -> v.length).max().orElse(0);
        List<Double> z = new ArrayList<>();
        for (int left = 0; left < runs; left++) {
            Map<ScenarioSequence, double[]> others = new TreeMap<>();
            for (Map.Entry<ScenarioSequence, double[]> cell : values.entrySet()) {
                double[] v = cell.getValue();
                if (v.length >= MIN_RUNS && left < v.length) {
                    others.put(cell.getKey(), without(v, left));
                }
            }
            if (others.isEmpty()) {
                continue;
            }
            for (RunNoise.Cell cell : RunNoise.estimate(others, Map.of()).values()) {
                double scale = cell.sd() * Math.sqrt(1 + 1.0 / cell.runs());
                if (scale > 0) {
                    z.add((Math.log(values.get(cell.key())[left]) - Math.log(cell.centre())) / scale);
                }
            }
        }
        return z.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static double logLikelihood(double[] z, double df) {
        TDistribution t = new TDistribution(null, df);
        double sum = 0;
        for (double x : z) {
            sum += t.logDensity(x);
        }
        return sum;
    }

    private static double[] without(double[] values, int index) {
        double[] rest = new double[values.length - 1];
        System.arraycopy(values, 0, rest, 0, index);
        System.arraycopy(values, index + 1, rest, index, values.length - index - 1);
        return rest;
    }

    private static double largest(double[] z) {
        return Arrays.stream(z).map(Math::abs).max().orElse(0);
    }
}
