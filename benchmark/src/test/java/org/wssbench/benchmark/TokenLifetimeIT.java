package org.wssbench.benchmark;

import org.apache.axis2.AxisFault;
import org.apache.axis2.client.ServiceClient;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.rampart.RampartMessageData;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.client.run.CpuPinning;
import org.wssbench.client.run.MatrixRunner;
import org.wssbench.client.run.ResourceSampler;
import org.wssbench.client.run.RunOutcome;
import org.wssbench.client.run.RunSettings;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.Caller;
import org.wssbench.client.scenario.QueryRequests;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.scenario.SequenceDefinition;
import org.wssbench.client.scenario.WarmupRule;
import org.wssbench.client.scenario.Workload;
import org.wssbench.client.scenario.WorkloadRequest;
import org.wssbench.client.transport.ClientRepository;
import org.wssbench.rampart.ConcurrentTokenStore;
import org.wssbench.rampart.RampartWorkarounds;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;
import org.wssbench.security.PolicyLoader;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.sequence.RequestSequence;
import org.wssbench.seismic.sequence.SequenceSpec;
import org.wssbench.seismic.ws.SeismicStub;
import org.wssbench.seismic.ws.types.MatchQuakes;
import org.wssbench.wire.StatusPage;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run that outlives its secure-conversation tokens. A second Tomcat runs the service exactly as
 * a user would with {@code -Dwssbench.sct.lifetime=}{@value #LIFETIME_SECONDS} (the main Tomcat
 * keeps the default lifetime for the other tests and the matrix):
 * <ol>
 *   <li>the driver (MatrixRunner with the real ScenarioClients) keeps running through several token
 *       lifetimes: its clients renew their tokens, every request is answered, and every answer is
 *       plain's answer to the same query;</li>
 *   <li>the defence: a client that keeps using its token after the token's expiry is not answered.
 *       It fails when the service's token store stops checking expiry (ConcurrentTokenStore's
 *       {@code isExpired} answering false, as rahas' SimpleTokenStore behaves). The positive control
 *       (test 0) is the same client with the same token within the lifetime: answered, and the
 *       business logic acts on it. The expiry check sits in the token store's lookup, not in a
 *       handler that a test-only service could do without.</li>
 * </ol>
 * Requests of the secure-conversation caller are paced (outside the timed call) so that the run
 * outlives the lifetime on any machine; nothing here is timed. Test 2 reuses the token that the
 * control fetched and used, which expires while test 1 runs, so the wait costs no extra time.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TokenLifetimeIT {

    /** Short enough to expire during a short run; below the client's usual 5 s renewal margin. */
    static final int LIFETIME_SECONDS = 3;
    static final String SCENARIO = "secureconversation";
    /**
     * Measured requests per scenario, and the pause before each secure-conversation call: the
     * pauses alone make that scenario's part of the run last longer than a token lifetime.
     */
    static final int REQUESTS = 16;
    static final long PAUSE_MILLIS = 250;
    /** Setups of the stale-token client at most, repeated only when its token demonstrably expired before use. */
    static final int SETUP_ATTEMPTS = 3;
    /** The service's count of requests that reached the scenario's business logic. */
    private static final String ENTERED = StatusPage.REQUESTS_PREFIX + SCENARIO;
    private static final String WSSE_NAMESPACE =
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";

    private static final DeployedService SERVICE = new DeployedService();
    @TempDir
    static Path work;
    private static SecondTomcat tomcat;
    private static StaleTokenClient stale;
    /** When the stale client's token had been issued at the latest (System.nanoTime). */
    private static long staleTokenIssuedBy;

    @BeforeAll
    static void startShortLifetimeService() throws Exception {
        tomcat = SecondTomcat.start(work.resolve("tomcat-base"), SERVICE.security,
                Map.of("wssbench.sct.lifetime", Integer.toString(LIFETIME_SECONDS)));
        tomcat.awaitAnswering(SERVICE.security, 180);
    }

    /** The stale client, its token fetched and used within the lifetime (the control); set up on first use. */
    private static StaleTokenClient staleClient() throws Exception {
        for (int attempt = 1; stale == null; attempt++) {
            stale = staleClientWithATokenInUse(attempt);
        }
        return stale;
    }

    @Test
    @Order(0)
    @DisplayName("attack=expired-token scenario=secureconversation direction=request expect=control"
            + " -- the same client and token are answered within the token's lifetime")
    void messageProtectedWithTheSameTokenIsAnsweredWithinItsLifetime() throws Exception {
        // the control's calls and their checks are the stale client's setup: its token is fetched and used now,
        // so that it expires while test 1 runs
        staleClient();
    }

    /**
     * A stale-token client that has obtained its token and used it twice within the lifetime (the
     * positive control), or null when the machine was demonstrably too slow for that: a call failed
     * because the token had already expired, and more than a lifetime had passed since the token was
     * requested. Then the setup is repeated with a new client and token, at most
     * {@value #SETUP_ATTEMPTS} times in all. Any other failure, or an expiry within the lifetime,
     * fails the setup.
     */
    private static StaleTokenClient staleClientWithATokenInUse(int attempt) throws Exception {
        StaleTokenClient client = new StaleTokenClient(SERVICE.scenario(SCENARIO), tomcat);
        long issuedBefore = status("sct_tokens_added");
        long requested = System.nanoTime();
        try {
            assertEquals(RequestStatus.OK, client.call(0), "first call, with a fresh token");
            staleTokenIssuedBy = System.nanoTime();
            long enteredBefore = status(ENTERED);
            assertEquals(RequestStatus.OK, client.call(1), "positive control: within its lifetime the same token is accepted");
            assertEquals(enteredBefore + 1, status(ENTERED), "positive control: the business logic acted on it");
            assertEquals(issuedBefore + 1, status("sct_tokens_added"), "both calls used one token");
            return client;
        } catch (AssertionError e) {
            client.close();
            long elapsedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - requested);
            boolean expired = e.getCause() instanceof AxisFault fault && fault.getMessage() != null
                    && fault.getMessage().contains(EnforcementIT.UNKNOWN_TOKEN);
            if (!expired || elapsedMillis <= LIFETIME_SECONDS * 1000L || attempt >= SETUP_ATTEMPTS) {
                throw new AssertionError("setup attempt " + attempt + " of " + SETUP_ATTEMPTS + ", " + elapsedMillis
                        + " ms after the token was requested: " + e.getMessage(), e);
            }
            // not silent: the build log shows each repeated setup and why
            System.err.println("TokenLifetimeIT: setup attempt " + attempt + ": the token expired before its positive control ("
                    + elapsedMillis + " ms after it was requested, lifetime " + LIFETIME_SECONDS + " s, machine too slow); repeating");
            return null;
        }
    }

    @AfterAll
    static void stop() {
        if (stale != null) {
            stale.close();
        }
        if (tomcat != null) {
            tomcat.close();
        }
    }

    @Test
    @Order(1)
    void driverRenewsTokensAndGetsPlainsAnswersThroughoutARunLongerThanTheirLifetime() throws Exception {
        long issuedBefore = status("sct_tokens_added");
        List<ScenarioDefinition> scenarios = List.of(SERVICE.scenario("plain"), SERVICE.scenario(SCENARIO));
        Workload workload = new Workload("token-lifetime", List.of(new SequenceDefinition(SequenceSpec.SMALL.withCount(REQUESTS), 0)),
                1, 1, 1, SyntheticCatalog.TIME_WINDOW, WarmupRule.DEFAULT, 1L, false);
        Path runFolder = work.resolve("run");
        Files.createDirectories(runFolder);
        RunSettings settings = new RunSettings(new RunSettings.Output("token-lifetime", runFolder, Map.of()),
                new RunSettings.Matrix(scenarios, workload),
                new RunSettings.Target(tomcat.endpoints, SERVICE.security, true),
                new RunSettings.Behaviour(5, false, 0, CpuPinning.NONE));
        Caller.Factory callers = scenario -> {
            Caller client = new ScenarioClient(scenario, tomcat.endpoints, SERVICE.security, SERVICE.tls);
            return scenario.name().equals(SCENARIO) ? new PacedCaller(client, PAUSE_MILLIS) : client;
        };
        RunOutcome outcome = new MatrixRunner(settings, callers, new ResourceSampler(tomcat.endpoints.statusUrl(), SERVICE.tls),
                new PrintStream(OutputStream.nullOutputStream())).run();

        List<RequestRecord> rows = RunFiles.REQUESTS.read(RunFolder.requestsCsv(runFolder));
        List<RequestRecord> failed = rows.stream().filter(r -> r.status() != RequestStatus.OK).toList();
        assertTrue(failed.isEmpty(), failed.size() + " requests failed, first: "
                + (failed.isEmpty() ? "" : failed.get(0).scenario() + " #" + failed.get(0).index() + ": " + failed.get(0).error()));
        assertTrue(outcome.complete(), "run complete: " + outcome.problems());
        Map<Integer, Long> plain = new HashMap<>();
        rows.stream().filter(r -> r.scenario().equals("plain") && !r.warmup()).forEach(r -> plain.put(r.index(), r.matches()));
        assertEquals(REQUESTS, plain.size(), "plain answered every query");
        assertTrue(plain.values().stream().anyMatch(m -> m > 0), "some queries match quakes");
        List<RequestRecord> measured = rows.stream().filter(r -> r.scenario().equals(SCENARIO) && !r.warmup()).toList();
        assertEquals(REQUESTS, measured.size(), "every request recorded");
        for (RequestRecord row : measured) {
            assertEquals(plain.get(row.index()), row.matches(), SCENARIO + " #" + row.index() + ": plain's answer");
        }
        long first = measured.stream().mapToLong(RequestRecord::startEpochMs).min().orElseThrow();
        long last = measured.stream().mapToLong(RequestRecord::startEpochMs).max().orElseThrow();
        assertTrue(last - first > LIFETIME_SECONDS * 1000L, "the run outlived a token lifetime ("
                + (last - first) + " ms between first and last request)");
        // The client used more than one token: it renewed during the run.
        long issued = status("sct_tokens_added") - issuedBefore;
        assertTrue(issued >= 2, "tokens issued during the run: " + issued);
        // requests.csv marks each call during which the client obtained one (token_issued)
        long marked = rows.stream().filter(r -> r.scenario().equals(SCENARIO) && r.tokenIssued()).count();
        assertEquals(issued, marked, "secureconversation rows marked token_issued, against the service's count of tokens issued");
        assertTrue(rows.stream().filter(r -> r.scenario().equals(SCENARIO)).findFirst().orElseThrow().tokenIssued(),
                "the client's first call obtained its first token");
        assertTrue(rows.stream().noneMatch(r -> r.scenario().equals("plain") && r.tokenIssued()), "plain never obtains a token");
    }

    @Test
    @Order(2)
    @DisplayName("attack=expired-token scenario=secureconversation direction=request expect=rejected")
    void serviceRejectsAMessageProtectedWithAnExpiredToken() throws Exception {
        StaleTokenClient expiredTokenClient = staleClient();
        // past the token's expiry, plus a margin for rounding of the expiry to milliseconds
        long expiredAt = staleTokenIssuedBy + TimeUnit.SECONDS.toNanos(LIFETIME_SECONDS) + TimeUnit.MILLISECONDS.toNanos(500);
        long wait = expiredAt - System.nanoTime();
        if (wait > 0) {
            TimeUnit.NANOSECONDS.sleep(wait);
        }
        long enteredBefore = status(ENTERED);
        AxisFault fault = assertThrows(AxisFault.class, () -> expiredTokenClient.query(2),
                "a message protected with an expired token must not be answered");
        assertEquals(enteredBefore, status(ENTERED), "the rejected request did not reach the business logic");
        // a WS-Security fault for a token the service no longer holds, with the service's readable reason
        // (WSS4J alone says "Missing argument")
        assertTrue(fault.getFaultCode() != null && WSSE_NAMESPACE.equals(fault.getFaultCode().getNamespaceURI()),
                "a WS-Security fault, not some other failure: " + fault + " (" + fault.getFaultCode() + ")");
        assertTrue(fault.getMessage().contains(EnforcementIT.UNKNOWN_TOKEN), "the reason says why: " + fault.getMessage());
    }

    private static long status(String key) {
        Properties values = new ResourceSampler(tomcat.endpoints.statusUrl(), SERVICE.tls).serverStatus();
        if (!values.containsKey(StatusPage.CATALOGUE)) {
            throw new IllegalStateException("status of the short-lifetime Tomcat unavailable; see " + tomcat.consoleLog());
        }
        return Long.parseLong(values.getProperty(key, "0"));
    }

    /** A caller that waits before each call (outside the timed call), so that a run lasts long enough. */
    private record PacedCaller(Caller caller, long pauseMillis) implements Caller {
        @Override
        public CallResult call(WorkloadRequest request) {
            try {
                Thread.sleep(pauseMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return caller.call(request);
        }

        @Override
        public void close() {
            caller.close();
        }
    }

    /**
     * A secure-conversation client whose token store runs ten minutes slow, so it keeps sending its
     * first token after the token's expiry (a client with a wrong clock, or one holding on to an
     * old token's key). Otherwise set up as ScenarioClient sets up its clients.
     */
    private static final class StaleTokenClient implements AutoCloseable {
        private static final List<org.wssbench.seismic.query.QueryRange> QUERIES =
                RequestSequence.generate(SequenceSpec.SMALL.withCount(3), SyntheticCatalog.TIME_WINDOW);
        private final ConfigurationContext context;
        private final SeismicStub stub;

        StaleTokenClient(ScenarioDefinition scenario, SecondTomcat server) throws AxisFault {
            context = ClientRepository.newContext();
            long slow = TimeUnit.MINUTES.toMillis(10);
            RampartWorkarounds.installTokenStore(context, new ConcurrentTokenStore(() -> System.currentTimeMillis() - slow,
                    0, ConcurrentTokenStore.DEFAULT_CANCELLED_GRACE_MILLIS));
            stub = new SeismicStub(context, server.endpoints.serviceUrl(scenario));
            ServiceClient client = stub._getServiceClient();
            client.getOptions().setTimeOutInMilliSeconds(60_000);
            for (String module : scenario.modules()) {
                client.engageModule(module);
            }
            client.getOptions().setProperty(RampartMessageData.KEY_RAMPART_POLICY, PolicyLoader.load(scenario.policy(), SERVICE.security));
        }

        RequestStatus call(int query) {
            try {
                query(query);
                return RequestStatus.OK;
            } catch (Exception e) {
                throw new AssertionError("stale-token client, query " + query + ": " + e, e);
            }
        }

        int query(int query) throws Exception {
            MatchQuakes request = QueryRequests.toRequest(QUERIES.get(query));
            try {
                return stub.matchQuakes(request).getCount();
            } finally {
                stub._getServiceClient().cleanupTransport();
            }
        }

        @Override
        public void close() {
            try {
                stub.cleanup();
                context.terminate();
            } catch (AxisFault ignored) {
                // closing anyway
            }
        }
    }
}
