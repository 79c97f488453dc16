package org.wssbench.results.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.distribution.TDistribution;
import org.wssbench.results.ScenarioSequence;

/**
 * Run-to-run noise of a ratio metric, measured over independent runs (fresh JVM pairs) of one
 * build on one machine: what the gate's tolerances and compare's one-run-per-side intervals use.
 *
 * <p>Model: the log of a run's ratio is normal around the cell's true log ratio. Per cell, the
 * sample standard deviation s of the log values has only runs - 1 degrees of freedom, so each
 * cell's variance is moderated toward a prior estimated from the cells of the same sequence
 * ({@link ModeratedVariance}): close to its own where the cells' noise differs, close to the
 * pooled value where it does not, with the degrees of freedom of both. A cell never gets less
 * than its own standard deviation: moderation only lifts quiet cells, so the gate stays
 * conservative where a cell's runs are bimodal. The between-run part is
 * what remains after the within-run (round-to-round) variance of the runs is taken out.
 */
public final class RunNoise {

    /**
     * Noise of one cell.
     *
     * @param centre geometric mean of the runs' values (the expected ratio)
     * @param runs number of runs
     * @param cellSd standard deviation of ln(value) over the runs, this cell only
     * @param sd standard deviation used: max(cellSd, the cell's variance moderated toward its sequence's prior)
     * @param degreesOfFreedom of the moderated estimate (prior's plus the cell's own)
     * @param betweenSd run-to-run part of sd: sqrt(max(0, sd^2 - mean within-run variance))
     */
    public record Cell(ScenarioSequence key, double centre, int runs, double cellSd, double sd,
                       double degreesOfFreedom, double betweenSd) {

        /**
         * One-sided tolerance for a single new run: the relative increase that an unchanged
         * build exceeds with probability {@code falseAlarm} (t prediction interval).
         */
        public double tolerance(double falseAlarm) {
            return Math.expm1(quantile(falseAlarm) * sd * Math.sqrt(1 + 1.0 / runs));
        }

        /** Smallest true regression (fraction) that a single new run exceeds the tolerance with the given power. */
        public double detectable(double falseAlarm, double power) {
            return Math.expm1((quantile(falseAlarm) + quantileOfPower(power)) * sd * Math.sqrt(1 + 1.0 / runs));
        }

        /**
         * Smallest true regression (fraction) that a single new run exceeds a given tolerance
         * (fraction) with the given probability.
         */
        public double detectableAbove(double tolerance, double power) {
            return detectableAbove(tolerance, power, 1);
        }

        /**
         * Smallest true regression (fraction) that the geometric mean of {@code meanOf} new runs exceeds a given
         * tolerance (fraction) with the given probability.
         */
        public double detectableAbove(double tolerance, double power, int meanOf) {
            return Math.expm1(Math.log1p(tolerance)
                    + quantileOfPower(power) * sd * Math.sqrt(1 + 1.0 / runs) * meanOfRunsFactor(meanOf));
        }

        /**
         * How much narrower, in log terms, the prediction interval of a mean of {@code meanOf} new runs is than
         * that of one run: {@code sqrt((1/meanOf + 1/runs) / (1 + 1/runs))}. The runs are taken to vary
         * independently, as the baseline's did.
         */
        public double meanOfRunsFactor(int meanOf) {
            if (meanOf < 1) {
                throw new IllegalArgumentException("a mean of " + meanOf + " runs");
            }
            return Math.sqrt((1.0 / meanOf + 1.0 / runs) / (1 + 1.0 / runs));
        }

        /**
         * Correlation of a figure's change in a run with its change in that run's confirmation run (same Tomcat and
         * client JVMs) that the noise model assumes at least: measured 0.44 over five pairs on 2026-11-27, 0.45 over
         * three and 0.58 over four more (a second sitting) on 2026-11-28, about 0.49 pooled (results/baseline/README.md),
         * pooled over figures, so it holds what one sitting's state of the host shares between two runs as well as the
         * JVM pair's part. Kept at 0.45: in the sitting of 0.58 the pairs' means spread as this model says (RMS 1.006
         * in its units), the single runs being quieter than the baseline's noise.
         */
        public static final double SAME_SERVICE_MIN_CORRELATION = 0.45;

        /**
         * The part of the noise two runs of one service share: the run-to-run part ({@code betweenSd}), but never
         * less than {@link #SAME_SERVICE_MIN_CORRELATION} of the variance.
         */
        public double sharedSd() {
            double between = Math.min(betweenSd, sd);
            return Math.sqrt(Math.max(between * between, SAME_SERVICE_MIN_CORRELATION * sd * sd));
        }

        /**
         * As {@link #meanOfRunsFactor}, for a mean of {@code meanOf} runs measured one after another by the same
         * Tomcat and client JVMs (a run and its confirmation run): only the part they do not share averages out
         * ({@link #sharedSd}). {@code sqrt((c^2 + (sd^2 - c^2)/meanOf + sd^2/runs) / (sd^2 (1 + 1/runs)))}, c the
         * shared part; 1 when all of the noise is shared.
         */
        public double sameServiceMeanFactor(int meanOf) {
            if (meanOf < 1) {
                throw new IllegalArgumentException("a mean of " + meanOf + " runs");
            }
            if (sd == 0) {
                return 1;
            }
            double shared = sharedSd();
            double variance = sd * sd;
            return Math.sqrt((shared * shared + (variance - shared * shared) / meanOf + variance / runs)
                    / (variance * (1 + 1.0 / runs)));
        }

        private double quantile(double falseAlarm) {
            return new TDistribution(degreesOfFreedom).inverseCumulativeProbability(1 - falseAlarm);
        }

        private double quantileOfPower(double power) {
            return new TDistribution(degreesOfFreedom).inverseCumulativeProbability(power);
        }

        /**
         * This cell's noise as it would be if every run measured {@code roundFactor} times as many
         * rounds: the within-run part of the variance (sd^2 - betweenSd^2, the rounds' own noise)
         * shrinks by that factor, the run-to-run part does not (variance components at each level of
         * the experiment, as in Kalibera and Jones 2013). A projection that assumes independent
         * rounds; {@code Double.POSITIVE_INFINITY} leaves only the run-to-run part.
         */
        public Cell withRounds(double roundFactor) {
            if (!(roundFactor >= 1)) {
                throw new IllegalArgumentException("round factor must be at least 1, got " + roundFactor);
            }
            double withinVariance = Math.max(0, sd * sd - betweenSd * betweenSd);
            double projected = Math.sqrt(betweenSd * betweenSd + withinVariance / roundFactor);
            double ownProjected = sd == 0 ? cellSd : cellSd * projected / sd;
            return new Cell(key, centre, runs, ownProjected, projected, degreesOfFreedom, betweenSd);
        }

        /**
         * This cell with tails no lighter than a t distribution with {@code tailDf} degrees of freedom
         * ({@link TailFit}): the degrees of freedom become the smaller of the two.
         */
        public Cell withTail(double tailDf) {
            return new Cell(key, centre, runs, cellSd, sd, Math.min(degreesOfFreedom, tailDf), betweenSd);
        }

        /** Coefficient of variation of the ratio over the runs, in percent (from this cell's own sd). */
        public double cvPct() {
            return Math.sqrt(Math.expm1(cellSd * cellSd)) * 100;
        }
    }

    private RunNoise() {
    }

    /**
     * @param values per cell, the metric's value in each run (at least two runs)
     * @param withinSd per cell, the within-run standard error of ln(value) in each run; may lack cells
     */
    public static Map<ScenarioSequence, Cell> estimate(Map<ScenarioSequence, double[]> values,
                                                       Map<ScenarioSequence, double[]> withinSd) {
        Map<ScenarioSequence, double[]> logs = new TreeMap<>();
        values.forEach((key, v) -> {
            if (v.length < 2) {
                throw new IllegalArgumentException(key + ": run-to-run noise needs at least two runs, got "
                        + v.length);
            }
            double[] log = new double[v.length];
            for (int i = 0; i < v.length; i++) {
                log[i] = Math.log(v[i]);
            }
            logs.put(key, log);
        });
        Map<String, ModeratedVariance.Prior> priors = new TreeMap<>();
        logs.keySet().stream().map(RunNoise::priorGroup).distinct().forEach(group -> {
            double[][] cells = logs.entrySet().stream().filter(e -> priorGroup(e.getKey()).equals(group))
                    .map(e -> new double[] {Math.pow(Quantiles.sd(e.getValue()), 2), e.getValue().length - 1})
                    .toArray(double[][]::new);
            priors.put(group, ModeratedVariance.prior(column(cells, 0), column(cells, 1)));
        });
        Map<ScenarioSequence, Cell> cells = new TreeMap<>();
        logs.forEach((key, log) -> {
            ModeratedVariance.Prior prior = priors.get(priorGroup(key));
            double cellSd = Quantiles.sd(log);
            double ownDf = log.length - 1;
            // never below the cell's own: a cell whose runs fall into two modes (JIT, GC layout; seen
            // on sign/large) must not be shrunk toward quieter cells, or the gate fails unchanged builds
            double sd = Math.max(cellSd, Math.sqrt(prior.moderate(cellSd * cellSd, ownDf)));
            double within = meanSquare(withinSd.get(key));
            double between = Math.sqrt(Math.max(0, sd * sd - within));
            cells.put(key, new Cell(key, Math.exp(Quantiles.mean(log)), log.length, cellSd, sd,
                    prior.totalDegreesOfFreedom(ownDf), between));
        });
        return cells;
    }

    /**
     * Cells moderated toward one prior: the cells of a sequence; the common-factor cells
     * (all-secured) form a group of their own, since they carry the noise the peer metric removes.
     */
    private static String priorGroup(ScenarioSequence key) {
        return key.isAllSecured() ? ScenarioSequence.ALL_SECURED : key.sequence();
    }

    private static double[] column(double[][] rows, int index) {
        double[] column = new double[rows.length];
        for (int i = 0; i < rows.length; i++) {
            column[i] = rows[i][index];
        }
        return column;
    }

    private static double meanSquare(double[] values) {
        if (values == null || values.length == 0) {
            return 0;
        }
        double sum = 0;
        for (double v : values) {
            sum += v * v;
        }
        return sum / values.length;
    }

    /** Values of several runs as one array per cell, for {@link #estimate}. */
    public static Map<ScenarioSequence, double[]> byCell(List<Map<ScenarioSequence, Double>> runs) {
        Map<ScenarioSequence, List<Double>> collected = new TreeMap<>();
        for (Map<ScenarioSequence, Double> run : runs) {
            run.forEach((key, value) -> {
                if (value != null && value > 0) {
                    collected.computeIfAbsent(key, k -> new ArrayList<>()).add(value);
                }
            });
        }
        Map<ScenarioSequence, double[]> result = new TreeMap<>();
        collected.forEach((key, list) -> result.put(key, list.stream().mapToDouble(Double::doubleValue).toArray()));
        return result;
    }
}
