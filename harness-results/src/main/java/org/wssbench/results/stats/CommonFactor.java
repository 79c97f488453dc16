package org.wssbench.results.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.wssbench.results.ScenarioSequence;

/**
 * The run's common factor: between two fresh JVM pairs, the secured cells of a sequence speed up
 * or slow down together by several percent, and that moves all their ratios to plain the same way
 * (results/baseline/README.md, "Why the gate takes out the common factor").
 *
 * <p>A cell's own change is its log change against a reference minus the median log change of the
 * sequence's other secured cells: the median, so that one cell that really changed (faster or
 * slower) barely moves the others' figure. A change that slows every secured cell alike is then
 * invisible per cell; {@link #perRound} measures that factor itself (the geometric mean of the
 * secured cells' ratios to plain, per round), which the gate checks as the pseudo cell
 * {@code all-secured}.
 */
public final class CommonFactor {

    /** Fewer other secured cells than this in a sequence: no common factor (one peer is just another cell's noise). */
    public static final int MIN_PEERS = 2;

    private CommonFactor() {
    }

    /**
     * For each secured cell present in both maps, the median over the sequence's other such cells
     * of ln(value / reference); cells of a sequence with fewer than {@link #MIN_PEERS} others are left out.
     */
    public static Map<ScenarioSequence, Double> ofOthers(Map<ScenarioSequence, Double> values,
                                                         Map<ScenarioSequence, Double> references) {
        Map<ScenarioSequence, Double> logChange = new TreeMap<>();
        values.forEach((key, value) -> {
            Double reference = references.get(key);
            if (!key.isPlain() && !key.isAllSecured() && value != null && value > 0 && reference != null
                    && reference > 0) {
                logChange.put(key, Math.log(value / reference));
            }
        });
        Map<ScenarioSequence, Double> result = new TreeMap<>();
        for (ScenarioSequence key : logChange.keySet()) {
            double[] others = logChange.entrySet().stream()
                    .filter(e -> e.getKey().sequence().equals(key.sequence()) && !e.getKey().equals(key))
                    .mapToDouble(Map.Entry::getValue).toArray();
            if (others.length >= MIN_PEERS) {
                Arrays.sort(others);
                result.put(key, Quantiles.median(others));
            }
        }
        return result;
    }

    /**
     * The sequence's common factor per round: the geometric mean over all secured cells of
     * (cell's mean request time in the round / plain's); empty without plain or without secured
     * cells. Only rounds in which plain and every secured cell are clean and complete count.
     */
    public static double[] perRound(CellRounds rounds, String sequence) {
        List<ScenarioSequence> cells = rounds.securedCells(sequence);
        ScenarioSequence plainKey = new ScenarioSequence(ScenarioSequence.PLAIN, sequence);
        SortedMap<Integer, RoundTotal> plain = rounds.rounds(plainKey);
        if (cells.isEmpty() || plain.isEmpty()) {
            return new double[0];
        }
        int plainFull = rounds.fullRound(plainKey);
        List<Double> result = new ArrayList<>();
        for (RoundTotal p : plain.values()) {
            Double cellsLog = p.requests() == plainFull ? meanLog(rounds, cells, p) : null;
            if (cellsLog != null) {
                result.add(Math.exp(cellsLog - Math.log(p.meanNs())));
            }
        }
        return result.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /**
     * Mean of ln(client time per request) of the cells in the reference's round, or null if any is
     * missing, unclean or incomplete (fewer requests than its fullest round).
     */
    private static Double meanLog(CellRounds rounds, List<ScenarioSequence> cells, RoundTotal reference) {
        if (!reference.clean() || reference.clientNs() <= 0) {
            return null;
        }
        double sum = 0;
        for (ScenarioSequence cell : cells) {
            RoundTotal t = rounds.rounds(cell).get(reference.round());
            if (t == null || !t.clean() || t.clientNs() <= 0 || t.requests() != rounds.fullRound(cell)) {
                return null;
            }
            sum += Math.log(t.meanNs());
        }
        return sum / cells.size();
    }
}
