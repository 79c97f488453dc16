package org.wssbench.results.gate;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * The gate as JUnit XML, so that Jenkins, GitLab and GitHub show a failing figure where people look: one test case
 * per judged figure (class {@code gate.work} or {@code gate.time}, name the cell and figure), failing with the
 * figure's line; an arm that judged nothing is one skipped test case saying why; the time arm's checks that are no
 * figure (steady state, security still applied, message sizes) and a failed run are one test case each.
 */
public final class GateJunitXml {

    private GateJunitXml() {
    }

    /** One test case: a class name, a name, and a failure message or a skip reason (both null: passed). */
    record TestCase(String className, String name, String failure, String skipped) {
    }

    /** The test cases of an outcome, work arm first. */
    static List<TestCase> testCases(GateOutcome outcome) {
        List<TestCase> cases = new ArrayList<>();
        WorkArm work = outcome.work();
        if (work.judged()) {
            for (WorkVerdict v : work.verdicts()) {
                String name = (outcome.runIds().size() > 1 ? v.runId() + " " : "") + v.name();
                cases.add(new TestCase("gate.work", name, v.failed() ? v.line() : null, null));
            }
        } else {
            cases.add(new TestCase("gate.work", "work", null, work.notJudgedWhy().orElseThrow()));
        }
        GateReport time = outcome.time();
        if (time.verdict() == GateReport.Verdict.RUN_FAILED) {
            cases.add(new TestCase("gate.time", "run", String.join("; ", time.runProblem()), null));
            return cases;
        }
        List<String> figureFailures = new ArrayList<>();
        for (CellVerdict cell : time.cells()) {
            if (cell.model() != null) {
                String failure = cell.outcome() == CellVerdict.Outcome.SLOWER ? String.format(Locale.ROOT,
                        "%s is slower: %+.1f%% against a tolerance of %+.1f%%", cell.key(), cell.changePct(),
                        cell.tolerancePct()) : null;
                if (failure != null) {
                    figureFailures.add(failure);
                }
                cases.add(new TestCase("gate.time", cell.key() + " " + GatedFigure.COLUMN, failure, null));
            }
        }
        if (!outcome.timeJudged()) {
            cases.add(new TestCase("gate.time", "time", null, outcome.timeArm()));
        }
        List<String> checks = time.failures().stream().filter(f -> !figureFailures.contains(f)).toList();
        cases.add(new TestCase("gate.time", "machine-independent checks", checks.isEmpty() ? null
                : String.join("; ", checks), null));
        return cases;
    }

    /** Writes the outcome's test cases to {@code file}. */
    public static void write(GateOutcome outcome, Path file) throws IOException {
        List<TestCase> cases = testCases(outcome);
        long failures = cases.stream().filter(c -> c.failure() != null).count();
        long skipped = cases.stream().filter(c -> c.skipped() != null).count();
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            xml.writeStartElement("testsuite");
            xml.writeAttribute("name", "wss-bench gate " + String.join(" ", outcome.runIds()));
            xml.writeAttribute("tests", String.valueOf(cases.size()));
            xml.writeAttribute("failures", String.valueOf(failures));
            xml.writeAttribute("errors", "0");
            xml.writeAttribute("skipped", String.valueOf(skipped));
            xml.writeCharacters("\n");
            xml.writeStartElement("properties");
            property(xml, "verdict", outcome.firstLine());
            xml.writeEndElement();
            xml.writeCharacters("\n");
            for (TestCase c : cases) {
                xml.writeStartElement("testcase");
                xml.writeAttribute("classname", c.className());
                xml.writeAttribute("name", c.name());
                if (c.failure() != null) {
                    xml.writeStartElement("failure");
                    xml.writeAttribute("message", c.failure());
                    xml.writeCharacters(c.failure());
                    xml.writeEndElement();
                } else if (c.skipped() != null) {
                    xml.writeStartElement("skipped");
                    xml.writeAttribute("message", c.skipped());
                    xml.writeEndElement();
                }
                xml.writeEndElement();
                xml.writeCharacters("\n");
            }
            xml.writeEndElement();
            xml.writeCharacters("\n");
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    private static void property(XMLStreamWriter xml, String name, String value) throws XMLStreamException {
        xml.writeEmptyElement("property");
        xml.writeAttribute("name", name);
        xml.writeAttribute("value", value);
    }
}
