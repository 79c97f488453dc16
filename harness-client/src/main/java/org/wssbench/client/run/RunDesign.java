package org.wssbench.client.run;

import org.wssbench.client.scenario.SequenceDefinition;
import org.wssbench.client.scenario.Workload;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The measurement design of one run, recorded in run.json so a run can be repeated and judged:
 * the seed of the round order, the rounds and their sizes, the warm-up rule (with its settling rounds), priming and the CPU
 * placement, and whether every cell had its own client ({@code clients}: cell) or a scenario's
 * sequences shared one (scenario). {@code visits}: per sequence, the scenarios sent more than once a
 * round and how often (absent when every cell is sent once).
 */
record RunDesign(long orderSeed, int rounds, int repetitions, Map<String, Integer> roundRequests, String warmupRule,
                 int warmupWindow, double warmupCv, double warmupTrend, int settleRounds,
                 Map<String, Integer> warmupRoundRequests,
                 Map<String, Integer> warmupCap, boolean priming, String pinning, String clients,
                 Map<String, Map<String, Integer>> visits) {

    static RunDesign of(Workload workload, long orderSeed, String pinning) {
        Map<String, Integer> round = new LinkedHashMap<>();
        Map<String, Integer> warmupRound = new LinkedHashMap<>();
        Map<String, Integer> cap = new LinkedHashMap<>();
        Map<String, Map<String, Integer>> visits = new LinkedHashMap<>();
        for (SequenceDefinition s : workload.sequences()) {
            if (!s.visits().isEmpty()) {
                visits.put(s.name(), new TreeMap<>(s.visits()));
            }
            round.put(s.name(), workload.roundRequests(s));
            warmupRound.put(s.name(), workload.warmupRoundRequests(s));
            cap.put(s.name(), s.warmupRequests());
        }
        return new RunDesign(orderSeed, workload.rounds(), workload.repetitions(), round, workload.warmup().name(),
                workload.warmup().window(), workload.warmup().cv(), workload.warmup().trend(),
                workload.warmup().settleRounds(), warmupRound, cap,
                workload.prime(), pinning, workload.clientPerCell() ? "cell" : "scenario", visits);
    }

    Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("order_seed", orderSeed);
        json.put("rounds", rounds);
        json.put("repetitions", repetitions);
        json.put("round_requests", roundRequests);
        if (!visits.isEmpty()) {
            json.put("visits", visits);
        }
        Map<String, Object> warmup = new LinkedHashMap<>();
        warmup.put("rule", warmupRule);
        warmup.put("window", warmupWindow);
        warmup.put("cv", warmupCv);
        warmup.put("trend", warmupTrend);
        warmup.put("settle_rounds", settleRounds);
        warmup.put("round_requests", warmupRoundRequests);
        warmup.put("cap", warmupCap);
        json.put("warmup", warmup);
        json.put("priming", priming);
        json.put("pinning", pinning);
        json.put("clients", clients);
        return json;
    }
}
