package org.wssbench.results.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.ScenarioSequence;

/**
 * A run's measured requests grouped by cell and round: the unit of replication inside a run.
 * A single request is never a replicate (consecutive requests share JIT, GC and cache state);
 * a round is, because every cell runs once per round in a shuffled order.
 */
public final class CellRounds {

    private final Map<ScenarioSequence, SortedMap<Integer, RoundTotal>> byCell;
    /** Client times of the ok requests, per cell and round, for statistics that need more than totals. */
    private final Map<ScenarioSequence, Map<Integer, long[]>> times;

    /** Requests in each cell's fullest round, computed once: every paired round and common-factor round asks. */
    private final Map<ScenarioSequence, Integer> fullRound = new TreeMap<>();

    private CellRounds(Map<ScenarioSequence, SortedMap<Integer, RoundTotal>> byCell,
                       Map<ScenarioSequence, Map<Integer, long[]>> times) {
        this.byCell = byCell;
        this.times = times;
        byCell.forEach((key, rounds) -> fullRound.put(key,
                rounds.values().stream().mapToInt(RoundTotal::requests).max().orElse(0)));
    }

    public static CellRounds of(List<RequestRecord> requests) {
        Map<ScenarioSequence, SortedMap<Integer, Accumulator>> sums = new TreeMap<>();
        for (RequestRecord r : requests) {
            if (!Rounds.isMeasured(r)) {
                continue;
            }
            sums.computeIfAbsent(r.key(), k -> new TreeMap<>())
                    .computeIfAbsent(Rounds.roundOf(r), Accumulator::new).add(r);
        }
        Map<ScenarioSequence, SortedMap<Integer, RoundTotal>> totals = new TreeMap<>();
        Map<ScenarioSequence, Map<Integer, long[]>> times = new TreeMap<>();
        sums.forEach((key, rounds) -> {
            SortedMap<Integer, RoundTotal> cell = new TreeMap<>();
            Map<Integer, long[]> cellTimes = new TreeMap<>();
            rounds.forEach((round, acc) -> {
                cell.put(round, acc.total());
                cellTimes.put(round, acc.times());
            });
            totals.put(key, Collections.unmodifiableSortedMap(cell));
            times.put(key, cellTimes);
        });
        return new CellRounds(totals, times);
    }

    /**
     * The rounds in which the cell can be set against its plain: both measured, both clean, both
     * complete, plain's time above zero. Every paired figure uses this one rule. Complete means as
     * many requests as the cell's fullest round: a cell may be sent more often per round than plain
     * or than another cell (the workload's visits), so the two counts need not be equal, and paired
     * figures compare means per request ({@link RoundTotal#meanNs()}), not totals.
     */
    public List<Integer> pairedRounds(ScenarioSequence key) {
        SortedMap<Integer, RoundTotal> plain = rounds(key.plainReference());
        int cellFull = fullRound(key);
        int plainFull = fullRound(key.plainReference());
        List<Integer> paired = new ArrayList<>();
        for (RoundTotal c : rounds(key).values()) {
            RoundTotal p = plain.get(c.round());
            if (p != null && c.clean() && p.clean() && p.clientNs() > 0 && c.requests() == cellFull
                    && p.requests() == plainFull) {
                paired.add(c.round());
            }
        }
        return paired;
    }

    /** Requests in the cell's fullest round: what a complete round of the cell holds. */
    public int fullRound(ScenarioSequence key) {
        return fullRound.getOrDefault(key, 0);
    }

    /** Client times (ns) of the cell's ok requests in the given rounds, in round order. */
    public double[] requestTimes(ScenarioSequence key, List<Integer> rounds) {
        Map<Integer, long[]> cell = times.getOrDefault(key, Map.of());
        return rounds.stream().map(r -> cell.getOrDefault(r, new long[0])).flatMapToLong(Arrays::stream)
                .asDoubleStream().toArray();
    }

    /** Rounds of one cell, by round number; empty if the cell was not measured. */
    public SortedMap<Integer, RoundTotal> rounds(ScenarioSequence key) {
        return byCell.getOrDefault(key, Collections.emptySortedMap());
    }

    /** The measured cells of a sequence other than plain, in natural order. */
    public List<ScenarioSequence> securedCells(String sequence) {
        return byCell.keySet().stream().filter(k -> k.sequence().equals(sequence) && !k.isPlain()).sorted().toList();
    }

    public int roundCount(ScenarioSequence key) {
        return rounds(key).size();
    }

    private static final class Accumulator {
        private final int round;
        private int requests;
        private boolean clean = true;
        private long clientNs;
        private long cpuNs;
        private final List<Long> okTimes = new ArrayList<>();

        Accumulator(int round) {
            this.round = round;
        }

        void add(RequestRecord r) {
            requests++;
            if (!r.isOk()) {
                clean = false;
                return;
            }
            clientNs += r.clientNs();
            okTimes.add(r.clientNs());
            long cpu = Rounds.cpuOf(r);
            cpuNs = cpu < 0 || cpuNs < 0 ? RoundTotal.UNKNOWN : cpuNs + cpu;
        }

        long[] times() {
            return okTimes.stream().mapToLong(Long::longValue).toArray();
        }

        RoundTotal total() {
            return new RoundTotal(round, requests, clean, clientNs, cpuNs);
        }
    }
}
