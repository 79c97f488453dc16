package org.wssbench.service;

import org.junit.jupiter.api.Test;
import org.wssbench.security.ScenarioCatalog;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScenarioServicesTest {

    private static final Path SCENARIOS = Path.of("..", "scenarios", "scenarios.properties");

    /**
     * The generated services.xml deploys every scenario the hand-written one did, with the same
     * name, class, parameters, transports, modules (in order), message receiver and operations.
     * Only the descriptions and comments differ. The fixture is services.xml as it was written by
     * hand before it was generated; scenarios added since are not in it and are not compared.
     */
    @Test
    void theGeneratedServicesEqualTheHandWrittenOnes() throws Exception {
        Map<String, String> handWritten;
        try (InputStream in = getClass().getResourceAsStream("/scenario-services/services-hand-written.xml")) {
            handWritten = services(new InputSource(in));
        }
        Map<String, String> generated = services(new InputSource(new StringReader(
                ScenarioServices.servicesXml(ScenarioCatalog.load(SCENARIOS)))));
        assertEquals(11, handWritten.size());
        for (Map.Entry<String, String> service : handWritten.entrySet()) {
            assertEquals(service.getValue(), generated.get(service.getKey()), "service " + service.getKey());
        }
        assertEquals(List.copyOf(handWritten.keySet()), List.copyOf(generated.keySet()).subList(0, handWritten.size()),
                "same services in the same order");
    }

    @Test
    void aScenarioGivesItsServiceItsPolicyModulesAndTransports() {
        ScenarioCatalog catalog = ScenarioCatalog.read("test", """
                scenarios=plain,new-one
                scenarios.more=sc
                scenario.plain.transport=http
                scenario.new-one.transport=http
                scenario.new-one.policy=../policies/new-one-client.xml
                scenario.sc.transport=http
                scenario.sc.policy=../policies/sc-client.xml
                scenario.sc.token=sct
                scenario.sc.modules=addressing,rampart
                scenario.sc.service=SecureConversation
                """);
        List<ScenarioServices.Service> services = ScenarioServices.services(catalog);
        assertEquals(new ScenarioServices.Service("plain", "plain", List.of("http"), null, List.of(), false), services.get(0));
        assertEquals(new ScenarioServices.Service("new-one", "new-one", List.of(), "new-one-service.xml", List.of("rampart"), false),
                services.get(1));
        assertEquals(new ScenarioServices.Service("SecureConversation", "sc", List.of(), "sc-service.xml",
                List.of("rampart", "rahas", "addressing"), true), services.get(2));
    }

    @Test
    void mainWritesTheFile() throws Exception {
        Path out = Files.createTempDirectory("services").resolve("META-INF/services.xml");
        ScenarioServices.main(new String[] {SCENARIOS.toString(), out.toString()});
        assertTrue(Files.readString(out).contains("<service name=\"sign\""));
    }

    /** Each service as a canonical text of everything Axis2 reads from it, descriptions and comments left out. */
    private static Map<String, String> services(InputSource source) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Element root = factory.newDocumentBuilder().parse(source).getDocumentElement();
        Map<String, String> services = new LinkedHashMap<>();
        for (Element service : children(root)) {
            services.put(service.getAttribute("name"), canonical(service));
        }
        return services;
    }

    private static String canonical(Element element) {
        StringBuilder text = new StringBuilder("<").append(element.getTagName());
        Map<String, String> attributes = new TreeMap<>();
        for (int i = 0; i < element.getAttributes().getLength(); i++) {
            attributes.put(element.getAttributes().item(i).getNodeName(), element.getAttributes().item(i).getNodeValue());
        }
        attributes.forEach((name, value) -> text.append(' ').append(name).append("=\"").append(value).append('"'));
        text.append('>');
        List<Element> children = children(element);
        if (children.isEmpty()) {
            text.append(element.getTextContent().trim());
        }
        for (Element child : children) {
            if (!child.getTagName().equals("description")) {
                text.append(canonical(child));
            }
        }
        return text.append("</").append(element.getTagName()).append('>').toString();
    }

    private static List<Element> children(Element parent) {
        List<Element> list = new ArrayList<>();
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child.getNodeType() == Node.ELEMENT_NODE) {
                list.add((Element) child);
            }
        }
        return list;
    }
}
