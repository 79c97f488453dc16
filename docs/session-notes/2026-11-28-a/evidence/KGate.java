import java.nio.file.*;
import java.util.*;
import org.wssbench.results.*;
import org.wssbench.results.compare.*;

/** Gate verdicts on single runs and on every subset of k runs of two series (A/A and A/B), one JVM. */
public class KGate {
    public static void main(String[] args) throws Exception {
        BaselineFile baseline = BaselineFile.read(Path.of(args[0]));
        Path results = Path.of(args[1]);
        String a = args[2], b = args[3];
        int n = Integer.parseInt(args[4]);
        if (args.length > 5 && args[5].equals("sensitivity")) {
            sensitivity(baseline);
        }
        Map<String, List<RunFolder>> series = new LinkedHashMap<>();
        for (String prefix : List.of(a, b)) {
            List<RunFolder> runs = new ArrayList<>();
            for (int i = 1; i <= n; i++) {
                Path dir = results.resolve(prefix + "-" + i);
                if (Files.exists(dir.resolve("summary.csv"))) runs.add(RunFolder.open(dir));
            }
            series.put(prefix, runs);
        }
        for (var s : series.entrySet()) {
            System.out.println("## " + s.getKey() + ": single runs");
            for (RunFolder r : s.getValue()) {
                GateResult g = Gate.check(r, baseline);
                System.out.println(r.runId() + " " + verdict(g) + " | " + headroom(g));
            }
        }
        for (int k = 2; k <= 4; k++) {
            for (var s : series.entrySet()) {
                List<RunFolder> runs = s.getValue();
                int total = 0, failed = 0, onlySign = 0;
                List<String> lines = new ArrayList<>();
                for (List<Integer> subset : subsets(runs.size(), k)) {
                    List<RunFolder> chosen = subset.stream().map(runs::get).toList();
                    GateResult g = Gate.check(chosen, baseline);
                    total++;
                    if (!g.passed()) failed++;
                    Set<String> cells = cells(g);
                    if (!g.passed() && cells.stream().allMatch(c -> c.startsWith("sign/small") || c.startsWith("all-secured/small"))
                            && cells.stream().anyMatch(c -> c.startsWith("sign/small"))) onlySign++;
                    boolean disjoint = subset.get(0) % k == 0 && consecutive(subset);
                    lines.add((disjoint ? "D " : "  ") + chosen.stream().map(RunFolder::runId).toList() + " " + verdict(g)
                            + " | " + headroom(g));
                }
                System.out.printf("## %s k=%d: %d subsets, %d failed, %d failed naming sign/small (and at most all-secured/small) only%n",
                        s.getKey(), k, total, failed, onlySign);
                lines.forEach(System.out::println);
            }
        }
    }

    static boolean consecutive(List<Integer> s) {
        for (int i = 1; i < s.size(); i++) if (s.get(i) != s.get(i - 1) + 1) return false;
        return true;
    }

    static Set<String> cells(GateResult g) {
        Set<String> cells = new TreeSet<>();
        g.regressions().forEach(r -> cells.add(r.check()));
        g.violations().stream().filter(v -> g.regressions().stream().noneMatch(r -> r.text().equals(v)))
                .forEach(v -> cells.add("other: " + v));
        return cells;
    }

    static String verdict(GateResult g) {
        return g.passed() ? "PASSED" : "FAILED " + cells(g);
    }

    static String headroom(GateResult g) {
        return g.notes().stream().filter(x -> x.startsWith("headroom: ")).findFirst().orElse("")
                .replaceAll(".*share used\\): ", "");
    }

    static List<List<Integer>> subsets(int n, int k) {
        List<List<Integer>> out = new ArrayList<>();
        collect(0, n, k, new ArrayList<>(), out);
        return out;
    }

    static void collect(int from, int n, int k, List<Integer> cur, List<List<Integer>> out) {
        if (cur.size() == k) { out.add(List.copyOf(cur)); return; }
        for (int i = from; i < n; i++) { cur.add(i); collect(i + 1, n, k, cur, out); cur.remove(cur.size() - 1); }
    }

    /** Tolerance and smallest regression caught in 80 % of tries, for a mean of k runs, per figure. */
    static void sensitivity(BaselineFile baseline) {
        System.out.println("## sensitivity of the file: tolerance / detectable (80 %) for a mean of k runs");
        System.out.println("cell figure k=1 k=2 k=3 k=4");
        for (BaselineEntry e : baseline.entries()) {
            StringBuilder line = new StringBuilder(e.key() + " " + e.metric());
            for (int k = 1; k <= 4; k++) {
                line.append(String.format(Locale.ROOT, " %.1f/%.1f", e.forMeanOf(k).tolerancePct(), e.detectablePct(k, 0.8)));
            }
            System.out.println(line);
        }
    }
}
