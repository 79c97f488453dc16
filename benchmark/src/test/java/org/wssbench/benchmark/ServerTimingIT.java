package org.wssbench.benchmark;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.QueryRequests;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.results.RequestStatus;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.sequence.RequestSequence;
import org.wssbench.seismic.sequence.SequenceSpec;
import org.wssbench.wire.ServerTiming;
import org.wssbench.wire.ServerTimingMetric;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The server-time columns of requests.csv are filled for every scenario of the matrix: the
 * deployed service sends every {@link ServerTimingMetric} and the request thread's allocated bytes,
 * and the driver reads each one back.
 * A renamed metric, a handler missing from a scenario's phases or a header lost on the way
 * (e.g. dropped by a secured response path) fails here instead of silently becoming -1.
 */
class ServerTimingIT {

    private static final DeployedService SERVICE = new DeployedService();

    /** Every declared scenario; policy variants share their base's services and handlers, so they are left out. */
    static Stream<String> scenarios() {
        return SERVICE.scenarios.values().stream().filter(s -> s.variant() == null).map(s -> s.name());
    }

    @ParameterizedTest
    @MethodSource("scenarios")
    void everyServerTimingMetricIsFilled(String scenario) {
        var request = QueryRequests.toRequest(RequestSequence.generate(SequenceSpec.SMALL.withCount(1),
                SyntheticCatalog.TIME_WINDOW).get(0));
        try (ScenarioClient client = SERVICE.client(scenario)) {
            for (int call = 0; call < 2; call++) { // the first call of a scenario may fetch a token first
                CallResult result = client.call(request);
                assertEquals(RequestStatus.OK, result.status(), scenario + ": " + result.error());
                ServerTiming timing = ServerTiming.parse(result.serverTimingHeader());
                for (ServerTimingMetric metric : ServerTimingMetric.values()) {
                    assertTrue(timing.nanos(metric) >= 0, scenario + ": " + metric.headerName()
                            + " missing from Server-Timing '" + result.serverTimingHeader() + "'");
                }
                assertTrue(timing.allocatedBytes() > 0, scenario + ": alloc missing from Server-Timing '"
                        + result.serverTimingHeader() + "'");
                // the three phases are disjoint spans inside total
                long parts = timing.securityInNanos() + timing.appNanos() + timing.securityOutNanos();
                assertTrue(timing.totalNanos() >= parts, scenario + ": total is shorter than its parts: "
                        + result.serverTimingHeader());
                assertTrue(timing.totalNanos() <= result.clientNanos(), scenario + ": server total exceeds client time");
            }
        }
    }
}
