package org.wssbench.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.wssbench.security.SubjectAlternativeNames;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * Checks docker-compose.yml without a Docker engine: its structure, that everything it mounts exists
 * (or is something the Maven build creates), that every variable has one default documented both in
 * the file and in docker/README.md, and that the client's server host name is in Tomcat's
 * certificate. If a {@code docker-compose} binary (or the {@code docker compose} plugin) is
 * installed, it must accept the file too.
 */
class DockerComposeFileTest {

    /** What {@code mvn -B package -DskipTests} creates and git ignores: may be mounted although absent. */
    private static final Set<String> BUILD_OUTPUTS = Set.of(
            "harness-service/target/wss-bench.war", "harness-cli/target", "keystores/generated");
    /** The one folder the containers may write to. */
    private static final String WRITABLE = "results";
    /** {@code ${NAME:-default}}; anything else after the name (or nothing) is reported as undocumented. */
    private static final Pattern VARIABLE = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*)([^}]*)}");
    private static final String EMPTY_DEFAULT = "(empty)";

    private static Path project;
    private static String composeText;
    private static Map<String, Object> compose;

    @BeforeAll
    static void load() throws IOException {
        project = projectDir();
        composeText = Files.readString(project.resolve("docker-compose.yml"), StandardCharsets.UTF_8);
        Object document = new Yaml(new SafeConstructor(new LoaderOptions())).load(composeText);
        compose = map(document, "docker-compose.yml");
    }

    @Test
    void definesTheTomcatServiceAndTheClient() {
        assertEquals(Set.of("tomcat", "client"), services().keySet());
        assertEquals(List.of("tomcat"), list(service("client").get("depends_on"), "client.depends_on"));
    }

    @Test
    void usesTheOfficialTomcat9Jdk17AndTemurin17Images() {
        String tomcat = string(service("tomcat").get("image"), "tomcat.image");
        String client = string(service("client").get("image"), "client.image");

        // Official images have no registry or namespace part.
        assertTrue(tomcat.matches("tomcat:9\\.0(\\.\\d+)?-jdk17-temurin(-[a-z0-9.]+)?"), tomcat);
        assertTrue(client.matches("eclipse-temurin:17(\\.[0-9._+]+)?-jre(-[a-z0-9.]+)?"), client);
    }

    @Test
    void publishesThePortsTomcatListensOnFromTheDocumentedVariables() {
        List<String> ports = new ArrayList<>();
        for (Object port : list(service("tomcat").get("ports"), "tomcat.ports")) {
            ports.add(string(port, "tomcat.ports[]"));
        }
        // on the host's loopback by default: nothing beyond this machine reaches the service unless asked for
        assertEquals(List.of("${WSSBENCH_PUBLISH_ADDRESS:-127.0.0.1}:${WSSBENCH_HTTP_PORT:-8080}:${WSSBENCH_HTTP_PORT:-8080}",
                "${WSSBENCH_PUBLISH_ADDRESS:-127.0.0.1}:${WSSBENCH_HTTPS_PORT:-8443}:${WSSBENCH_HTTPS_PORT:-8443}"), ports);

        // Tomcat listens on the published port, and the client connects to that same port.
        for (String service : List.of("tomcat", "client")) {
            Map<String, Object> environment = environment(service);
            assertEquals("${WSSBENCH_HTTP_PORT:-8080}", environment.get("WSSBENCH_HTTP_PORT"), service);
            assertEquals("${WSSBENCH_HTTPS_PORT:-8443}", environment.get("WSSBENCH_HTTPS_PORT"), service);
        }
    }

    @Test
    void deploysNoPolicyVariantByDefault() {
        assertEquals("${WSSBENCH_VARIANTS:-none}", environment("tomcat").get("WSSBENCH_VARIANTS"));
    }

    @Test
    void mountsOnlyProjectFilesAndKnownBuildOutputsReadOnlyExceptResults() {
        Set<String> writable = new TreeSet<>();
        for (String name : services().keySet()) {
            for (Mount mount : mounts(name)) {
                String where = name + " volume " + mount.source();
                assertTrue(mount.source().startsWith("."), where + ": bind sources must be relative to the project");
                Path source = project.resolve(mount.source()).normalize();
                assertTrue(source.startsWith(project), where + ": leaves the project folder");
                String relative = project.relativize(source).toString().replace(File.separatorChar, '/');
                if (!BUILD_OUTPUTS.contains(relative)) {
                    assertTrue(Files.exists(source), where + ": " + source + " does not exist and is no known build output "
                            + BUILD_OUTPUTS);
                }
                if (!mount.readOnly()) {
                    writable.add(relative);
                }
            }
        }
        assertEquals(Set.of(WRITABLE), writable, "only results/ may be writable");
    }

    @Test
    void mountsEveryBuildOutputAndTheProjectForTheClient() {
        Set<String> sources = new TreeSet<>();
        for (String name : services().keySet()) {
            for (Mount mount : mounts(name)) {
                sources.add(project.relativize(project.resolve(mount.source()).normalize()).toString()
                        .replace(File.separatorChar, '/'));
            }
        }
        assertTrue(sources.contains("harness-service/target/wss-bench.war"), sources.toString());
        assertTrue(sources.contains("keystores/generated"), sources.toString());
        // The client gets harness-cli/target/ (and everything else it reads) through the project mount.
        Mount projectMount = mounts("client").stream().filter(m -> m.target().equals("/project")).findFirst()
                .orElseThrow(() -> new AssertionError("client must mount the project at /project"));
        assertEquals("", project.relativize(project.resolve(projectMount.source()).normalize()).toString());
        assertTrue(projectMount.readOnly());
        assertEquals("/project", service("client").get("working_dir"));
    }

    @Test
    void commandsRunScriptsThatAreMounted() {
        for (String name : services().keySet()) {
            List<Object> command = list(service(name).get("command"), name + ".command");
            Optional<String> script = command.stream().map(String::valueOf).filter(a -> a.endsWith(".sh")).findFirst();
            assertTrue(script.isPresent(), name + " runs no script: " + command);
            Path onHost = hostPath(name, script.get());
            assertTrue(Files.isRegularFile(onHost), name + ": " + script.get() + " is " + onHost + ", which does not exist");
        }
    }

    @Test
    void serverXmlUsesOnlyPropertiesTheStartScriptProvides() throws IOException {
        String serverXml = Files.readString(project.resolve("tomcat/server.xml"));
        String startScript = Files.readString(project.resolve("docker/tomcat/start-tomcat.sh"));
        Properties security = securityProperties();
        Matcher placeholder = Pattern.compile("\\$\\{([^}]+)}").matcher(serverXml.replaceAll("(?s)<!--.*?-->", ""));
        int count = 0;
        while (placeholder.find()) {
            String name = placeholder.group(1);
            boolean fromScript = startScript.contains("-D" + name + "=");
            boolean fromSecurityProperties = security.containsKey(name)
                    && startScript.contains(name.replace(".", "\\."));
            assertTrue(fromScript || fromSecurityProperties,
                    "server.xml uses ${" + name + "}, which start-tomcat.sh neither sets nor copies from security.properties");
            count++;
        }
        assertTrue(count >= 6, "expected the ports and keystore settings as placeholders, found " + count);
    }

    @Test
    void clientReachesTomcatByANameItsCertificateCarries() throws IOException {
        Map<String, Object> environment = environment("client");
        String host = string(environment.get("WSSBENCH_SERVER_HOST"), "client WSSBENCH_SERVER_HOST");
        assertTrue(services().containsKey(host), "the client must address the server by its service name: " + host);

        String configured = securityProperties().getProperty(SubjectAlternativeNames.TOMCAT_PROPERTY);
        assertNotNull(configured, "keystores/security.properties must set " + SubjectAlternativeNames.TOMCAT_PROPERTY);
        assertTrue(SubjectAlternativeNames.parse(configured).entries().contains("dns:" + host),
                SubjectAlternativeNames.TOMCAT_PROPERTY + " = " + configured + " lacks dns:" + host
                        + ": HTTPS host name verification would fail in compose");
    }

    @Test
    void everyVariableHasOneDefaultDocumentedInTheFileAndInDockerReadme() throws IOException {
        Map<String, String> defaults = variables();
        assertFalse(defaults.isEmpty());
        for (String required : List.of("WSSBENCH_HTTP_PORT", "WSSBENCH_HTTPS_PORT", "WSSBENCH_HEAP",
                "WSSBENCH_WORKLOAD", "WSSBENCH_SCENARIOS", "WSSBENCH_REPETITIONS")) {
            assertTrue(defaults.containsKey(required), required + " is not configurable: " + defaults.keySet());
        }

        List<String> comments = composeText.lines().filter(l -> l.stripLeading().startsWith("#")).toList();
        List<String> readme = Files.readAllLines(project.resolve("docker/README.md"));
        for (Map.Entry<String, String> variable : defaults.entrySet()) {
            String name = variable.getKey();
            String shown = variable.getValue().isEmpty() ? EMPTY_DEFAULT : variable.getValue();
            Pattern commentRow = Pattern.compile("#\\s+" + name + "\\s+" + Pattern.quote(shown) + "(\\s.*)?");
            assertTrue(comments.stream().anyMatch(l -> commentRow.matcher(l.strip()).matches()),
                    "docker-compose.yml's header comment must list '" + name + "  " + shown + "  <meaning>'");
            String readmeDefault = variable.getValue().isEmpty() ? EMPTY_DEFAULT : "`" + shown + "`";
            assertTrue(readme.stream().anyMatch(l -> l.startsWith("|") && l.contains("`" + name + "`")
                            && l.contains("| " + readmeDefault + " |")),
                    "docker/README.md must have a table row | `" + name + "` | " + readmeDefault + " | ... |");
        }

        // And nothing documented that the file no longer uses.
        Pattern documented = Pattern.compile("#\\s+(WSSBENCH_[A-Z0-9_]+)\\s+\\S.*");
        for (String line : comments) {
            Matcher matcher = documented.matcher(line.strip());
            if (matcher.matches()) {
                assertTrue(defaults.containsKey(matcher.group(1)), "documented but unused: " + matcher.group(1));
            }
        }
    }

    @Test
    void dockerComposeAcceptsTheFile() throws Exception {
        List<String> command = composeCommand();
        Assumptions.assumeTrue(command != null,
                "neither docker-compose nor the docker compose plugin is installed: skipped `config -q`");
        List<String> full = new ArrayList<>(command);
        full.addAll(List.of("-f", project.resolve("docker-compose.yml").toString(), "config", "-q"));
        Result result = run(full);
        assertEquals(0, result.exitCode(), String.join(" ", full) + " said:\n" + result.output());
    }

    // ---- helpers -------------------------------------------------------------------------------

    private record Mount(String source, String target, boolean readOnly) {
    }

    private record Result(int exitCode, String output) {
    }

    /** Every {@code ${NAME...}} in the file's values, with its default; fails on a missing or differing default. */
    private static Map<String, String> variables() {
        Map<String, String> defaults = new TreeMap<>();
        List<String> values = new ArrayList<>();
        collectStrings(compose, values);
        for (String value : values) {
            Matcher matcher = VARIABLE.matcher(value);
            while (matcher.find()) {
                String name = matcher.group(1);
                String rest = matcher.group(2);
                if (!rest.startsWith(":-")) {
                    fail("${" + name + rest + "} in '" + value + "' has no documented default (write ${" + name + ":-...})");
                }
                String fallback = rest.substring(2);
                String earlier = defaults.putIfAbsent(name, fallback);
                if (earlier != null && !earlier.equals(fallback)) {
                    fail(name + " has two defaults: '" + earlier + "' and '" + fallback + "'");
                }
            }
        }
        return defaults;
    }

    private static void collectStrings(Object node, List<String> into) {
        if (node instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                collectStrings(entry.getKey(), into);
                collectStrings(entry.getValue(), into);
            }
        } else if (node instanceof List<?> items) {
            items.forEach(item -> collectStrings(item, into));
        } else if (node != null) {
            into.add(String.valueOf(node));
        }
    }

    private static Map<String, Object> services() {
        return map(compose.get("services"), "services");
    }

    private static Map<String, Object> service(String name) {
        return map(services().get(name), "services." + name);
    }

    /** A service's environment as a map (compose also allows a list of NAME=value). */
    private static Map<String, Object> environment(String name) {
        Object environment = service(name).get("environment");
        if (environment instanceof List<?> entries) {
            Map<String, Object> map = new LinkedHashMap<>();
            for (Object entry : entries) {
                String text = String.valueOf(entry);
                int equals = text.indexOf('=');
                map.put(equals < 0 ? text : text.substring(0, equals), equals < 0 ? null : text.substring(equals + 1));
            }
            return map;
        }
        return map(environment, name + ".environment");
    }

    /** Bind mounts in long syntax (which fails on a missing source instead of creating a directory). */
    private static List<Mount> mounts(String name) {
        List<Mount> mounts = new ArrayList<>();
        for (Object volume : list(service(name).get("volumes"), name + ".volumes")) {
            assertInstanceOf(Map.class, volume, name + ": use the long volume syntax (type: bind) so a missing "
                    + "build output is an error, not an empty directory Docker creates: " + volume);
            Map<String, Object> spec = map(volume, name + ".volumes[]");
            assertEquals("bind", spec.get("type"), name + ": " + spec);
            mounts.add(new Mount(string(spec.get("source"), name + " volume source"),
                    string(spec.get("target"), name + " volume target"), Boolean.TRUE.equals(spec.get("read_only"))));
        }
        return mounts;
    }

    /** Where a container path of {@code service} comes from on the host (the longest matching mount). */
    private static Path hostPath(String service, String containerPath) {
        Mount best = null;
        for (Mount mount : mounts(service)) {
            if ((containerPath.equals(mount.target()) || containerPath.startsWith(mount.target() + "/"))
                    && (best == null || mount.target().length() > best.target().length())) {
                best = mount;
            }
        }
        assertNotNull(best, service + ": " + containerPath + " is not mounted from the project");
        String rest = containerPath.substring(best.target().length()).replaceFirst("^/", "");
        Path source = project.resolve(best.source()).normalize();
        return rest.isEmpty() ? source : source.resolve(rest);
    }

    private static Properties securityProperties() throws IOException {
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(project.resolve("keystores/security.properties"),
                StandardCharsets.ISO_8859_1)) {
            properties.load(in);
        }
        return properties;
    }

    /** {@code docker-compose} on the PATH, else the {@code docker compose} plugin if it answers, else null. */
    private static List<String> composeCommand() throws Exception {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "docker-compose"))) {
                return List.of(Path.of(dir, "docker-compose").toString());
            }
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "docker"))) {
                String docker = Path.of(dir, "docker").toString();
                return run(List.of(docker, "compose", "version")).exitCode() == 0 ? List.of(docker, "compose") : null;
            }
        }
        return null;
    }

    private static Result run(List<String> command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).directory(project.toFile()).redirectErrorStream(true);
        // Check the documented defaults, not whatever the developer's shell exports.
        builder.environment().keySet().removeIf(name -> name.startsWith("WSSBENCH_"));
        Process process = builder.start();
        process.getOutputStream().close();
        byte[] output;
        try (InputStream in = process.getInputStream()) {
            output = in.readAllBytes();
        }
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail(String.join(" ", command) + " did not finish within 120 s");
        }
        return new Result(process.exitValue(), new String(output, StandardCharsets.UTF_8));
    }

    private static Path projectDir() {
        String configured = System.getProperty("wssbench.project.dir");
        Path start = configured != null && !configured.isBlank() ? Path.of(configured) : Path.of("");
        Path dir = start.toAbsolutePath().normalize();
        for (Path candidate = dir; candidate != null; candidate = candidate.getParent()) {
            if (Files.isRegularFile(candidate.resolve("docker-compose.yml"))
                    && Files.isDirectory(candidate.resolve("benchmark"))) {
                return candidate;
            }
        }
        throw new IllegalStateException("no docker-compose.yml in " + dir + " or above");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object node, String what) {
        assertInstanceOf(Map.class, node, what + " must be a mapping");
        return (Map<String, Object>) node;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Object node, String what) {
        assertInstanceOf(List.class, node, what + " must be a list");
        return (List<Object>) node;
    }

    private static String string(Object node, String what) {
        assertInstanceOf(String.class, node, what + " must be a string");
        return (String) node;
    }
}
