package org.wssbench.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * summary.csv's floor columns are filled in a full {@code mvn verify} only if the build measures the floor costs
 * before the matrix, where the matrix reads them: the crypto-floor command writes nothing on its own, and its
 * results folder is not in the repository, so without the measure-floor step every full run had empty columns.
 */
class FloorCostsInBuildTest {

    private static final Path POM = Path.of("pom.xml");

    @Test
    void theBuildMeasuresTheFloorCostsBeforeTheMatrixWhereTheMatrixReadsThem() throws Exception {
        Document pom = parse(POM);
        List<String> executions = new ArrayList<>();
        NodeList all = pom.getElementsByTagName("execution");
        for (int i = 0; i < all.getLength(); i++) {
            executions.add(id((Element) all.item(i)));
        }
        assertTrue(executions.indexOf("measure-floor") >= 0, "an execution measures the floor costs: " + executions);
        assertTrue(executions.indexOf("measure-floor") < executions.indexOf("run-matrix"), "and runs first: " + executions);
        assertEquals("pre-integration-test", text(execution(pom, "measure-floor"), "phase"),
                "before Tomcat starts (its start is in the same phase, declared after)");

        List<String> measure = arguments(execution(pom, "measure-floor"));
        String out = measure.get(measure.indexOf("--out") + 1);
        assertEquals("--providers", measure.get(measure.indexOf("${wssbench.crypto.provider}") - 1),
                "measures the provider the run uses");
        assertTrue(measure.contains("crypto") || measure.stream().anyMatch(a -> a.startsWith("crypto,")),
                "the crypto part: " + measure);
        assertTrue(measure.stream().anyMatch(a -> a.contains("xml")), "the XML part, without which nothing is priced");

        String reads = arguments(execution(pom, "run-matrix")).stream().filter(a -> a.startsWith("--crypto-floor="))
                .findFirst().orElseThrow().substring("--crypto-floor=".length());
        assertEquals(out + "/floor-costs.csv", reads, "the matrix reads the file the build measured");

        Element properties = (Element) pom.getDocumentElement().getElementsByTagName("properties").item(0);
        assertEquals("${wssbench.matrix.skip}", text(properties, "wssbench.floor.skip"), "measured whenever the matrix runs");
        assertEquals("false", text(properties, "wssbench.matrix.skip"), "which it does by default");
    }

    private static Element execution(Document pom, String id) {
        NodeList all = pom.getElementsByTagName("execution");
        for (int i = 0; i < all.getLength(); i++) {
            Element execution = (Element) all.item(i);
            if (id.equals(id(execution))) {
                return execution;
            }
        }
        throw new AssertionError("no execution " + id + " in " + POM.toAbsolutePath());
    }

    private static String id(Element execution) {
        NodeList ids = execution.getElementsByTagName("id");
        return ids.getLength() == 0 ? "" : ids.item(0).getTextContent().trim();
    }

    private static List<String> arguments(Element execution) {
        List<String> arguments = new ArrayList<>();
        NodeList all = execution.getElementsByTagName("argument");
        for (int i = 0; i < all.getLength(); i++) {
            arguments.add(all.item(i).getTextContent().trim());
        }
        return arguments;
    }

    private static String text(Element parent, String child) {
        NodeList found = parent.getElementsByTagName(child);
        assertNotNull(found.item(0), child + " in " + parent.getTagName());
        return found.item(0).getTextContent().trim();
    }

    private static Document parse(Path file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(file.toFile());
    }
}
