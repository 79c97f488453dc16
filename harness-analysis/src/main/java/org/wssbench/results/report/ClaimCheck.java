package org.wssbench.results.report;

import java.util.List;

/**
 * One claim of a published study tested on a run: what the study states (labelled as published),
 * the same figure computed from the run with its definition, the verdict, and where the run
 * disagrees the likely cause among the known differences of setup.
 *
 * @param study     the study's short name, e.g. "van Engelen and Zhang"
 * @param claim     the claim as a statement about shape (ratios, orders), with the figure it comes from
 * @param published the study's figure, as published
 * @param thisRun   the run's figure with its definition, or "-" where the run lacks a cell
 * @param verdict   {@link #AGREES}, {@link #DISAGREES} or {@link #NOT_MEASURED}
 * @param cause     the likely cause of a disagreement; empty otherwise
 */
record ClaimCheck(String study, String claim, String published, String thisRun, String verdict, String cause) {

    static final String AGREES = SeiAgreement.AGREES;
    static final String DISAGREES = SeiAgreement.DISAGREES;
    static final String NOT_MEASURED = SeiAgreement.NOT_MEASURED;

    boolean agrees() {
        return AGREES.equals(verdict);
    }

    boolean disagrees() {
        return DISAGREES.equals(verdict);
    }

    /** The claims as an HTML table: claim, published, this run, verdict, likely cause. */
    static String table(List<ClaimCheck> claims) {
        return Html.table(List.of("claim", "published", "this run", "verdict", "likely cause, where it disagrees"),
                claims.stream().map(c -> List.of(c.claim(), c.published(), c.thisRun(), c.verdict(), c.cause())).toList());
    }
}
