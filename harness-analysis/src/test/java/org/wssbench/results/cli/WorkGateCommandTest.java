package org.wssbench.results.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.wssbench.results.CsvFiles;
import org.wssbench.results.ExitCodes;
import org.wssbench.results.gate.CommittedDigests;
import picocli.CommandLine;

/** The gate's work arm through the command line, on copies of a committed digest. */
class WorkGateCommandTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @Test
    void anUnchangedDigestPassesAndTheJunitXmlHasOneTestCasePerJudgedFigure() throws Exception {
        Path run = copy(CommittedDigests.CURRENT_RUN, "unchanged");
        assertEquals(ExitCodes.OK, gate(run, CommittedDigests.WORK), out + "" + err);
        String first = out.toString().lines().findFirst().orElseThrow();
        assertTrue(first.startsWith("gate: PASS: work: judged against " + CommittedDigests.WORK.resolve("jdk17.csv")
                + " (1 run on 1 machine type), 0 of 72 figures above their tolerance; time: not judged (no baseline"),
                first);

        Document xml = parse(run.resolve("gate.xml"));
        List<Element> work = testCases(xml, "gate.work");
        assertEquals(72, work.size(), "one test case per judged figure");
        assertTrue(work.stream().anyMatch(c -> c.getAttribute("name").equals("sign/small server_alloc_bytes_median")));
        assertEquals(0, xml.getElementsByTagName("failure").getLength());
        assertEquals(1, testCases(xml, "gate.time").stream()
                .filter(c -> c.getElementsByTagName("skipped").getLength() == 1).count(), "the time arm did not judge");
        String markdown = Files.readString(run.resolve("gate.md"));
        assertTrue(markdown.startsWith("### wss-bench gate: PASS: work: judged"), markdown);
        String json = Files.readString(run.resolve("gate.json"));
        assertTrue(json.contains("\"exit_code\" : 0") && json.contains("\"server_alloc_bytes_median\""), json);
    }

    @Test
    void twelvePercentMoreServerAllocationInSignSmallFailsWithItsLine() throws Exception {
        Path run = copy(CommittedDigests.CURRENT_RUN, "doctored");
        doctor(run.resolve("summary.csv"), "sign", "small", "server_alloc_bytes_median", 1.12);
        assertEquals(ExitCodes.GATE_FAILED, gate(run, CommittedDigests.WORK), out + "" + err);
        String text = out.toString();
        assertTrue(text.startsWith("gate: FAIL: work: judged against ") && text.contains("1 of 72 figures above their "
                + "tolerance"), text);
        String line = "sign/small: the server allocates +12.0% per request (400,432 -> 448,484 B), tolerance 1.7%";
        assertTrue(text.contains("\n  failed: " + line + "\n"), text);

        Document xml = parse(run.resolve("gate.xml"));
        NodeList failures = xml.getElementsByTagName("failure");
        assertEquals(1, failures.getLength());
        Element failed = (Element) failures.item(0).getParentNode();
        assertEquals("sign/small server_alloc_bytes_median", failed.getAttribute("name"));
        assertEquals(line, ((Element) failures.item(0)).getAttribute("message"));
        assertTrue(Files.readString(run.resolve("gate.md")).contains("- **work** " + line));
    }

    @Test
    void aJdkWithoutReferencePassesAndPrintsTheCommandThatWritesOneFromThisRun() throws Exception {
        Path run = copy(CommittedDigests.CURRENT_RUN, "jdk25");
        Path manifest = run.resolve("run.json");
        Files.writeString(manifest, Files.readString(manifest).replace("VM 17.0.", "VM 25.0."));
        Path references = dir.resolve("work");
        Files.createDirectories(references);
        Files.copy(CommittedDigests.WORK.resolve("jdk17.csv"), references.resolve("jdk17.csv"));

        assertEquals(ExitCodes.OK, gate(run, references), out + "" + err);
        String text = out.toString();
        assertTrue(text.startsWith("gate: PASS: work: not judged (no work reference for JDK 25 in " + references + ")"),
                text);
        String command = "work-reference --jdk 25 -o " + references.resolve("jdk25.csv") + " --tolerances-from "
                + references.resolve("jdk17.csv") + " " + run;
        assertTrue(text.contains("java -jar harness-cli/target/harness-cli.jar " + command), text);

        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run(command.split(" ")), err.toString());
        assertTrue(out.toString().contains("work reference written: " + references.resolve("jdk25.csv")), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, gate(run, references), out + "" + err);
        assertTrue(out.toString().startsWith("gate: PASS: work: judged against " + references.resolve("jdk25.csv")
                + " (1 run on 1 machine type), 0 of 72 figures"), out.toString());
    }

    @Test
    void aRunWithAnotherCryptoProviderIsNotJudgedAgainstTheJdksOwnWork() throws Exception {
        Path run = copy(CommittedDigests.CURRENT_RUN, "bc");
        Path manifest = run.resolve("run.json");
        String json = Files.readString(manifest);
        String withBc = json.replaceFirst("\"choice\" : \"jdk\"", "\"choice\" : \"bc\"");
        assertTrue(!withBc.equals(json), "run.json names the client's provider choice");
        Files.writeString(manifest, withBc);
        doctor(run.resolve("summary.csv"), "sign", "small", "server_alloc_bytes_median", 1.5);
        assertEquals(ExitCodes.OK, gate(run, CommittedDigests.WORK), out + "" + err);
        assertTrue(out.toString().startsWith("gate: PASS: work: not judged (no work reference for JDK 17 with crypto "
                + "provider bc in " + CommittedDigests.WORK + ")"), out.toString());
        assertTrue(out.toString().contains("work-reference --jdk 17 --provider bc -o "
                + CommittedDigests.WORK.resolve("jdk17-bc.csv") + " --tolerances-from "
                + CommittedDigests.WORK.resolve("jdk17.csv") + " " + run), out.toString());
    }

    @Test
    void theReportsGoWhereAskedOrNowhere() throws Exception {
        Path run = copy(CommittedDigests.CURRENT_RUN, "elsewhere");
        Path reports = dir.resolve("reports");
        assertEquals(ExitCodes.OK, run("gate", "--baselines", dir.resolve("no-baselines").toString(), "--work-references",
                CommittedDigests.WORK.toString(), "--reports", reports.toString(), run.toString()), err.toString());
        for (String name : List.of("gate.xml", "gate.md", "gate.json")) {
            assertTrue(Files.isRegularFile(reports.resolve(name)), name);
            assertTrue(Files.notExists(run.resolve(name)), name + " not in the run folder");
        }
        Path quiet = copy(CommittedDigests.CURRENT_RUN, "quiet");
        assertEquals(ExitCodes.OK, run("gate", "--baselines", dir.resolve("no-baselines").toString(), "--work-references",
                CommittedDigests.WORK.toString(), "--no-reports", quiet.toString()), err.toString());
        try (Stream<Path> files = Files.list(quiet)) {
            assertEquals(List.of(), files.filter(f -> f.getFileName().toString().startsWith("gate.")).toList());
        }
    }

    @Test
    void workReferenceWritesTheCommittedReferenceFromTheCommittedRunsAndStatesItsEvidence() throws Exception {
        Path file = dir.resolve("work").resolve("jdk17.csv");
        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run("work-reference", "--jdk", "17", "-o", file.toString(), "--tolerances-from",
                CommittedDigests.MACHINES.toString(), CommittedDigests.WORK_RUNS_17.toString()), err.toString());
        String text = out.toString();
        assertTrue(text.startsWith("work reference written: " + file + " (72 figures of 18 cells, JDK 17, provider jdk, "
                + "tolerances at least those of " + CommittedDigests.MACHINES + ")"), text);
        assertTrue(text.contains("\nevidence: built from 1 unchanged run(s) on 1 machine type(s); judged against it, 0 of "), text);
        assertEquals(Files.readString(CommittedDigests.WORK.resolve("jdk17.csv")), Files.readString(file));
        assertEquals(ExitCodes.BAD_INPUT, run("work-reference", "--jdk", "17", "-o", dir.resolve("jdk21.csv").toString(),
                CommittedDigests.MACHINES.toString()));
        assertTrue(err.toString().contains("is named jdk17.csv"), err.toString());
        assertEquals(ExitCodes.BAD_INPUT, run("work-reference", "--jdk", "17", "--provider", "bc", "-o",
                dir.resolve("jdk17-bc.csv").toString(), CommittedDigests.MACHINES.toString()));
        assertTrue(err.toString().contains("no unchanged run of JDK 17 with crypto provider bc"), err.toString());
    }

    private int gate(Path run, Path references) {
        out.getBuffer().setLength(0);
        return run("gate", "--baselines", dir.resolve("no-baselines").toString(), "--work-references",
                references.toString(), run.toString());
    }

    private int run(String... args) {
        CommandLine cli = ResultsCli.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        return cli.execute(args);
    }

    private Path copy(Path digest, String name) throws IOException {
        Path target = dir.resolve(name);
        Files.createDirectories(target);
        try (Stream<Path> files = Files.list(digest)) {
            for (Path file : files.toList()) {
                Files.copy(file, target.resolve(file.getFileName()));
            }
        }
        return target;
    }

    /** Multiplies one figure of one cell of a summary.csv, rounded to a whole byte, in the file's own dialect. */
    private static void doctor(Path summary, String scenario, String sequence, String column, double factor)
            throws IOException {
        List<String> header;
        List<List<String>> rows = new ArrayList<>();
        try (Reader reader = Files.newBufferedReader(summary);
             CSVParser parser = CSVParser.parse(reader, CSVFormat.RFC4180.builder().setHeader().build())) {
            header = parser.getHeaderNames();
            for (CSVRecord record : parser) {
                Map<String, String> cells = record.toMap();
                List<String> row = new ArrayList<>();
                for (String name : header) {
                    String value = cells.get(name);
                    if (name.equals(column) && scenario.equals(cells.get("scenario"))
                            && sequence.equals(cells.get("sequence"))) {
                        value = String.valueOf(Math.round(Double.parseDouble(value) * factor));
                    }
                    row.add(value);
                }
                rows.add(row);
            }
        }
        try (Writer writer = Files.newBufferedWriter(summary, StandardCharsets.UTF_8);
             CSVPrinter printer = new CSVPrinter(writer, CsvFiles.WRITE_FORMAT)) {
            printer.printRecord(header);
            for (List<String> row : rows) {
                printer.printRecord(row);
            }
        }
    }

    private static Document parse(Path file) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
    }

    private static List<Element> testCases(Document xml, String className) {
        NodeList cases = xml.getElementsByTagName("testcase");
        List<Element> found = new ArrayList<>();
        for (int i = 0; i < cases.getLength(); i++) {
            Element c = (Element) cases.item(i);
            if (c.getAttribute("classname").equals(className)) {
                found.add(c);
            }
        }
        return found;
    }
}
