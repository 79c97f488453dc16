package org.wssbench.results.analysis;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * Holm's step-down adjustment: controls the probability of any false "slower"/"faster" verdict
 * among the cells of one comparison (family-wise error rate), without assuming the cells are
 * independent (they are not: they share plain). Uniformly more powerful than Bonferroni.
 */
public final class Holm {

    private Holm() {
    }

    /** Adjusted p-values, in the order given; NaN entries (untested cells) stay NaN and do not count. */
    public static double[] adjust(double[] p) {
        Integer[] tested = IntStream.range(0, p.length).filter(i -> !Double.isNaN(p[i])).boxed()
                .sorted(Comparator.comparingDouble(i -> p[i])).toArray(Integer[]::new);
        double[] adjusted = new double[p.length];
        Arrays.fill(adjusted, Double.NaN);
        int m = tested.length;
        double running = 0;
        for (int rank = 0; rank < m; rank++) {
            int i = tested[rank];
            running = Math.max(running, Math.min(1, (m - rank) * p[i]));
            adjusted[i] = running;
        }
        return adjusted;
    }
}
