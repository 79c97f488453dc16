package org.wssbench.results.compare;

import org.wssbench.results.stats.ConfidenceInterval;

/**
 * What compare found for one cell on its second figure (the baseline's second metric, the mean of each
 * block where the first is its fast end): the figure, its change against the first side, and what this
 * figure alone says. Its p-value is Holm-adjusted in one family with the first figure's, so judging two
 * figures does not raise the chance of a false verdict.
 *
 * @param metric the figure's summary column
 * @param ratio the figure on this side (geometric mean over the side's runs, common factor out where the
 *              baseline takes it out)
 * @param change the change against the first side, with its 95 % interval (fractions)
 * @param pValue two-sided p-value of "no change" for this figure alone
 * @param pAdjusted Holm-adjusted over both figures of every cell of the side's comparison
 * @param verdict slower, faster or no significant change, on this figure alone
 * @param noise where its run-to-run noise came from
 */
public record FigureChange(String metric, Double ratio, ConfidenceInterval change, double pValue, double pAdjusted,
                           Verdict verdict, String noise) {
}
