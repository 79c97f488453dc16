package org.wssbench.results.report;

/**
 * A number from a published study, with where it came from, so a report can show it next to
 * this run's value without anyone mistaking it for a measurement on this machine.
 *
 * @param source study, year and the hardware/software context it was measured on
 * @param comparison what is compared, in words
 * @param published the value as the study states it (text, e.g. "about 1.8x")
 * @param publishedRatio the same as a ratio where one can be derived, else null
 */
record PublishedResult(String source, String comparison, String published, Double publishedRatio) {
}
