package org.wssbench.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What a run measured, as far as its ratios depend on it: workload, catalogue, client threads,
 * measured rounds and each sequence's measured and warm-up request counts (from run.json). The
 * sequences catch an edited workload file that kept its name: a longer warm-up cap alone was
 * measured to move two large cells by 10%. A baseline records the identity of the runs it was built from; the
 * gate does not judge a run whose identity differs, because its ratios measure other work. The
 * warm-up rule belongs to it too: it decides how warm every cell is when measuring starts (a looser
 * steadiness threshold moves where plain starts).
 * {@code warmup} is e.g. {@code steady window=3 cv=0.1 trend=0.1}, with {@code settle=45} when the run settled
 * that many rounds in the measured design before measuring, and the warm-up round sizes
 * ({@code rounds=large:10,small:160}) where run.json records them; null in runs that do not record it. A
 * baseline written before the round sizes were part of it is compared without them (not recorded, not checked).
 * {@code sequences} includes the scenarios a round visits more than once (a workload's visits).
 * A null field on the reference side (the baseline) was not recorded and is not checked.
 */
public record RunIdentity(String workload, String catalogue, Integer threads, Integer rounds, String sequences,
                          String warmup) {

    /** Nothing recorded: checks nothing. */
    public static final RunIdentity UNKNOWN = new RunIdentity(null, null, null, null, null, null);

    /** Where the warm-up round sizes start in {@code warmup}. */
    private static final String ROUNDS = " rounds=";

    /** An identity without the warm-up rule (not checked). */
    public RunIdentity(String workload, String catalogue, Integer threads, Integer rounds, String sequences) {
        this(workload, catalogue, threads, rounds, sequences, null);
    }

    /** The same identity without the warm-up rule: what was measured, whatever state it was measured in. */
    public RunIdentity measuredWork() {
        return new RunIdentity(workload, catalogue, threads, rounds, sequences, null);
    }

    public static RunIdentity of(RunFolder run) {
        RunManifest manifest = run.manifest().orElse(null);
        if (manifest == null) {
            return UNKNOWN;
        }
        RunManifest.Matrix matrix = manifest.matrix();
        return new RunIdentity(matrix == null ? null : matrix.workload(), manifest.catalogue(),
                matrix == null ? null : matrix.threads(), manifest.measuredRounds(),
                matrix == null ? null : sequences(matrix, manifest.design().get("visits")),
                warmup(manifest.design().get("warmup")));
    }

    /** The warm-up rule from run.json's design, e.g. {@code steady window=3 cv=0.1 trend=0.1}; null if absent. */
    private static String warmup(Object design) {
        if (!(design instanceof java.util.Map<?, ?> rule) || rule.get("rule") == null) {
            return null;
        }
        // settling rounds only when there were any, so runs from before they existed keep their identity
        Object settle = rule.get("settle_rounds");
        String settling = settle instanceof Number n && n.intValue() > 0 ? " settle=" + n.intValue() : "";
        // a shorter warm-up round judges steadiness on fewer requests and ends the warm-up at another point
        String roundSizes = rule.get("round_requests") instanceof Map<?, ?> sizes && !sizes.isEmpty()
                ? ROUNDS + new TreeMap<>(sizes).entrySet().stream().map(e -> e.getKey() + ":" + number(e.getValue()))
                        .collect(java.util.stream.Collectors.joining(",")) : "";
        if (!"steady".equals(String.valueOf(rule.get("rule")))) {
            return rule.get("rule") + settling + roundSizes;
        }
        return "steady window=" + rule.get("window") + " cv=" + number(rule.get("cv")) + " trend="
                + number(rule.get("trend")) + settling + roundSizes;
    }

    /** This run's warm-up text as the reference records it: without round sizes when the reference has none. */
    private static String warmupAsRecordedBy(String mine, String reference) {
        if (mine == null || reference == null || reference.contains(ROUNDS) || !mine.contains(ROUNDS)) {
            return mine;
        }
        return mine.substring(0, mine.indexOf(ROUNDS));
    }

    private static String number(Object value) {
        return value instanceof Number n ? java.math.BigDecimal.valueOf(n.doubleValue()).stripTrailingZeros()
                .toPlainString() : String.valueOf(value);
    }

    /**
     * e.g. {@code small count=480 warmup=14400 visits=plain:4,ssl:4; large count=30 warmup=900}; null
     * when run.json has none. Visits (design.visits) change how many samples a cell has, hence its noise.
     */
    private static String sequences(RunManifest.Matrix matrix, Object visits) {
        if (matrix.sequences().stream().allMatch(s -> s.name() == null)) {
            return null;
        }
        Map<?, ?> bySequence = visits instanceof Map<?, ?> m ? m : Map.of();
        return matrix.sequences().stream()
                .map(s -> s.name() + " count=" + s.count() + " warmup=" + s.warmup() + visitsText(bySequence.get(s.name())))
                .collect(java.util.stream.Collectors.joining("; "));
    }

    private static String visitsText(Object visits) {
        if (!(visits instanceof Map<?, ?> byScenario) || byScenario.isEmpty()) {
            return "";
        }
        return " visits=" + new TreeMap<>(byScenario).entrySet().stream().map(e -> e.getKey() + ":" + number(e.getValue()))
                .collect(java.util.stream.Collectors.joining(","));
    }

    /**
     * Fields that differ, as "field: this vs other" texts; empty when they measure the same work.
     * Fields that {@code other} (the reference) does not record are not checked.
     */
    public List<String> differences(RunIdentity other, String thisName, String otherName) {
        List<String> differences = new ArrayList<>();
        compare(differences, "workload", workload, other.workload, thisName, otherName);
        compare(differences, "catalogue", catalogue, other.catalogue, thisName, otherName);
        compare(differences, "threads", threads, other.threads, thisName, otherName);
        compare(differences, "rounds", rounds, other.rounds, thisName, otherName);
        compare(differences, "sequences", sequences, other.sequences, thisName, otherName);
        compare(differences, "warm-up rule", warmupAsRecordedBy(warmup, other.warmup), other.warmup, thisName, otherName);
        return differences;
    }

    private static void compare(List<String> out, String field, Object a, Object b, String aName, String bName) {
        if (b != null && !Objects.equals(a, b)) {
            out.add(field + ": " + aName + " has " + (a == null ? "nothing" : a) + ", " + bName + " has "
                    + (b == null ? "nothing" : b));
        }
    }

}
