package org.wssbench.benchmark;

import org.wssbench.client.run.ResourceSampler;
import org.wssbench.client.run.ServerWait;
import org.wssbench.client.scenario.Endpoints;
import org.wssbench.security.SecurityConfig;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import javax.net.ssl.SSLContext;

/**
 * A second Tomcat for ITs that need a server of their own (one to kill, one with other settings):
 * the build's Tomcat installation, a copy of the main instance's conf and service WAR in a new
 * base folder, the project's one {@code tomcat/server.xml} filled in with free ports, and the given
 * system properties. The main Tomcat keeps serving the
 * other tests meanwhile.
 */
final class SecondTomcat implements AutoCloseable {

    private final Process process;
    private final Path base;
    final Endpoints endpoints;

    private SecondTomcat(Process process, Path base, Endpoints endpoints) {
        this.process = process;
        this.base = base;
        this.endpoints = endpoints;
    }

    /** Starts it (does not wait; see {@link #awaitAnswering}). {@code systemProperties} go to its JVM. */
    static SecondTomcat start(Path base, SecurityConfig security, Map<String, String> systemProperties) throws IOException {
        return start(base, security, systemProperties, UnaryOperator.identity());
    }

    /**
     * {@link #start(Path, SecurityConfig, Map)} with the service's Axis2 configuration
     * (WEB-INF/conf/axis2.xml in its copy of the WAR) rewritten by {@code axis2Xml}: a test-only
     * server with another handler chain. The main Tomcat's WAR is not touched.
     */
    static SecondTomcat start(Path base, SecurityConfig security, Map<String, String> systemProperties,
                              UnaryOperator<String> axis2Xml) throws IOException {
        return start(base, security, systemProperties, axis2Xml, UnaryOperator.identity());
    }

    /**
     * {@link #start(Path, SecurityConfig, Map, UnaryOperator)} with the web application's
     * WEB-INF/web.xml in its copy of the WAR rewritten by {@code webXml} too (another servlet class).
     */
    static SecondTomcat start(Path base, SecurityConfig security, Map<String, String> systemProperties,
                              UnaryOperator<String> axis2Xml, UnaryOperator<String> webXml) throws IOException {
        int http = freePort();
        int https = freePort();
        int shutdown = freePort();
        Path home = Path.of(System.getProperty("wssbench.tomcat.home"));
        Path mainBase = Path.of(System.getProperty("wssbench.tomcat.base"));
        for (String dir : List.of("conf", "webapps", "logs", "temp", "work")) {
            Files.createDirectories(base.resolve(dir));
        }
        try (Stream<Path> conf = Files.list(mainBase.resolve("conf"))) {
            for (Path file : (Iterable<Path>) conf::iterator) {
                if (Files.isRegularFile(file)) {
                    Files.copy(file, base.resolve("conf").resolve(file.getFileName()));
                }
            }
        }
        Path war = base.resolve("webapps/wss-bench.war");
        Files.copy(mainBase.resolve("webapps/wss-bench.war"), war);
        try (FileSystem zip = FileSystems.newFileSystem(war)) {
            edit(zip.getPath("/WEB-INF/conf/axis2.xml"), axis2Xml);
            edit(zip.getPath("/WEB-INF/web.xml"), webXml);
        }
        // The project's one server.xml, filled in as Maven fills it for Cargo, with this instance's ports.
        Path project = Path.of(System.getProperty("wssbench.project.dir", ".."));
        Map<String, String> values = new HashMap<>();
        values.put("wssbench.shutdown.port", String.valueOf(shutdown));
        values.put("wssbench.http.port", String.valueOf(http));
        values.put("wssbench.https.port", String.valueOf(https));
        values.put("wssbench.listen.address", "127.0.0.1");
        values.put("wssbench.keystore.dir", security.keystoreDir().toAbsolutePath().toString());
        values.put("keystore.type", security.keystoreType());
        for (String key : List.of("tomcat.keystore.file", "tomcat.keystore.password", "tomcat.key.alias")) {
            values.put(key, security.require(key));
        }
        Files.writeString(base.resolve("conf/server.xml"), TomcatServerXml.fill(TomcatServerXml.read(project), values),
                StandardCharsets.UTF_8);
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-Dcatalina.home=" + home, "-Dcatalina.base=" + base,
                "-Dwssbench.keystore.dir=" + security.keystoreDir()));
        systemProperties.forEach((name, value) -> command.add("-D" + name + "=" + value));
        command.addAll(List.of("-cp", home.resolve("bin/bootstrap.jar") + File.pathSeparator + home.resolve("bin/tomcat-juli.jar"),
                "org.apache.catalina.startup.Bootstrap", "start"));
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true).redirectOutput(base.resolve("logs/console.log").toFile()).start();
        return new SecondTomcat(process, base, new Endpoints(URI.create("http://localhost:" + http + "/wss-bench"),
                URI.create("https://localhost:" + https + "/wss-bench")));
    }

    private static void edit(Path file, UnaryOperator<String> edit) throws IOException {
        String original = Files.readString(file, StandardCharsets.UTF_8);
        String edited = edit.apply(original);
        if (!edited.equals(original)) {
            Files.writeString(file, edited, StandardCharsets.UTF_8);
        }
    }

    /**
     * An edit of the service's web.xml that serves {@code /services/*} with another servlet class
     * (e.g. Axis2's own AxisServlet, without the service's fault mapping). Fails if web.xml does not
     * name {@code from}.
     */
    static UnaryOperator<String> withServletClass(String from, String to) {
        String declared = "<servlet-class>" + from + "</servlet-class>";
        return webXml -> {
            if (!webXml.contains(declared)) {
                throw new IllegalStateException("the service's web.xml has no servlet " + from);
            }
            return webXml.replace(declared, "<servlet-class>" + to + "</servlet-class>");
        };
    }

    /**
     * An edit of the service's axis2.xml that takes one handler out of its chain: a handler ordered
     * after it takes its place in the order. Fails if there is no such handler.
     */
    static UnaryOperator<String> withoutHandler(String name) {
        Pattern handler = Pattern.compile("<handler name=\"" + Pattern.quote(name) + "\"[^>]*>\\s*<order (phase=\"[^\"]*\")\\s*([^/]*)/>\\s*</handler>");
        return axis2Xml -> {
            Matcher found = handler.matcher(axis2Xml);
            if (!found.find()) {
                throw new IllegalStateException("the service's axis2.xml has no handler " + name);
            }
            String place = found.group(2).trim();
            String rest = axis2Xml.substring(0, found.start()) + axis2Xml.substring(found.end());
            return rest.replace("after=\"" + name + "\"", place);
        };
    }

    /** The service's properties on its /status page (loopback); fails if the page cannot be read. */
    Properties status(SSLContext tls) {
        Properties values = new ResourceSampler(endpoints.statusUrl(), tls).serverStatus();
        if (!values.containsKey("catalogue")) {
            throw new IllegalStateException("test-only service status unavailable");
        }
        return values;
    }

    /** Waits until the service's /status answers (or fails after {@code seconds}). */
    SecondTomcat awaitAnswering(SecurityConfig security, int seconds) {
        ServerWait.untilAnswering(endpoints.statusUrl(), security, seconds, new PrintStream(OutputStream.nullOutputStream()));
        return this;
    }

    /** Its console log (Tomcat and the service), for failure messages. */
    Path consoleLog() {
        return base.resolve("logs/console.log");
    }

    /** Kills it at once (SIGKILL), as a crash would, and waits for it to be gone. */
    void kill() throws InterruptedException {
        process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
    }

    @Override
    public void close() {
        process.destroyForcibly();
        try {
            process.waitFor(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
