package org.wssbench.benchmark;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.QueryRequests;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.rampart.PolicyTemplate;
import org.wssbench.results.RequestStatus;
import org.wssbench.security.PlaceholderResolver;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.query.QueryRange;
import org.wssbench.seismic.sequence.RequestSequence;
import org.wssbench.seismic.sequence.SequenceSpec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every scenario holds concurrent clients (issue 14): bursts of {@code CLIENTS} fresh clients,
 * released together, each sending {@value #CALLS_PER_CLIENT} requests; then one fresh client per
 * scenario must still answer. Every answer must equal plain's. For secure conversation (token
 * {@code sct} in scenarios.properties) every fresh client fetches its own token at the same moment,
 * which broke the service for good before rampart-compat's workarounds (run with
 * {@code -Dwssbench.rampart.workarounds=off} to see it fail). Those scenarios get
 * {@code SCT_BURSTS} bursts; the others, which only have to show they survive a burst, get
 * {@code OTHER_BURSTS}. System properties (failsafe, from benchmark/pom.xml):
 * {@code wssbench.stress.clients} (default 32), {@code wssbench.stress.bursts} (sct scenarios,
 * default 10), {@code wssbench.stress.bursts.other} (default: the same as the sct scenarios),
 * {@code wssbench.stress.scenarios} (comma-separated names, for experiments; default: all of them).
 * Not a timed test.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ConcurrencyStressIT {

    static final int CLIENTS = positive("wssbench.stress.clients", 32);
    /** Bursts for the secure-conversation scenarios, where the defect of issue 14 was. */
    static final int SCT_BURSTS = positive("wssbench.stress.bursts", 10);
    /** Bursts for every other scenario: they only need to show they survive one. */
    static final int OTHER_BURSTS = positive("wssbench.stress.bursts.other", SCT_BURSTS);
    static final int CALLS_PER_CLIENT = 2;
    /**
     * The scenario whose clients must cancel their token. rahas refuses a cancel request that is
     * not signed ("The specified request failed" in RahasData), so secureconversation-encr's
     * clients cannot cancel; their tokens leave the service's store when they expire.
     */
    static final String CANCELLABLE = "secureconversation";

    private static final DeployedService SERVICE = new DeployedService();
    private static final List<QueryRange> QUERIES = RequestSequence.generate(
            SequenceSpec.SMALL.withCount(CLIENTS * CALLS_PER_CLIENT), SyntheticCatalog.TIME_WINDOW);
    /** Plain's answer to each query, single-threaded: what every scenario must answer. */
    private static final Map<Integer, Integer> PLAIN_COUNTS = new LinkedHashMap<>();

    @BeforeAll
    static void plainAnswers() {
        try (ScenarioClient plain = SERVICE.client("plain")) {
            for (int i = 0; i < QUERIES.size(); i++) {
                CallResult result = plain.call(QueryRequests.toRequest(QUERIES.get(i)));
                assertEquals(RequestStatus.OK, result.status(), result.error());
                PLAIN_COUNTS.put(i, result.matches());
            }
        }
        assertTrue(PLAIN_COUNTS.values().stream().anyMatch(count -> count > 0), "some queries match quakes");
    }

    @Test
    @Order(1)
    void burstsOfFreshClientsGetPlainsAnswers() throws Exception {
        assertEquals("sct", SERVICE.protection(CANCELLABLE).token(),
                CANCELLABLE + " must be declared token=sct in scenarios.properties, or it gets only " + OTHER_BURSTS + " burst(s)");
        long cancelledBefore = statusCount("sct_tokens_cancelled");
        List<String> failures = new ArrayList<>();
        int secureConversationClients = 0;
        for (ScenarioDefinition scenario : matrixScenarios()) {
            PolicyTemplate policy = clientPolicy(scenario);
            int bursts = burstsFor(scenario);
            for (int burst = 1; burst <= bursts; burst++) {
                failures.addAll(burst(scenario, policy, burst));
            }
            if (scenario.name().equals(CANCELLABLE)) {
                secureConversationClients += CLIENTS * bursts;
            }
        }
        assertEquals(List.of(), failures.subList(0, Math.min(20, failures.size())),
                failures.size() + " failed or wrong answers in bursts of " + CLIENTS + " clients ("
                        + SCT_BURSTS + " bursts per sct scenario, " + OTHER_BURSTS + " per other scenario)");
        if (secureConversationClients > 0) {
            assertTrue(cancelledBefore >= 0, "the status page reports the service's token store (rampart-compat)");
            assertEquals(secureConversationClients, statusCount("sct_tokens_cancelled") - cancelledBefore,
                    "every secure-conversation client cancelled its token when closed");
        }
    }

    @Test
    @Order(2)
    void afterTheBurstsEveryScenarioStillAnswersOneClient() throws Exception {
        for (ScenarioDefinition scenario : matrixScenarios()) {
            try (ScenarioClient client = new ScenarioClient(scenario, SERVICE.endpoints,
                    scenario.secured() ? clientPolicy(scenario).newPolicy() : null, SERVICE.tls)) {
                for (int i = 0; i < 3; i++) {
                    CallResult result = client.call(QueryRequests.toRequest(QUERIES.get(i)));
                    assertEquals(RequestStatus.OK, result.status(), scenario.name() + ": " + result.error());
                    assertEquals(PLAIN_COUNTS.get(i), result.matches(), scenario.name() + " query " + i);
                }
            }
        }
        Properties status = SERVICE.status();
        assertEquals(null, status.getProperty("corrupted"), "the service reports no corrupted state: " + status);
    }

    /** Secure-conversation scenarios ({@code scenario.<name>.token=sct}) get more bursts than the rest. */
    private static int burstsFor(ScenarioDefinition scenario) {
        return "sct".equals(SERVICE.protection(scenario.name()).token()) ? SCT_BURSTS : OTHER_BURSTS;
    }

    private static int positive(String property, int defaultValue) {
        String value = System.getProperty(property, "").trim();
        int parsed = value.isEmpty() ? defaultValue : Integer.parseInt(value);
        if (parsed < 1) {
            throw new IllegalArgumentException(property + " must be at least 1, is " + value);
        }
        return parsed;
    }

    /** One burst: CLIENTS threads each open a fresh client, wait for the others, then call. */
    private static List<String> burst(ScenarioDefinition scenario, PolicyTemplate policy, int burst) throws Exception {
        ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
        CountDownLatch ready = new CountDownLatch(CLIENTS);
        ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
        try {
            List<Future<?>> clients = new ArrayList<>();
            for (int c = 0; c < CLIENTS; c++) {
                int clientIndex = c;
                clients.add(pool.submit(() -> {
                    try (ScenarioClient client = new ScenarioClient(scenario, SERVICE.endpoints,
                            policy == null ? null : policy.newPolicy(), SERVICE.tls)) {
                        ready.countDown();
                        ready.await(60, TimeUnit.SECONDS);
                        for (int call = 0; call < CALLS_PER_CLIENT; call++) {
                            int query = clientIndex * CALLS_PER_CLIENT + call;
                            CallResult result = client.call(QueryRequests.toRequest(QUERIES.get(query)));
                            if (result.status() != RequestStatus.OK) {
                                failures.add(scenario.name() + " burst " + burst + " client " + clientIndex + ": "
                                        + result.status().csvName() + ": " + result.error());
                            } else if (result.matches() != PLAIN_COUNTS.get(query)) {
                                failures.add(scenario.name() + " burst " + burst + " client " + clientIndex + ": "
                                        + result.matches() + " matches, plain has " + PLAIN_COUNTS.get(query));
                            }
                        }
                        client.cancelToken();
                        if (CANCELLABLE.equals(scenario.name()) && client.tokenCancelFailure() != null) {
                            failures.add(scenario.name() + " burst " + burst + " client " + clientIndex
                                    + ": token cancel failed: " + client.tokenCancelFailure());
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> client : clients) {
                client.get(5, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
        }
        return List.copyOf(failures);
    }

    /**
     * Each fresh client gets its own copy of the scenario's client policy (as every driver client
     * does: Rampart writes into a client's policy too), parsed from text instead of being loaded
     * and validated from the file again, to keep 32 client start-ups cheap.
     */
    private static PolicyTemplate clientPolicy(ScenarioDefinition scenario) throws IOException {
        if (!scenario.secured()) {
            return null;
        }
        String text = Files.readString(scenario.policy(), StandardCharsets.UTF_8);
        return new PolicyTemplate(scenario.policy().toString(),
                PlaceholderResolver.of(SERVICE.security).resolve(scenario.policy().toString(), text));
    }

    /**
     * The scenarios of scenarios.properties ({@code scenarios=} and {@code scenarios.more=}); the
     * generated policy variants of sign and signencr are left out to keep the test's cost modest.
     * {@code -Dwssbench.stress.scenarios=a,b} keeps only those (for experiments, e.g. bigger bursts).
     */
    private static List<ScenarioDefinition> matrixScenarios() throws IOException {
        Properties declared = new Properties();
        try (var reader = Files.newBufferedReader(SERVICE.projectDir.resolve("scenarios/scenarios.properties"))) {
            declared.load(reader);
        }
        List<String> only = List.of(System.getProperty("wssbench.stress.scenarios", "").split(",")).stream()
                .map(String::trim).filter(name -> !name.isEmpty()).toList();
        List<ScenarioDefinition> scenarios = new ArrayList<>();
        for (String key : List.of("scenarios", "scenarios.more")) {
            for (String name : declared.getProperty(key, "").split(",")) {
                if (!name.isBlank() && (only.isEmpty() || only.contains(name.trim()))) {
                    scenarios.add(SERVICE.scenario(name.trim()));
                }
            }
        }
        if (scenarios.isEmpty()) {
            throw new IllegalArgumentException("wssbench.stress.scenarios names no declared scenario: " + only);
        }
        return scenarios;
    }

    /** A counter from /status, -1 if the page does not have it. */
    private static long statusCount(String key) {
        String value = SERVICE.status().getProperty(key);
        return value == null ? -1 : Long.parseLong(value);
    }
}
