package org.wssbench.benchmark;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.wssbench.client.scenario.MatrixFiles;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.security.ScenarioServices;
import org.xml.sax.InputSource;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The scenario list lives in scenarios/scenarios.properties. The client reads it with MatrixFiles;
 * the service's services.xml is generated from it at build time by ScenarioServices (harness-security),
 * and each secured scenario needs a service policy in policies/. This test checks that the two readings
 * agree and the policies exist, naming what is missing or different, so adding a scenario cannot
 * half-work. (Policy variants are deployed by the service from scenarios.properties itself.)
 */
class ScenarioFilesAgreeTest {

    private static final Path PROJECT = projectDir();
    private static final Path SCENARIOS = PROJECT.resolve("scenarios/scenarios.properties");

    /** What the generated services.xml says about one service. */
    record Service(String name, List<String> transports, String policy, List<String> modules, boolean sctIssuer) {
    }

    @Test
    void everyScenarioHasAMatchingServiceAndEveryServiceAScenario() throws Exception {
        Map<String, ScenarioDefinition> scenarios = MatrixFiles.loadScenarios(SCENARIOS, PROJECT.resolve("scenarios"));
        Map<String, Service> services = services();
        List<String> problems = new ArrayList<>();
        for (ScenarioDefinition scenario : scenarios.values()) {
            if (scenario.variant() != null) {
                continue; // policy variants are deployed by the service from scenarios.properties itself
            }
            Service service = services.get(scenario.service());
            if (service == null) {
                problems.add(scenario.name() + ": no <service name=\"" + scenario.service() + "\"> in services.xml");
                continue;
            }
            if (!service.transports().isEmpty() && !service.transports().contains(scenario.transport())) {
                problems.add(scenario.name() + ": the client uses " + scenario.transport() + " but the service is exposed"
                        + " on " + service.transports() + " only");
            }
            if (scenario.secured() != (service.policy() != null)) {
                problems.add(scenario.name() + ": client policy " + scenario.policy() + " but service policy "
                        + service.policy() + " (both or neither)");
            }
            if (service.policy() != null && !Files.isReadable(PROJECT.resolve("policies").resolve(service.policy()))) {
                problems.add(scenario.name() + ": service policy policies/" + service.policy() + " does not exist");
            }
            if (scenario.secured() && !service.modules().contains("rampart")) {
                problems.add(scenario.name() + ": secured, but the service does not engage rampart");
            }
            boolean sct = scenario.traits().token() == ScenarioDefinition.Token.SCT;
            if (sct != service.sctIssuer()) {
                problems.add(scenario.name() + ": token " + scenario.traits().token().key()
                        + " needs wssbench.sct-issuer=" + sct + " in services.xml");
            }
        }
        List<String> used = scenarios.values().stream().map(ScenarioDefinition::service).toList();
        services.keySet().stream().filter(name -> !used.contains(name))
                .forEach(name -> problems.add("services.xml has service " + name + " but no scenario uses it"));
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    /** A positive control: the check above does see the generated services.xml. */
    @Test
    void servicesXmlIsReadAsExpected() throws Exception {
        Map<String, Service> services = services();
        assertEquals("sign-service.xml", services.get("sign").policy());
        assertEquals(List.of("https"), services.get("ssl").transports());
        assertTrue(services.get("secureconversation").sctIssuer());
    }

    /** The services of the services.xml the build generates, read back from its XML text. */
    private static Map<String, Service> services() throws Exception {
        String xml = ScenarioServices.servicesXml(ScenarioServices.read(SCENARIOS), SCENARIOS.toString());
        Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new InputSource(new StringReader(xml))).getDocumentElement();
        Map<String, Service> services = new LinkedHashMap<>();
        NodeList nodes = root.getElementsByTagName("service");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element service = (Element) nodes.item(i);
            String policy = null;
            boolean sctIssuer = false;
            NodeList parameters = service.getElementsByTagName("parameter");
            for (int j = 0; j < parameters.getLength(); j++) {
                Element parameter = (Element) parameters.item(j);
                if (parameter.getAttribute("name").equals("wssbench.policy")) {
                    policy = parameter.getTextContent().trim();
                }
                if (parameter.getAttribute("name").equals("wssbench.sct-issuer")) {
                    sctIssuer = Boolean.parseBoolean(parameter.getTextContent().trim());
                }
            }
            services.put(service.getAttribute("name"), new Service(service.getAttribute("name"),
                    texts(service, "transport"), policy, attributes(service, "module", "ref"), sctIssuer));
        }
        return services;
    }

    private static List<String> texts(Element parent, String tag) {
        List<String> values = new ArrayList<>();
        NodeList nodes = parent.getElementsByTagName(tag);
        for (int i = 0; i < nodes.getLength(); i++) {
            values.add(nodes.item(i).getTextContent().trim());
        }
        return values;
    }

    private static List<String> attributes(Element parent, String tag, String attribute) {
        List<String> values = new ArrayList<>();
        NodeList nodes = parent.getElementsByTagName(tag);
        for (int i = 0; i < nodes.getLength(); i++) {
            values.add(((Element) nodes.item(i)).getAttribute(attribute));
        }
        return values;
    }

    private static Path projectDir() {
        String configured = System.getProperty("wssbench.project.dir");
        Path dir = (configured != null && !configured.isBlank() ? Path.of(configured) : Path.of("")).toAbsolutePath()
                .normalize();
        for (Path candidate = dir; candidate != null; candidate = candidate.getParent()) {
            if (Files.isRegularFile(candidate.resolve("scenarios/scenarios.properties"))) {
                return candidate;
            }
        }
        throw new IllegalStateException("no scenarios/scenarios.properties in " + dir + " or above");
    }
}
