package org.wssbench.benchmark;

import org.apache.neethi.Policy;
import org.wssbench.client.run.ResourceSampler;
import org.wssbench.client.scenario.Endpoints;
import org.wssbench.client.scenario.MatrixFiles;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.transport.TrustedTls;
import org.wssbench.security.PolicyLoader;
import org.wssbench.security.SecurityConfig;
import org.wssbench.wire.StatusPage;

import javax.net.ssl.SSLContext;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * The service deployed in Tomcat by the build (URLs and folders come as system properties from
 * failsafe), with helpers to build clients for it, including deliberately misconfigured ones.
 */
final class DeployedService {

    final Path projectDir = Path.of(System.getProperty("wssbench.project.dir", "..")).toAbsolutePath().normalize();
    final Endpoints endpoints = new Endpoints(URI.create(required("wssbench.http.url")), URI.create(required("wssbench.https.url")));
    final SecurityConfig security = SecurityConfig.load(Path.of(required("wssbench.keystore.dir")));
    final SSLContext tls = TrustedTls.from(security);
    /** Every declared scenario: the default matrix, scenarios.more and the policy variants. */
    final Map<String, ScenarioDefinition> scenarios = MatrixFiles.loadScenarios(
            projectDir.resolve("scenarios/scenarios.properties"), projectDir.resolve("scenarios"));
    private final Path variantPolicies = createTempDirectory();
    /** The default matrix (what CI runs): the attribute-driven tests iterate over it. */
    final List<String> defaultScenarios = MatrixFiles.defaultScenarioNames(projectDir.resolve("scenarios/scenarios.properties"));
    private final HttpClient http = HttpClient.newBuilder().sslContext(tls).build();
    private final ResourceSampler status = new ResourceSampler(endpoints.statusUrl(), tls);
    private final Properties scenarioFile = readProperties(projectDir.resolve("scenarios/scenarios.properties"));

    /**
     * What a scenario's policies protect, from the {@code scenario.<name>.signed / encrypted / token}
     * keys of scenarios/scenarios.properties: the enforcement tests choose their attacks from it.
     */
    record Protection(String scenario, boolean signed, boolean encrypted, String token) {
        boolean secured() {
            return !"none".equals(token);
        }

        /** A replayed request is refused: a signature (replay guard) or a digest token (nonce cache). */
        boolean resistsReplay() {
            return signed || "username-digest".equals(token);
        }
    }

    private static String required(String name) {
        String value = System.getProperty(name);
        if (value == null) {
            throw new IllegalStateException("system property " + name + " is not set: run these tests through mvn verify");
        }
        return value;
    }

    ScenarioDefinition scenario(String name) {
        ScenarioDefinition scenario = scenarios.get(name);
        if (scenario == null) {
            throw new IllegalArgumentException("no scenario " + name + " in scenarios/scenarios.properties");
        }
        // a declared policy variant: its generated client policy, written to a file as the driver does
        return scenario.materialize(variantPolicies);
    }

    Protection protection(String name) {
        String prefix = "scenario." + name + ".";
        return new Protection(name, Boolean.parseBoolean(scenarioFile.getProperty(prefix + "signed", "false").trim()),
                Boolean.parseBoolean(scenarioFile.getProperty(prefix + "encrypted", "false").trim()),
                scenarioFile.getProperty(prefix + "token", "none").trim());
    }

    /** Names of the default matrix's scenarios whose protection matches, in matrix order. */
    Stream<String> scenariosWhere(Predicate<Protection> condition) {
        return defaultScenarios.stream().filter(name -> condition.test(protection(name)));
    }

    /** The scenario's normal client, but talking to another base URL (a test proxy) over HTTP. */
    ScenarioClient clientVia(URI base, String name) {
        return new ScenarioClient(scenario(name), new Endpoints(base, endpoints.https()), security, tls);
    }

    /** The scenario's client policy loaded with another security configuration (another key pair). */
    ScenarioClient clientWithSecurity(String name, SecurityConfig other) {
        return clientWithSecurityVia(endpoints.http(), name, other);
    }

    /** {@link #clientWithSecurity}, talking to another base URL (a test proxy) over HTTP. */
    ScenarioClient clientWithSecurityVia(URI base, String name, SecurityConfig other) {
        return new ScenarioClient(scenario(name), new Endpoints(base, endpoints.https()), PolicyLoader.load(scenario(name).policy(), other), tls);
    }

    private static Path createTempDirectory() {
        try {
            return Files.createTempDirectory("wssbench-variant-policies-");
        } catch (IOException e) {
            throw new IllegalStateException("cannot create a temporary folder: " + e.getMessage(), e);
        }
    }

    private static Properties readProperties(Path file) {
        Properties properties = new Properties();
        try (var reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
        } catch (IOException e) {
            throw new IllegalStateException(file + ": " + e.getMessage(), e);
        }
        return properties;
    }

    ScenarioClient client(String name) {
        return new ScenarioClient(scenario(name), endpoints, security, tls);
    }

    /** A client for the scenario's endpoint that sends no WS-Security at all. */
    ScenarioClient unsecuredClient(String name) {
        ScenarioDefinition s = scenario(name);
        List<String> modules = s.modules().contains("addressing") ? List.of("addressing") : List.of();
        return new ScenarioClient(new ScenarioDefinition(s.name(), s.transport(), s.service(), null, modules),
                endpoints, (Policy) null, tls);
    }

    /** A client whose policy is the scenario's client policy after a textual edit (wrong user, short TTL...). */
    ScenarioClient clientWithEditedPolicy(String name, String... findThenReplace) throws IOException {
        ScenarioDefinition s = scenario(name);
        String text = Files.readString(s.policy(), StandardCharsets.UTF_8);
        for (int i = 0; i < findThenReplace.length; i += 2) {
            if (!text.contains(findThenReplace[i])) {
                throw new IllegalStateException(s.policy() + " does not contain " + findThenReplace[i]);
            }
            text = text.replace(findThenReplace[i], findThenReplace[i + 1]);
        }
        Path edited = Files.createTempFile("wssbench-" + name + "-", ".xml");
        Files.writeString(edited, text, StandardCharsets.UTF_8);
        return new ScenarioClient(s, endpoints, PolicyLoader.load(edited, security), tls);
    }

    ScenarioClient clientForTransport(String name, String transport) {
        ScenarioDefinition s = scenario(name);
        return new ScenarioClient(new ScenarioDefinition(s.name(), transport, s.service(), s.policy(), s.modules()),
                endpoints, (Policy) null, tls);
    }

    /** How many requests of one service got past its security handlers into the business logic (/status). */
    long requestsEntered(String service) {
        return statusCount(StatusPage.REQUESTS_PREFIX + service);
    }

    /** How many queries the service has executed for one scenario (its /status page). */
    long queriesExecuted(String service) {
        return statusCount(StatusPage.QUERIES_PREFIX + service);
    }

    private long statusCount(String key) {
        Properties values = status.serverStatus();
        if (!values.containsKey(StatusPage.CATALOGUE)) {
            // never let "0 before, 0 after" pass because the status page could not be read
            throw new IllegalStateException("service status unavailable: " + status.lastServerError());
        }
        return Long.parseLong(values.getProperty(key, "0"));
    }

    /** The service's /status page; fails if it cannot be read (so no check passes on an empty page). */
    java.util.Properties status() {
        java.util.Properties values = status.serverStatus();
        if (!values.containsKey("catalogue")) {
            throw new IllegalStateException("service status unavailable: " + status.lastServerError());
        }
        return values;
    }

    /** The content type of this project's SOAP 1.1 requests. */
    static final String SOAP_11 = "text/xml; charset=UTF-8";

    /** POSTs raw envelope bytes, as an attacker replaying a captured message would. */
    HttpResponse<String> postRaw(String name, byte[] envelope) throws IOException, InterruptedException {
        return postRaw(name, envelope, SOAP_11);
    }

    /** POSTs raw bytes to the scenario's endpoint under {@code contentType} (which may be no SOAP content type at all). */
    HttpResponse<String> postRaw(String name, byte[] body, String contentType) throws IOException, InterruptedException {
        return postRaw(URI.create(endpoints.serviceUrl(scenario(name))), HttpRequest.BodyPublishers.ofByteArray(body), contentType);
    }

    /**
     * POSTs {@code length} bytes read from {@code body} as they are sent (a hostile message of some
     * megabytes is never held whole) to {@code url}, this service's or a test-only one's endpoint.
     */
    HttpResponse<String> postStreamed(URI url, Supplier<InputStream> body, long length, String contentType)
            throws IOException, InterruptedException {
        return postRaw(url, HttpRequest.BodyPublishers.fromPublisher(HttpRequest.BodyPublishers.ofInputStream(body), length), contentType);
    }

    private HttpResponse<String> postRaw(URI url, HttpRequest.BodyPublisher body, String contentType)
            throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(url)
                .header("Content-Type", contentType)
                .header("SOAPAction", "\"urn:matchQuakes\"")
                .POST(body).build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }
}
