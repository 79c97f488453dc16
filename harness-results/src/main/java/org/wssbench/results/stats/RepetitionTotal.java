package org.wssbench.results.stats;

/** Sum of the client times of one repetition's measured successful requests. */
record RepetitionTotal(int repetition, int requests, boolean clean, double totalMs) {
}
