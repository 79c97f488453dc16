package org.wssbench.results.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.wssbench.results.ScenarioSequence;

/**
 * The run's common factor: between two fresh JVM pairs, the secured cells of a sequence speed up
 * or slow down together by several percent, and that moves all their ratios to plain the same way
 * (results/baseline/README.md, "Why the gate takes out the common factor").
 *
 * <p>It is taken out round by round. In each round, a cell's ratio to plain is divided by that
 * round's factor: the median, over the sequence's other adjusted cells, of their ratio in the same
 * round against their reference. Plain's round total divides the cell and its peers alike, so it
 * cancels exactly, and what is left is the cell's cost against its peers measured seconds apart.
 * (The first version took the factor out once per run, from the cells' medians over rounds; plain's
 * round-to-round noise then stayed in, and on two sets of five A/A runs the per-round version had
 * the lower run-to-run spread for most cells: results/baseline/README.md.) The median, so that one
 * cell that really changed barely moves its peers' figure. A change that slows every secured cell
 * alike is then invisible per cell; {@link #perRound} measures that factor itself (the geometric
 * mean of the secured cells' ratios to plain, per round), which the gate checks as the pseudo cell
 * {@code all-secured}.
 */
public final class CommonFactor {

    /** Fewer other adjusted cells than this in a sequence (or a round): no factor (one peer is just another cell's noise). */
    public static final int MIN_PEERS = 2;

    private CommonFactor() {
    }

    /**
     * Per-round ratios to plain of each cell in {@code adjusted}, each divided by the factor of its
     * round: exp(median, over the other cells of {@code adjusted} in the same sequence, of
     * ln(their ratio in that round / their reference)). A round counts when the cell and at least
     * {@link #MIN_PEERS} peers have a ratio in it; a cell with fewer than {@link #MIN_PEERS} peers
     * with a reference gets no entry.
     *
     * @param adjusted the cells to adjust, which are also each other's peers
     * @param references each cell's expected ratio to plain (the baseline's, or compare's first side's)
     */
    public static Map<ScenarioSequence, double[]> adjustedRounds(CellRounds rounds, Set<ScenarioSequence> adjusted,
                                                                 Map<ScenarioSequence, Double> references) {
        Map<ScenarioSequence, SortedMap<Integer, Double>> ratios = new TreeMap<>();
        for (ScenarioSequence key : adjusted) {
            if (!key.isPlain() && !key.isAllSecured()) {
                ratios.put(key, PairedRatios.timeByRound(rounds, key));
            }
        }
        Map<ScenarioSequence, double[]> result = new TreeMap<>();
        ratios.forEach((key, cell) -> {
            List<ScenarioSequence> peers = ratios.keySet().stream().filter(p -> !p.equals(key)
                    && p.sequence().equals(key.sequence()) && references.getOrDefault(p, 0.0) > 0).toList();
            if (peers.size() < MIN_PEERS) {
                return;
            }
            List<Double> values = new ArrayList<>();
            cell.forEach((round, ratio) -> {
                double[] changes = peers.stream().filter(p -> ratios.get(p).containsKey(round))
                        .mapToDouble(p -> Math.log(ratios.get(p).get(round) / references.get(p))).toArray();
                if (changes.length >= MIN_PEERS) {
                    values.add(ratio / Math.exp(Quantiles.median(changes)));
                }
            });
            if (!values.isEmpty()) {
                result.put(key, values.stream().mapToDouble(Double::doubleValue).toArray());
            }
        });
        return result;
    }

    /**
     * The sequence's common factor per round: the geometric mean over all secured cells of
     * (cell round total / plain round total); empty without plain or without secured cells. Only
     * rounds in which plain and every secured cell are clean and have the same request count count.
     */
    public static double[] perRound(CellRounds rounds, String sequence) {
        List<ScenarioSequence> cells = rounds.securedCells(sequence);
        SortedMap<Integer, RoundTotal> plain = rounds.rounds(new ScenarioSequence(ScenarioSequence.PLAIN, sequence));
        if (cells.isEmpty() || plain.isEmpty()) {
            return new double[0];
        }
        List<Double> result = new ArrayList<>();
        for (RoundTotal p : plain.values()) {
            Double cellsLog = meanLog(rounds, cells, p);
            if (cellsLog != null) {
                result.add(Math.exp(cellsLog - Math.log(p.clientNs())));
            }
        }
        return result.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** Mean of ln(client total) of the cells in the reference's round, or null if any is missing or unclean. */
    private static Double meanLog(CellRounds rounds, List<ScenarioSequence> cells, RoundTotal reference) {
        if (!reference.clean() || reference.clientNs() <= 0) {
            return null;
        }
        double sum = 0;
        for (ScenarioSequence cell : cells) {
            RoundTotal t = rounds.rounds(cell).get(reference.round());
            if (t == null || !t.clean() || t.clientNs() <= 0 || t.requests() != reference.requests()) {
                return null;
            }
            sum += Math.log(t.clientNs());
        }
        return sum / cells.size();
    }
}
