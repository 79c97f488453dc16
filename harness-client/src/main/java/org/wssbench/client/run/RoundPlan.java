package org.wssbench.client.run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The order in which cells take turns within a round: shuffled afresh for every round from the
 * run's recorded seed (randomised multiple interleaved trials, Abedi and Brecht, ICPE 2017), so
 * no cell is always measured right after the same neighbour, and any round's order can be
 * recomputed from the seed and the round number alone.
 */
final class RoundPlan {

    private final long seed;

    RoundPlan(long seed) {
        this.seed = seed;
    }

    long seed() {
        return seed;
    }

    /** @param round measured rounds 1..R; warm-up rounds use negative numbers -1, -2, ... */
    <T> List<T> order(List<T> cells, int round) {
        List<T> order = new ArrayList<>(cells);
        Collections.shuffle(order, new Random(seed * 1_000_003L + round));
        return order;
    }
}
