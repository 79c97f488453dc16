package org.wssbench.seismic.sequence;

import java.util.List;

import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.query.QueryEngine;
import org.wssbench.seismic.query.QueryRange;

/**
 * One-off tool that found the SMALL and LARGE parameters: for each seed it bisects the range fraction
 * that brings the total match count closest to the target on the default synthetic catalogue, then
 * reports the best candidates with a fraction rounded to 4 decimals.
 * Run: {@code java -cp target/classes:target/test-classes org.wssbench.seismic.sequence.SequenceCalibration}
 */
public final class SequenceCalibration {

    private SequenceCalibration() {
    }

    public static void main(String[] args) {
        QueryEngine engine = new QueryEngine(SyntheticCatalog.generate());
        calibrate(engine, "small", 1_000, 816);
        calibrate(engine, "large", 100, 176_745);
    }

    static long total(QueryEngine engine, SequenceSpec spec) {
        List<QueryRange> requests = RequestSequence.generate(spec, SyntheticCatalog.TIME_WINDOW);
        long total = 0;
        for (QueryRange request : requests) {
            total += engine.count(request);
        }
        return total;
    }

    private static void calibrate(QueryEngine engine, String name, int count, long target) {
        long bestError = Long.MAX_VALUE;
        for (long seed = 1; seed <= 200; seed++) {
            double low = 0.0001;
            double high = 1;
            for (int step = 0; step < 40; step++) {
                double mid = (low + high) / 2;
                if (total(engine, new SequenceSpec(name, seed, count, mid)) < target) {
                    low = mid;
                } else {
                    high = mid;
                }
            }
            double rounded = Math.round(high * 10_000) / 10_000.0;
            for (double fraction : new double[] {rounded - 0.0001, rounded, rounded + 0.0001}) {
                long total = total(engine, new SequenceSpec(name, seed, count, fraction));
                long error = Math.abs(total - target);
                if (error < bestError) {
                    bestError = error;
                    System.out.printf("%s: seed=%d rangeFraction=%.4f total=%d (target %d)%n",
                            name, seed, fraction, total, target);
                }
            }
            if (bestError == 0) {
                return;
            }
        }
    }
}
