package org.wssbench.results.report;

/**
 * A figure of a published study that the report does not set beside a measurement, and why, in
 * one line.
 *
 * @param figure the study's figure or table, e.g. "Fig. 3 (per-operation breakdown)"
 * @param why    what is missing here to reproduce it
 */
record NotReproduced(String figure, String why) {
}
