package org.wssbench.results;

/** Sum of the client times of one repetition's measured successful requests. */
public record RepetitionTotal(int repetition, int requests, boolean clean, double totalMs) {
}
