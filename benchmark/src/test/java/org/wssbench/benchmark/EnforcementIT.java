package org.wssbench.benchmark;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.QueryRequests;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.results.RequestStatus;
import org.wssbench.security.WrongPasswordCallback;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.query.QueryRange;
import org.wssbench.seismic.sequence.RequestSequence;
import org.wssbench.seismic.sequence.SequenceSpec;
import org.wssbench.seismic.ws.types.MatchQuakes;
import org.wssbench.seismic.ws.types.MatchQuakesResponse;
import org.wssbench.seismic.ws.types.Quake;
import org.wssbench.seismic.ws.types.ResultSet;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Proof that each scenario's policy is enforced by the service running in Tomcat: messages that
 * break the policy get a SOAP fault and never reach the query; the good path answers exactly
 * what plain answers; encrypted scenarios carry no readable body on the wire.
 */
class EnforcementIT {

    private static final DeployedService SERVICE = new DeployedService();
    private static final List<QueryRange> SMALL = RequestSequence.generate(SequenceSpec.SMALL.withCount(5), SyntheticCatalog.TIME_WINDOW);
    private static final List<QueryRange> LARGE = RequestSequence.generate(SequenceSpec.LARGE.withCount(2), SyntheticCatalog.TIME_WINDOW);

    /** A request with matches, so that responses have content to hide and compare. */
    private static MatchQuakes largeRequest() {
        return QueryRequests.toRequest(LARGE.get(0));
    }

    @ParameterizedTest
    @ValueSource(strings = {"ssl", "username", "username-digest", "sign", "encr", "signencr", "encrsign", "secureconversation"})
    void everyScenarioAnswersExactlyWhatPlainAnswers(String scenario) {
        List<QueryRange> queries = new ArrayList<>(SMALL);
        queries.addAll(LARGE);
        try (ScenarioClient plain = SERVICE.client("plain"); ScenarioClient secured = SERVICE.client(scenario)) {
            for (QueryRange query : queries) {
                CallResult expected = plain.call(QueryRequests.toRequest(query));
                CallResult actual = secured.call(QueryRequests.toRequest(query));
                assertEquals(RequestStatus.OK, expected.status(), expected.error());
                assertEquals(RequestStatus.OK, actual.status(), scenario + ": " + actual.error());
                assertEquals(describe(plain.lastResponse()), describe(secured.lastResponse()), scenario);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"username", "username-digest", "sign", "encr", "signencr", "encrsign", "secureconversation"})
    void messageWithoutSecurityHeaderIsRejected(String scenario) throws Exception {
        assertRejected(scenario, SERVICE.unsecuredClient(scenario), "a message without WS-Security");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sign", "signencr", "encrsign"})
    void bodyAlteredAfterSigningIsRejected(String scenario) throws Exception {
        ScenarioClient client = SERVICE.client(scenario);
        client.tap().setRequestRewriter(EnforcementIT::alterBody);
        assertRejected(scenario, client, "a body altered after signing");
    }

    @ParameterizedTest
    @ValueSource(strings = {"username", "username-digest"})
    void wrongPasswordIsRejected(String scenario) throws Exception {
        assertRejected(scenario, SERVICE.clientWithEditedPolicy(scenario,
                "org.wssbench.security.ConfiguredPasswordCallback", WrongPasswordCallback.class.getName()), "a wrong password");
    }

    @ParameterizedTest
    @ValueSource(strings = {"username", "username-digest"})
    void unknownUserIsRejected(String scenario) throws Exception {
        assertRejected(scenario, SERVICE.clientWithEditedPolicy(scenario,
                "org.wssbench.security.ConfiguredPasswordCallback", UnknownUserCallback.class.getName(),
                "<ramp:user>${username.token.user}</ramp:user>", "<ramp:user>" + UnknownUserCallback.USER + "</ramp:user>"),
                "an unknown user");
    }

    /**
     * Rampart accepts a timestamp until Expires + timestampMaxSkew (300 s). A client whose
     * timestamps live -400 s sends one that expired 100 s beyond that tolerance when it is made.
     */
    @ParameterizedTest
    @ValueSource(strings = {"sign", "signencr", "encrsign"})
    void expiredTimestampIsRejected(String scenario) throws Exception {
        CallResult result = assertRejected(scenario, SERVICE.clientWithEditedPolicy(scenario,
                "<ramp:timestampTTL>300</ramp:timestampTTL>", "<ramp:timestampTTL>-400</ramp:timestampTTL>"),
                "an expired timestamp");
        assertTrue(result.error().toLowerCase().contains("expired") || result.error().toLowerCase().contains("timestamp"),
                "the fault should be about the timestamp: " + result.error());
    }

    @ParameterizedTest
    @ValueSource(strings = {"username-digest", "sign", "signencr", "encrsign", "secureconversation"})
    void replayedRequestIsRejected(String scenario) throws Exception {
        byte[] captured;
        try (ScenarioClient client = SERVICE.client(scenario)) {
            client.call(largeRequest()); // secure conversation: fetch the token first
            client.tap().setCapture(true);
            CallResult original = client.call(largeRequest());
            assertEquals(RequestStatus.OK, original.status(), original.error());
            captured = client.tap().capturedRequest();
            assertNotNull(captured);
            long before = SERVICE.queriesExecuted(scenario);
            HttpResponse<String> replay = SERVICE.postRaw(scenario, captured);
            assertTrue(replay.body().contains("Fault"), scenario + " accepted a replayed request: HTTP "
                    + replay.statusCode() + " " + abbreviate(replay.body()));
            assertEquals(before, SERVICE.queriesExecuted(scenario), scenario + ": the replayed query ran");
        }
    }

    @Test
    void sslScenarioIsRefusedOverPlainHttp() throws Exception {
        assertRejected("ssl", SERVICE.clientForTransport("ssl", "http"), "a call over plain HTTP");
    }

    @ParameterizedTest
    @ValueSource(strings = {"encr", "signencr", "encrsign", "secureconversation"})
    void encryptedScenariosCarryNoReadableBody(String scenario) {
        MatchQuakesResponse plainAnswer;
        try (ScenarioClient plain = SERVICE.client("plain")) {
            plain.tap().setCapture(true);
            assertEquals(RequestStatus.OK, plain.call(largeRequest()).status());
            plainAnswer = plain.lastResponse();
            // the markers below are really there when the body is not encrypted
            String plainResponse = new String(plain.tap().capturedResponse(), StandardCharsets.UTF_8);
            assertTrue(plainResponse.contains("resultSet") && plainResponse.contains(plainAnswer.getResultSet()[0].getArea())
                    && plainResponse.contains(":matchQuakesResponse "), "plain response markers");
        }
        try (ScenarioClient client = SERVICE.client(scenario)) {
            client.tap().setCapture(true);
            client.call(largeRequest()); // secure conversation: the token exchange is not the message under test
            CallResult result = client.call(largeRequest());
            assertEquals(RequestStatus.OK, result.status(), result.error());
            String request = new String(client.tap().capturedRequest(), StandardCharsets.UTF_8);
            String response = new String(client.tap().capturedResponse(), StandardCharsets.UTF_8);
            for (String marker : List.of("minLatitude", "maxLongitude", "minDateTime", "matchQuakes>")) {
                assertFalse(request.contains(marker), scenario + " request shows " + marker + " in clear");
            }
            // element and attribute names of the response body (the WS-Addressing Action header of
            // secure conversation legitimately says urn:matchQuakesResponse in clear)
            List<String> responseMarkers = new ArrayList<>(List.of(":matchQuakesResponse ", "<matchQuakesResponse",
                    "resultSet", "<quake", "magnitude="));
            for (ResultSet set : plainAnswer.getResultSet()) {
                responseMarkers.add(set.getArea());
                for (org.wssbench.seismic.ws.types.Region region : set.getRegion()) {
                    responseMarkers.add(region.getString());
                }
            }
            for (String marker : responseMarkers) {
                assertFalse(response.contains(marker), scenario + " response shows '" + marker + "' in clear");
            }
        }
    }

    /** Sends one query with the client; asserts a SOAP fault and that the service never ran the query. */
    private static CallResult assertRejected(String scenario, ScenarioClient client, String what) throws Exception {
        long before = SERVICE.queriesExecuted(scenario);
        CallResult result;
        try (client) {
            result = client.call(largeRequest());
        }
        assertEquals(RequestStatus.FAULT, result.status(), scenario + " accepted " + what);
        assertEquals(before, SERVICE.queriesExecuted(scenario), scenario + ": the query ran although " + what + " was rejected");
        return result;
    }

    /** Changes the first latitude bound in the body; for an encrypted body, one character of its cipher value. */
    static byte[] alterBody(byte[] envelope) {
        String text = new String(envelope, StandardCharsets.UTF_8);
        int body = text.indexOf("Body");
        Matcher latitude = Pattern.compile("(minLatitude>)(-?[0-9])").matcher(text);
        if (latitude.find(body)) {
            char digit = latitude.group(2).charAt(latitude.group(2).length() - 1);
            char changed = digit == '9' ? '8' : (char) (digit + 1);
            return (text.substring(0, latitude.end() - 1) + changed + text.substring(latitude.end())).getBytes(StandardCharsets.UTF_8);
        }
        Matcher cipher = Pattern.compile("CipherValue>([A-Za-z0-9+/])").matcher(text);
        int lastCipher = -1;
        while (cipher.find()) {
            lastCipher = cipher.start(1); // the last cipher value is the body's, after the key's
        }
        if (lastCipher < 0) {
            throw new IllegalStateException("nothing to alter in the body");
        }
        char c = text.charAt(lastCipher);
        char changed = c == 'A' ? 'B' : 'A';
        return (text.substring(0, lastCipher) + changed + text.substring(lastCipher + 1)).getBytes(StandardCharsets.UTF_8);
    }

    /** Everything a client sees in an answer, in order. */
    private static String describe(MatchQuakesResponse response) {
        StringBuilder text = new StringBuilder("count=" + response.getCount());
        ResultSet[] sets = response.getResultSet();
        if (sets != null) {
            for (ResultSet set : sets) {
                text.append('\n').append(set.getArea());
                for (org.wssbench.seismic.ws.types.Region region : set.getRegion()) {
                    text.append(" [").append(region.getIdent()).append(',').append(region.getIndex()).append(',')
                            .append(region.getString()).append(']');
                }
                for (Quake quake : set.getQuake()) {
                    text.append(' ').append(quake.getMillis()).append('/').append(quake.getLatitude()).append('/')
                            .append(quake.getLongitude()).append('/').append(quake.getDepth()).append('/')
                            .append(quake.getMagnitude()).append('/').append(quake.getMethod()).append('/').append(quake.getRegion());
                }
            }
        }
        return text.toString();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String abbreviate(String text) {
        return text.length() > 300 ? text.substring(0, 300) + "..." : text;
    }
}
