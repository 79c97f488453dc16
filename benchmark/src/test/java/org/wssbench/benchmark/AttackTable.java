package org.wssbench.benchmark;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The security table of docs/security.md, generated from the failsafe reports of the attack tests:
 * scenario x attack x direction, one cell per combination that a test names (display name
 * {@code attack=<id> scenario=<name> direction=<request|response> expect=<rejected|accepted-by-design|not-applicable|control>},
 * optionally {@code -- why}). A "rejected" test that failed shows as ACCEPTED (vulnerable).
 *
 * <p>{@code check} (the build, in verify) fails when docs/security.md differs from the reports of
 * a full IT run and skips, saying so, after a partial one; {@code write} rewrites the table.
 * Arguments: {@code check|write <failsafe-reports dir> <docs/security.md> <scenarios.properties> <test-classes dir> [it.test]}.
 */
public final class AttackTable {

    static final String BEGIN = "<!-- attack-table:begin -->";
    static final String END = "<!-- attack-table:end -->";
    private static final Pattern NAME = Pattern.compile(
            "attack=([a-z0-9]+(?:-[a-z0-9]+)*) scenario=(\\S+) direction=(request|response)"
                    + " expect=(rejected|accepted-by-design|not-applicable|control)(?: -- (.+))?");
    private static final List<String> DIRECTIONS = List.of("request", "response");

    /** One attack test case as reported. */
    record Case(String attack, String scenario, String direction, String expect, String why, String test, boolean passed, boolean skipped) {
    }

    private AttackTable() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 5 || !Set.of("check", "write").contains(args[0])) {
            System.err.println("usage: AttackTable check|write <failsafe-reports dir> <docs/security.md> <scenarios.properties> <test-classes dir> [it.test]");
            System.exit(2);
        }
        Path reports = Path.of(args[1]);
        Path doc = Path.of(args[2]);
        String itTest = args.length > 5 ? args[5].trim() : "";
        String partial = partialRun(reports, Path.of(args[4]), itTest);
        if (partial != null) {
            System.out.println("[attack-table] not checked: " + partial);
            return;
        }
        Path scenariosFile = Path.of(args[3]);
        String table = render(read(reports), scenarioOrder(scenariosFile)) + "\n" + protections(scenariosFile);
        String current = Files.readString(doc, StandardCharsets.UTF_8);
        String updated = replaceBlock(doc, current, table);
        if (args[0].equals("write")) {
            Files.writeString(doc, updated, StandardCharsets.UTF_8);
            System.out.println("[attack-table] wrote " + doc);
        } else if (!updated.equals(current)) {
            System.err.println("[attack-table] " + doc + " disagrees with the attack tests' reports in " + reports
                    + ". Regenerate it: mvn -B -Pquick verify -Dwssbench.attack-table=write\n--- generated table ---\n" + table);
            System.exit(1);
        } else {
            System.out.println("[attack-table] " + doc + " agrees with the attack tests' reports");
        }
    }

    /** Why the reports are not those of a full IT run, or null when they are. */
    static String partialRun(Path reports, Path testClasses, String itTest) throws IOException {
        if (!itTest.isEmpty() && !itTest.startsWith("${")) {
            return "only some integration tests ran (-Dit.test=" + itTest + ")";
        }
        if (!Files.isDirectory(reports)) {
            return "no integration test reports in " + reports;
        }
        try (Stream<Path> classes = Files.walk(testClasses)) {
            List<String> missing = classes.map(path -> testClasses.relativize(path).toString())
                    .filter(name -> name.endsWith("IT.class"))
                    .map(name -> name.substring(0, name.length() - ".class".length()).replace('/', '.').replace('\\', '.'))
                    .filter(name -> !Files.exists(reports.resolve("TEST-" + name + ".xml")))
                    .sorted().toList();
            return missing.isEmpty() ? null : "no report for " + String.join(", ", missing);
        }
    }

    /** Every attack test case in the reports (test cases named otherwise are ignored). */
    static List<Case> read(Path reports) throws Exception {
        List<Case> cases = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> list = Files.list(reports)) {
            files = list.filter(path -> path.getFileName().toString().matches("TEST-.*\\.xml")).sorted().toList();
        }
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        for (Path file : files) {
            Document report = factory.newDocumentBuilder().parse(file.toFile());
            NodeList testCases = report.getElementsByTagName("testcase");
            for (int i = 0; i < testCases.getLength(); i++) {
                Element testCase = (Element) testCases.item(i);
                String name = testCase.getAttribute("name");
                Matcher matcher = NAME.matcher(name);
                if (!matcher.find()) {
                    if (name.contains("attack=")) {
                        throw new IllegalArgumentException(file + ": test case '" + name + "' does not follow the attack naming convention");
                    }
                    continue;
                }
                String why = matcher.group(5);
                String expect = matcher.group(4);
                if (why == null && (expect.equals("accepted-by-design") || expect.equals("not-applicable"))) {
                    throw new IllegalArgumentException(file + ": test case '" + name + "' says " + expect + " without '-- why'");
                }
                String className = testCase.getAttribute("classname");
                String method = name.substring(0, matcher.start()).trim().replaceAll("\\(.*$", "");
                String test = className.substring(className.lastIndexOf('.') + 1) + (method.isEmpty() ? "" : "." + method);
                boolean failed = testCase.getElementsByTagName("failure").getLength() > 0
                        || testCase.getElementsByTagName("error").getLength() > 0;
                boolean skipped = testCase.getElementsByTagName("skipped").getLength() > 0;
                cases.add(new Case(matcher.group(1), matcher.group(2), matcher.group(3), expect, why, test, !failed && !skipped, skipped));
            }
        }
        return cases;
    }

    /** The declared scenarios in file order (default matrix, then scenarios.more), for the table's columns. */
    static List<String> scenarioOrder(Path scenariosFile) throws IOException {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(scenariosFile, StandardCharsets.UTF_8)) {
            properties.load(reader);
        }
        List<String> names = new ArrayList<>();
        for (String key : List.of("scenarios", "scenarios.more")) {
            Arrays.stream(properties.getProperty(key, "").split(",")).map(String::trim).filter(s -> !s.isEmpty()).forEach(names::add);
        }
        return names;
    }

    /**
     * What each declared scenario protects, from its {@code signed / encrypted / token} traits, and
     * in plain words what it does not.
     */
    static String protections(Path scenariosFile) throws IOException {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(scenariosFile, StandardCharsets.UTF_8)) {
            properties.load(reader);
        }
        StringBuilder out = new StringBuilder("| scenario | signed | encrypted | token | does not protect |\n|---|---|---|---|---|\n");
        for (String scenario : scenarioOrder(scenariosFile)) {
            String prefix = "scenario." + scenario + ".";
            boolean signed = Boolean.parseBoolean(properties.getProperty(prefix + "signed", "false").trim());
            boolean encrypted = Boolean.parseBoolean(properties.getProperty(prefix + "encrypted", "false").trim());
            String token = properties.getProperty(prefix + "token", "none").trim();
            boolean tls = "https".equals(properties.getProperty(prefix + "transport", "http").trim());
            List<String> gaps = new ArrayList<>();
            if (!signed) {
                gaps.add("integrity: a man in the middle can alter a message, in both directions, and a response is not bound"
                        + " to its request");
                if (!"username-digest".equals(token)) {
                    gaps.add("replay: a captured request is accepted again");
                }
            }
            if (!encrypted) {
                gaps.add("confidentiality: the Body travels readable" + (tls ? " at message level (TLS protects it on the wire)" : ""));
            }
            if ("none".equals(token)) {
                gaps.add("identity: the client is not authenticated at message level");
            } else if ("x509".equals(token) && !signed) {
                gaps.add("identity: nothing authenticates the client (the message is encrypted to the service, not signed)");
            } else if (token.startsWith("username") && !signed) {
                gaps.add("the UsernameToken is not bound to the Body: a captured token can carry another Body");
            }
            if ("username".equals(token) && !encrypted && !tls) {
                gaps.add("the password: it travels in clear, so anyone on the path can use it");
            }
            if (tls) {
                gaps.replaceAll(gap -> gap.startsWith("integrity") ? "integrity beyond the TLS connection (no message-level signature)"
                        : gap.startsWith("replay") ? "replay beyond the TLS connection" : gap);
            }
            out.append("| ").append(scenario).append(" | ").append(signed ? "yes" : "no").append(" | ").append(encrypted ? "yes" : "no")
                    .append(" | ").append(token).append(" | ").append(gaps.isEmpty() ? "-" : String.join("; ", gaps)).append(" |\n");
        }
        return out.toString();
    }

    static String render(List<Case> cases, List<String> declaredOrder) {
        Set<String> scenarios = new LinkedHashSet<>();
        declaredOrder.stream().filter(s -> cases.stream().anyMatch(c -> c.scenario().equals(s))).forEach(scenarios::add);
        cases.stream().map(Case::scenario).sorted().forEach(scenarios::add);
        Map<String, Map<String, List<Case>>> rows = new TreeMap<>();
        for (Case c : cases) {
            rows.computeIfAbsent(c.attack() + " (" + c.direction() + ")", k -> new LinkedHashMap<>())
                    .computeIfAbsent(c.scenario(), k -> new ArrayList<>()).add(c);
        }
        StringBuilder out = new StringBuilder();
        out.append("| attack (direction) | ").append(String.join(" | ", scenarios)).append(" |\n");
        out.append("|---|").append("---|".repeat(scenarios.size())).append('\n');
        int tried = 0;
        int rejected = 0;
        int acceptedByDesign = 0;
        int notApplicable = 0;
        int vulnerable = 0;
        int controls = 0;
        List<String> withoutControl = new ArrayList<>();
        for (Map.Entry<String, Map<String, List<Case>>> row : rows.entrySet()) {
            out.append("| ").append(row.getKey());
            for (String scenario : scenarios) {
                List<Case> cell = row.getValue().getOrDefault(scenario, List.of());
                out.append(" | ").append(cell(cell));
                List<Case> verdicts = cell.stream().filter(c -> !c.expect().equals("control")).toList();
                controls += (int) cell.stream().filter(c -> c.expect().equals("control") && c.passed()).count();
                if (verdicts.isEmpty()) {
                    continue;
                }
                tried++;
                String kind = verdicts.get(0).expect();
                if (verdicts.stream().anyMatch(c -> c.expect().equals("rejected") && !c.passed() && !c.skipped())) {
                    vulnerable++;
                } else if (kind.equals("rejected")) {
                    rejected++;
                    String attack = verdicts.get(0).attack();
                    String direction = verdicts.get(0).direction();
                    // a control, or the same attack shown to work where the scenario does not claim the defence
                    if (cases.stream().noneMatch(c -> (c.expect().equals("control") || c.expect().equals("accepted-by-design"))
                            && c.passed() && c.attack().equals(attack) && c.direction().equals(direction))) {
                        withoutControl.add(attack + " (" + direction + ") on " + scenario);
                    }
                } else if (kind.equals("accepted-by-design")) {
                    acceptedByDesign++;
                } else {
                    notApplicable++;
                }
            }
            out.append(" |\n");
        }
        out.append('\n').append("Cells tried: ").append(tried).append("; rejected: ").append(rejected)
                .append("; accepted by design: ").append(acceptedByDesign).append("; not applicable: ").append(notApplicable)
                .append("; ACCEPTED (vulnerable): ").append(vulnerable).append("; positive controls passed: ").append(controls)
                .append(".\n");
        out.append("Rejections without a positive control (a control, or an accepted-by-design case, of the same attack and"
                + " direction): ")
                .append(withoutControl.isEmpty() ? "none" : withoutControl.size() + " (" + String.join("; ", withoutControl) + ")")
                .append(".\n");
        return out.toString();
    }

    private static String cell(List<Case> cell) {
        if (cell.isEmpty()) {
            return "untested";
        }
        List<String> parts = new ArrayList<>();
        List<Case> verdicts = cell.stream().filter(c -> !c.expect().equals("control")).toList();
        if (!verdicts.isEmpty()) {
            Case first = verdicts.get(0);
            String tests = String.join(", ", verdicts.stream().map(Case::test).distinct().toList());
            if (verdicts.stream().anyMatch(c -> c.expect().equals("rejected") && !c.passed() && !c.skipped())) {
                parts.add("**ACCEPTED (vulnerable)** (" + tests + ")");
            } else if (verdicts.stream().allMatch(Case::skipped)) {
                parts.add("not run (" + tests + " skipped)");
            } else {
                parts.add(switch (first.expect()) {
                    case "rejected" -> "rejected (" + tests + ")";
                    case "accepted-by-design" -> "accepted by design (" + first.why() + "; " + tests + ")";
                    default -> "not applicable (" + first.why() + ")";
                });
            }
        }
        long controls = cell.stream().filter(c -> c.expect().equals("control") && c.passed()).count();
        if (controls > 0) {
            parts.add("control: accepted without the defence (" + String.join(", ",
                    cell.stream().filter(c -> c.expect().equals("control")).map(Case::test).distinct().toList()) + ")");
        }
        if (cell.stream().anyMatch(c -> c.expect().equals("control") && !c.passed())) {
            parts.add("**control failed**");
        }
        return String.join("; ", parts).replace("|", "\\|");
    }

    static String replaceBlock(Path doc, String text, String table) {
        int begin = text.indexOf(BEGIN);
        int end = text.indexOf(END);
        if (begin < 0 || end < begin) {
            throw new IllegalArgumentException(doc + ": needs the markers " + BEGIN + " and " + END + ", in that order");
        }
        return text.substring(0, begin + BEGIN.length()) + "\n" + table + text.substring(end);
    }
}
