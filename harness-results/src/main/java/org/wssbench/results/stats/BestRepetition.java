package org.wssbench.results.stats;

import org.wssbench.results.RequestRecord;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Sosnoski's "best of several runs": the repetition with the smallest total client time.
 *
 * <p>A repetition with failed or missing requests has a smaller sum only because work is missing,
 * so repetitions that are clean (all requests ok) and full-length (as many requests as the longest
 * repetition) are preferred; only if there is none do all repetitions compete.
 */
final class BestRepetition {

    private BestRepetition() {
    }

    /** @param measured non-warm-up requests of one scenario+sequence, any status */
    public static Optional<RepetitionTotal> find(List<RequestRecord> measured) {
        Map<Integer, List<RequestRecord>> byRepetition = measured.stream()
                .collect(Collectors.groupingBy(RequestRecord::repetition, TreeMap::new, Collectors.toList()));
        int fullLength = byRepetition.values().stream().mapToInt(List::size).max().orElse(0);
        List<RepetitionTotal> totals = byRepetition.entrySet().stream().map(e -> total(e.getKey(), e.getValue()))
                .toList();
        List<RepetitionTotal> fair = totals.stream()
                .filter(t -> t.clean() && t.requests() == fullLength).toList();
        List<RepetitionTotal> candidates = fair.isEmpty() ? totals : fair;
        return candidates.stream().min(Comparator.comparingDouble(RepetitionTotal::totalMs)
                .thenComparingInt(RepetitionTotal::repetition));
    }

    private static RepetitionTotal total(int repetition, List<RequestRecord> rows) {
        long sumNs = rows.stream().filter(RequestRecord::isOk).mapToLong(RequestRecord::clientNs).sum();
        boolean clean = rows.stream().allMatch(RequestRecord::isOk);
        return new RepetitionTotal(repetition, rows.size(), clean, sumNs / 1e6);
    }
}
