package org.wssbench.seismic.timing;

import java.util.List;

import org.wssbench.seismic.catalog.CatalogSource;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.model.Catalog;
import org.wssbench.seismic.query.QueryEngine;
import org.wssbench.seismic.query.QueryRange;
import org.wssbench.seismic.sequence.RequestSequence;
import org.wssbench.seismic.sequence.SequenceSpec;

/**
 * Prints the mean time the query engine needs per request of the SMALL and LARGE sequences (after
 * warm-up), to check that answering stays a small fraction of a SOAP round trip. Not a unit test on
 * purpose: timings depend on the machine.
 * Usage: {@code java -cp seismic-core.jar org.wssbench.seismic.timing.QueryEngineTiming [catalogue spec]}
 */
public final class QueryEngineTiming {

    private static final int WARM_UP_ROUNDS = 30;
    private static final int MEASURED_ROUNDS = 30;

    private QueryEngineTiming() {
    }

    public static void main(String[] args) {
        Catalog catalog = CatalogSource.load(args.length > 0 ? args[0] : CatalogSource.DEFAULT_SPEC);
        long buildStart = System.nanoTime();
        QueryEngine engine = new QueryEngine(catalog);
        System.out.printf("catalogue %s, index built in %.1f ms%n", catalog.identity(),
                (System.nanoTime() - buildStart) / 1e6);
        for (SequenceSpec spec : List.of(SequenceSpec.SMALL, SequenceSpec.LARGE)) {
            // Requests always follow the synthetic window: that is what the client sends.
            List<QueryRange> requests = RequestSequence.generate(spec, SyntheticCatalog.TIME_WINDOW);
            long matched = runRounds(engine, requests, WARM_UP_ROUNDS);
            long start = System.nanoTime();
            runRounds(engine, requests, MEASURED_ROUNDS);
            double microsPerQuery = (System.nanoTime() - start) / 1e3 / ((double) MEASURED_ROUNDS * requests.size());
            System.out.printf("%-5s %5d requests, %7d quakes matched per pass: %8.2f us/query (match + grouping)%n",
                    spec.name(), requests.size(), matched / WARM_UP_ROUNDS, microsPerQuery);
        }
    }

    private static long runRounds(QueryEngine engine, List<QueryRange> requests, int rounds) {
        long matched = 0;
        for (int round = 0; round < rounds; round++) {
            for (QueryRange request : requests) {
                matched += engine.match(request).count();
            }
        }
        return matched;
    }
}
