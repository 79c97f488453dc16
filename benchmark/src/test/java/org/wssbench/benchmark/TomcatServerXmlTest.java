package org.wssbench.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/**
 * There is one Tomcat configuration, {@code tomcat/server.xml}, and every Tomcat of the project uses
 * it: Cargo (mvn verify, -Pserve, and repeat-runs.sh, which reuses Cargo's Tomcat base) through Maven
 * filtering, docker-compose.yml by mounting it, and the ITs' {@link SecondTomcat}. A second copy, or
 * a change of the connector settings every timed baseline was measured with, fails here.
 */
class TomcatServerXmlTest {

    /** Folders not searched for copies: build output, VCS data, run results. */
    private static final Set<String> SKIPPED = Set.of("target", ".git", ".mvn", "results", "node_modules");

    /**
     * The connector settings of the benchmark's Tomcat as they were when the timed baselines were
     * measured (benchmark/src/main/tomcat/server.xml before it became tomcat/server.xml): attribute by
     * attribute, so any added attribute (an executor, maxThreads, compression...) fails too.
     */
    private static final Map<String, String> HTTP_CONNECTOR = attributes(
            "port", "${wssbench.http.port}", "protocol", "HTTP/1.1", "address", "${wssbench.listen.address}",
            "connectionTimeout", "20000", "maxKeepAliveRequests", "-1", "keepAliveTimeout", "60000");
    private static final Map<String, String> HTTPS_CONNECTOR = attributes(
            "port", "${wssbench.https.port}", "protocol", "org.apache.coyote.http11.Http11NioProtocol",
            "address", "${wssbench.listen.address}", "SSLEnabled", "true", "scheme", "https", "secure", "true",
            "maxKeepAliveRequests", "-1", "keepAliveTimeout", "60000");
    private static final Map<String, String> SSL_HOST_CONFIG = attributes("protocols", "TLSv1.2+TLSv1.3");
    private static final Map<String, String> CERTIFICATE = attributes(
            "certificateKeystoreFile", "${wssbench.keystore.dir}/${tomcat.keystore.file}",
            "certificateKeystorePassword", "${tomcat.keystore.password}",
            "certificateKeyAlias", "${tomcat.key.alias}", "certificateKeystoreType", "${keystore.type}");

    private final Path project = projectDir();

    @Test
    void thereIsOneServerXmlAndNoOtherTomcatConfiguration() throws IOException {
        List<String> found = new ArrayList<>();
        Files.walkFileTree(project, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                return SKIPPED.contains(dir.getFileName().toString()) && !dir.equals(project)
                        ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                String name = file.getFileName().toString();
                boolean tomcatConfig = name.equalsIgnoreCase("server.xml")
                        || name.endsWith(".xml") && attrs.size() < 1_000_000
                        && TomcatServerXml.withoutComments(Files.readString(file, StandardCharsets.UTF_8)).contains("<Connector");
                if (tomcatConfig) {
                    found.add(project.relativize(file).toString().replace('\\', '/'));
                }
                return FileVisitResult.CONTINUE;
            }
        });
        assertEquals(List.of(TomcatServerXml.SOURCE), found,
                "one Tomcat configuration only: change tomcat/server.xml instead of adding a copy");
    }

    @Test
    void theConnectorsKeepTheSettingsTheBaselinesWereMeasuredWith() throws Exception {
        Document xml = parse(TomcatServerXml.read(project));
        Element server = xml.getDocumentElement();
        assertEquals(attributes("port", "${wssbench.shutdown.port}", "shutdown", "SHUTDOWN"), attributesOf(server));
        List<Element> connectors = elements(xml, "Connector");
        assertEquals(2, connectors.size(), "one HTTP and one HTTPS connector");
        assertEquals(HTTP_CONNECTOR, attributesOf(connectors.get(0)));
        assertEquals(HTTPS_CONNECTOR, attributesOf(connectors.get(1)));
        assertEquals(List.of(), elementNames(connectors.get(0)), "the HTTP connector has no children");
        assertEquals(List.of("SSLHostConfig"), elementNames(connectors.get(1)));
        Element ssl = elements(xml, "SSLHostConfig").get(0);
        assertEquals(SSL_HOST_CONFIG, attributesOf(ssl));
        assertEquals(List.of("Certificate"), elementNames(ssl));
        assertEquals(CERTIFICATE, attributesOf(elements(xml, "Certificate").get(0)));
        assertEquals(List.of(), elements(xml, "Executor"), "the connectors use Tomcat's default thread pool");
        assertEquals(List.of("Listener", "Listener", "Listener", "Service"), elementNames(server));
        assertEquals(attributes("name", "localhost", "appBase", "webapps", "unpackWARs", "true", "autoDeploy", "false"),
                attributesOf(elements(xml, "Host").get(0)));
    }

    /** Maven fills the file for Cargo: every placeholder must be a port it reserves or a property it knows. */
    @Test
    void mavenKnowsEveryPlaceholder() throws IOException {
        String pom = Files.readString(project.resolve("benchmark/pom.xml"), StandardCharsets.UTF_8);
        Properties security = new Properties();
        try (Reader in = Files.newBufferedReader(project.resolve("keystores/security.properties"), StandardCharsets.ISO_8859_1)) {
            security.load(in);
        }
        Set<String> placeholders = TomcatServerXml.placeholders(TomcatServerXml.read(project));
        assertTrue(placeholders.size() >= 9, placeholders.toString());
        for (String name : placeholders) {
            boolean reserved = pom.contains("<portName>" + name + "</portName>");
            boolean property = pom.contains("<" + name + ">");
            assertTrue(reserved || property || security.containsKey(name),
                    "tomcat/server.xml uses " + name + ", which benchmark/pom.xml neither reserves nor defines, "
                            + "nor keystores/security.properties");
        }
        assertTrue(pom.contains("<directory>${project.basedir}/../tomcat</directory>"), "benchmark/pom.xml filters tomcat/");
        assertTrue(pom.contains("<file>${project.build.directory}/tomcat-conf/server.xml</file>"),
                "Cargo's configfile is the filtered tomcat/server.xml");
    }

    @Test
    void dockerComposeAndTheSecondTomcatUseTheSameFile() throws IOException {
        String compose = Files.readString(project.resolve("docker-compose.yml"), StandardCharsets.UTF_8);
        assertTrue(compose.contains("source: ./" + TomcatServerXml.SOURCE + "\n        target: /usr/local/tomcat/conf/server.xml"),
                "docker-compose.yml mounts tomcat/server.xml as conf/server.xml");
        String secondTomcat = Files.readString(project.resolve("benchmark/src/test/java/org/wssbench/benchmark/SecondTomcat.java"),
                StandardCharsets.UTF_8);
        assertTrue(secondTomcat.contains("TomcatServerXml.fill(TomcatServerXml.read(project)"), "SecondTomcat fills tomcat/server.xml");
    }

    @Test
    void fillingNamesAMissingValue() throws IOException {
        String xml = TomcatServerXml.read(project);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TomcatServerXml.fill(xml, Map.of("wssbench.http.port", "1")));
        assertTrue(e.getMessage().contains("wssbench.https.port"), e.getMessage());
        Map<String, String> all = new TreeMap<>();
        TomcatServerXml.placeholders(xml).forEach(name -> all.put(name, "v"));
        assertTrue(TomcatServerXml.placeholders(TomcatServerXml.fill(xml, all)).isEmpty());
    }

    private static Map<String, String> attributes(String... pairs) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return new TreeMap<>(map);
    }

    private static Map<String, String> attributesOf(Element element) {
        Map<String, String> map = new TreeMap<>();
        NamedNodeMap all = element.getAttributes();
        for (int i = 0; i < all.getLength(); i++) {
            map.put(all.item(i).getNodeName(), all.item(i).getNodeValue());
        }
        return map;
    }

    private static List<Element> elements(Document xml, String name) {
        List<Element> list = new ArrayList<>();
        NodeList nodes = xml.getElementsByTagName(name);
        for (int i = 0; i < nodes.getLength(); i++) {
            list.add((Element) nodes.item(i));
        }
        return list;
    }

    private static List<String> elementNames(Element parent) {
        List<String> names = new ArrayList<>();
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child.getNodeType() == Node.ELEMENT_NODE) {
                names.add(child.getNodeName());
            }
        }
        return names;
    }

    private static Document parse(String text) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new InputSource(new StringReader(text)));
    }

    private static Path projectDir() {
        String configured = System.getProperty("wssbench.project.dir");
        Path dir = (configured != null && !configured.isBlank() ? Path.of(configured) : Path.of("")).toAbsolutePath().normalize();
        for (Path candidate = dir; candidate != null; candidate = candidate.getParent()) {
            if (Files.isRegularFile(candidate.resolve(TomcatServerXml.SOURCE)) && Files.isDirectory(candidate.resolve("benchmark"))) {
                return candidate;
            }
        }
        throw new IllegalStateException("no " + TomcatServerXml.SOURCE + " in " + dir + " or above");
    }
}
