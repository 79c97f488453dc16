package org.wssbench.results.gate;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunManifest;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.stats.GeometricMean;

/**
 * The one figure the gate judges per cell: {@code round_low_ratio_vs_plain}, the cell's fast end over plain's
 * fast end in the same round, summarised over the rounds (docs/methodology.md). It is the raw ratio: nothing
 * is subtracted, so a change that hits every secured scenario at once moves every figure by its full size.
 *
 * <p>Beside the cells, one row per sequence, {@code message-security/<sequence>}: the geometric mean of the
 * figures of the message-security scenarios (those with a WS-SecurityPolicy; ssl and plain are not). A WSS4J,
 * xmlsec or JDK change moves all of them; their mean moves by the same share with less noise than one cell.
 *
 * <p>And one row per message-security cell, {@code <scenario>-vs-peers/<sequence>}: the cell's figure over the
 * geometric mean of the other message-security cells' figures of its sequence. Much of a run's spread is its JVM
 * pair, and a pair that makes one secured cell dearer makes the others dearer too, so that share of the noise
 * cancels in this row (the baseline's noise models show by how much on each machine). A slowdown of one scenario
 * therefore shows here against less noise, while a slowdown shared by all of them leaves these rows alone and moves
 * the raw figures and the message-security row in full. Both kinds are judged; neither replaces the other.
 *
 * <p>Not {@code username-digest}: its cost depends on how many digest requests the run sent in the five minutes
 * before, which the design does not fix. Rampart 1.8.0's nonce cache holds each nonce for five minutes and walks
 * them all on every lookup, so a cell that keeps getting dearer as it warms up keeps warming up, and a longer
 * warm-up makes its measured figure dearer still: no reference can judge it. Its figure is not judged
 * ({@link #judged}) and is in no aggregate row (gate, {@code ab}, {@code compare}); the report and summary.csv still
 * show it, and the checks that need no noise model (security costing more than plain, message sizes) still cover
 * it.
 */
public final class GatedFigure {

    /** The summary.csv column of the figure. */
    public static final String COLUMN = "round_low_ratio_vs_plain";
    /** Scenario name of the per-sequence aggregate row. */
    public static final String MESSAGE_SECURITY = "message-security";
    /** Suffix of the scenario name of a cell's row against its peers: {@code sign-vs-peers/small}. */
    public static final String VS_PEERS = "-vs-peers";
    /** The scenario whose figure depends on the run's own traffic history, so no reference can judge it (above). */
    public static final String NOT_JUDGED = "username-digest";
    /** Why {@link #NOT_JUDGED} is missing from the judged figures: one line for a tool's output. */
    public static final String NOT_JUDGED_NOTE = NOT_JUDGED + " is measured (summary.csv, the report) but not judged: "
            + "its cost depends on the digest requests of the five minutes before, which Rampart's nonce cache holds and "
            + "walks on every request (README, Limits)";
    /** The fewest message-security cells in a sequence for rows against peers: each needs two peers or more. */
    static final int MIN_PEERED = 3;

    private GatedFigure() {
    }

    /** The figure of each measured secured cell of a run (plain and cells without the figure left out). */
    public static Map<ScenarioSequence, Double> cells(RunFolder run) {
        Map<ScenarioSequence, Double> figures = new TreeMap<>();
        for (SummaryRow row : run.summary()) {
            Double value = row.roundRatios().roundLowRatio();
            if (!row.key().isPlain() && value != null && value > 0 && Double.isFinite(value)) {
                figures.put(row.key(), value);
            }
        }
        return figures;
    }

    /** Names of the run's scenarios that apply a WS-SecurityPolicy (from run.json's matrix). */
    public static Set<String> messageSecurityScenarios(RunFolder run) {
        RunManifest.Matrix matrix = run.manifest().map(RunManifest::matrix).orElse(null);
        if (matrix == null) {
            return Set.of();
        }
        return matrix.scenarios().stream().filter(s -> s.policy() != null && !s.policy().isBlank())
                .map(RunManifest.Scenario::name).collect(Collectors.toCollection(java.util.TreeSet::new));
    }

    /** Whether a noise model judges this cell or row, and whether a cell joins the aggregate rows. */
    public static boolean judged(ScenarioSequence key) {
        return !NOT_JUDGED.equals(key.scenario());
    }

    /** {@link #NOT_JUDGED_NOTE} where one of the runs measured {@link #NOT_JUDGED}. */
    public static Optional<String> notJudgedNote(List<RunFolder> runs) {
        boolean measured = runs.stream().flatMap(run -> run.summary().stream())
                .anyMatch(row -> NOT_JUDGED.equals(row.key().scenario()));
        return measured ? Optional.of(NOT_JUDGED_NOTE) : Optional.empty();
    }

    /** Whether the row is derived from cells (the message-security row, or a cell against its peers). */
    public static boolean isAggregate(ScenarioSequence key) {
        return MESSAGE_SECURITY.equals(key.scenario()) || key.scenario().endsWith(VS_PEERS);
    }

    /**
     * The aggregate rows: per sequence, the geometric mean over {@code members} (the message-security cells the
     * reference measured), and each member against the geometric mean of the others; a sequence lacking any
     * member gets no rows, so a run and its reference average the same cells.
     */
    public static Map<ScenarioSequence, Double> aggregates(Map<ScenarioSequence, Double> cells,
                                                           Set<ScenarioSequence> members) {
        Map<String, List<ScenarioSequence>> bySequence = members.stream().filter(GatedFigure::judged)
                .collect(Collectors.groupingBy(ScenarioSequence::sequence, TreeMap::new, Collectors.toList()));
        Map<ScenarioSequence, Double> rows = new LinkedHashMap<>();
        bySequence.forEach((sequence, keys) -> {
            if (keys.stream().allMatch(cells::containsKey)) {
                rows.put(new ScenarioSequence(MESSAGE_SECURITY, sequence),
                        GeometricMean.of(keys.stream().map(cells::get).toList()));
                if (keys.size() >= MIN_PEERED) {
                    for (ScenarioSequence key : keys) {
                        double peers = GeometricMean.of(keys.stream().filter(k -> !k.equals(key)).map(cells::get).toList());
                        rows.put(new ScenarioSequence(key.scenario() + VS_PEERS, sequence), cells.get(key) / peers);
                    }
                }
            }
        });
        return rows;
    }

    /** The judged figures of a run: its cells' and its own message-security rows (over the cells it measured). */
    public static Map<ScenarioSequence, Double> withAggregates(RunFolder run) {
        return judgedWithAggregates(cells(run), messageSecurityScenarios(run));
    }

    /**
     * The judged figures among {@code cells} and the aggregate rows over those whose scenario is in
     * {@code messageSecurity}.
     */
    public static Map<ScenarioSequence, Double> judgedWithAggregates(Map<ScenarioSequence, Double> cells,
                                                                     Set<String> messageSecurity) {
        Set<ScenarioSequence> members = new java.util.TreeSet<>();
        cells.keySet().stream().filter(k -> messageSecurity.contains(k.scenario())).forEach(members::add);
        Map<ScenarioSequence, Double> all = new TreeMap<>(cells);
        all.keySet().removeIf(key -> !judged(key));
        all.putAll(aggregates(cells, members));
        return all;
    }

    static Optional<Double> of(Map<ScenarioSequence, Double> figures, ScenarioSequence key) {
        return Optional.ofNullable(figures.get(key));
    }
}
