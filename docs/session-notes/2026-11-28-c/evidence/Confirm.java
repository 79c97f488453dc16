import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.compare.BaselineEntry;
import org.wssbench.results.compare.BaselineFile;
import org.wssbench.results.compare.Gate;
import org.wssbench.results.compare.GateConfirmation;
import org.wssbench.results.compare.GateResult;
import org.wssbench.results.stats.CommonFactor;
import org.wssbench.results.stats.RatioMetric;
import org.wssbench.results.stats.RunMetrics;

/**
 * Twelfth and thirteenth sessions: each trial is a run and its confirmation run in the same service (run --confirm-against with a
 * baseline that forces the confirmation). Per trial: the run alone against the committed file, the screen, the
 * verdict of the two runs together (the new rule), and the rule before (above the one-run tolerance in both runs).
 * Then, over the A/A trials, how far the two runs' mean strays from the baseline in units of the spread the
 * confirmation tolerance assumes (RMS 1 if the model holds), and the same for the independent-runs model.
 *
 * usage: Confirm BASELINE RESULTS PREFIX N [PREFIX N]...
 */
public class Confirm {
    public static void main(String[] args) throws Exception {
        BaselineFile baseline = BaselineFile.read(Path.of(args[0]));
        BaselineFile screen = GateConfirmation.screen(baseline);
        Path results = Path.of(args[1]);
        for (int p = 2; p + 1 < args.length; p += 2) {
            String prefix = args[p];
            int n = Integer.parseInt(args[p + 1]);
            System.out.println("## " + prefix);
            int screened = 0, oldFail = 0, newFail = 0, aloneFail = 0, trials = 0;
            // per figure: {z first model, z independent model, z first run alone, z confirmation alone, z committed model}
            List<double[]> standardised = new ArrayList<>();
            StringBuilder pairs = new StringBuilder("prefix,run,cell,metric,ln_change_first,ln_change_confirm,noise_sd,between_sd,baseline_runs\n");
            for (int i = 1; i <= n; i++) {
                Path first = results.resolve(prefix + "-" + i);
                Path again = results.resolve(prefix + "-" + i + "-confirm");
                if (!Files.exists(first.resolve("summary.csv")) || !Files.exists(again.resolve("summary.csv"))) {
                    continue;
                }
                trials++;
                RunFolder r1 = RunFolder.open(first);
                RunFolder r2 = RunFolder.open(again);
                GateResult alone = Gate.check(r1, baseline);
                GateResult againAlone = Gate.check(r2, baseline);
                GateResult screenResult = Gate.check(r1, screen);
                GateResult judged = GateConfirmation.judge(r1, r2, baseline);
                Set<String> both = new TreeSet<>(checks(alone));
                both.retainAll(checks(againAlone));
                boolean oldRuleFails = !both.isEmpty();
                boolean aboveScreen = GateConfirmation.needed(screenResult) && !screenResult.passed();
                screened += aboveScreen ? 1 : 0;
                oldFail += oldRuleFails ? 1 : 0;
                newFail += judged.passed() ? 0 : 1;
                aloneFail += alone.passed() ? 0 : 1;
                System.out.println(r1.runId() + ": alone " + verdict(alone) + " | " + headroom(alone));
                System.out.println("  screen " + (aboveScreen ? "ABOVE " + checks(screenResult) : "within") + " | "
                        + headroom(screenResult));
                System.out.println("  " + r2.runId() + " alone " + verdict(againAlone) + " | " + headroom(againAlone));
                System.out.println("  old rule (both above the one-run tolerance): " + (oldRuleFails ? "FAILED " + both
                        : "passed"));
                System.out.println("  new rule (mean of both): " + verdict(judged) + " | " + headroom(judged));
                Map<String, Double> z1 = judgedLogChange(r1, baseline);
                Map<String, Double> z2 = judgedLogChange(r2, baseline);
                for (RatioMetric metric : baseline.metrics()) {
                    for (BaselineEntry e : baseline.entries(metric)) {
                        String name = e.key() + " " + metric.column();
                        if (!z1.containsKey(name) || !z2.containsKey(name) || e.noise() == null) {
                            continue;
                        }
                        double mean = (z1.get(name) + z2.get(name)) / 2;
                        double sd = e.noisePct() / 100;
                        double b = Math.min(e.noise().betweenSd(), sd);
                        double modelConfirm = Math.sqrt(b * b + (sd * sd - b * b) / 2 + sd * sd / e.runs());
                        double modelIndependent = sd * Math.sqrt(0.5 + 1.0 / e.runs());
                        double modelOne = sd * Math.sqrt(1 + 1.0 / e.runs());
                        // the committed model (since the twelfth session): shared part at least sqrt(0.45) sd
                        double modelCommitted = modelOne * e.noise().sameServiceMeanFactor(2);
                        standardised.add(new double[] {mean / modelConfirm, mean / modelIndependent,
                                z1.get(name) / modelOne, z2.get(name) / modelOne, mean / modelCommitted});
                        pairs.append(String.format(Locale.ROOT, "%s,%s,%s,%.6f,%.6f,%.6f,%.6f,%d%n", prefix,
                                r1.runId(), name.replace(' ', ','), z1.get(name), z2.get(name), sd, b, e.runs()));
                    }
                }
            }
            System.out.printf(Locale.ROOT, "%s: %d trials; first run alone fails %d; above the screen %d; old rule fails %d;"
                    + " new rule fails %d%n", prefix, trials, aloneFail, screened, oldFail, newFail);
            if (!standardised.isEmpty()) {
                System.out.printf(Locale.ROOT, "%s: %d figure pairs; RMS of the pair's mean change in units of the "
                        + "confirmation model %.3f, of the independent-runs model %.3f; RMS of one run's change in its "
                        + "one-run units: first %.3f, confirmation %.3f; correlation of the two runs' changes %.3f; "
                        + "mean change in one-run units: first %+.3f, confirmation %+.3f; RMS of the pair's mean in "
                        + "units of the committed model (shared part at least 0.45 of the variance) %.3f%n", prefix,
                        standardised.size(), rms(standardised, 0), rms(standardised, 1), rms(standardised, 2),
                        rms(standardised, 3), correlation(standardised), mean(standardised, 2),
                        mean(standardised, 3), rms(standardised, 4));
                if (System.getenv("PAIRS_DIR") != null) {
                    Files.writeString(Path.of(System.getenv("PAIRS_DIR"), "pairs-" + prefix + ".csv"), pairs);
                }
            }
        }
    }

    /** Each figure's judged value as the gate computes it (common factor taken out), as ln(judged / baseline ratio). */
    static Map<String, Double> judgedLogChange(RunFolder run, BaselineFile baseline) {
        RunMetrics metrics = RunMetrics.of(run);
        Map<String, Double> out = new TreeMap<>();
        for (RatioMetric metric : baseline.metrics()) {
            Map<ScenarioSequence, Double> centres = new TreeMap<>();
            baseline.entries(metric).forEach(e -> centres.put(e.key(), e.ratio()));
            Map<ScenarioSequence, Double> factor = metric.hasCommonFactor()
                    ? CommonFactor.ofOthers(metrics.securedValues(metric), centres) : Map.of();
            for (BaselineEntry e : baseline.entries(metric)) {
                var value = metrics.value(e.key(), metric);
                if (value.isEmpty()) {
                    continue;
                }
                double judged = value.get();
                if (!e.key().isAllSecured() && e.commonFactorWeight() > 0) {
                    if (!factor.containsKey(e.key())) {
                        continue;
                    }
                    judged = judged / Math.exp(e.commonFactorWeight() * factor.get(e.key()));
                }
                out.put(e.key() + " " + metric.column(), Math.log(judged / e.ratio()));
            }
        }
        return out;
    }

    static double rms(List<double[]> rows, int column) {
        double sum = 0;
        for (double[] r : rows) {
            sum += r[column] * r[column];
        }
        return Math.sqrt(sum / rows.size());
    }

    static double mean(List<double[]> rows, int column) {
        return rows.stream().mapToDouble(r -> r[column]).average().orElse(Double.NaN);
    }

    static double correlation(List<double[]> rows) {
        double mx = mean(rows, 2), my = mean(rows, 3), sxy = 0, sxx = 0, syy = 0;
        for (double[] r : rows) {
            sxy += (r[2] - mx) * (r[3] - my);
            sxx += (r[2] - mx) * (r[2] - mx);
            syy += (r[3] - my) * (r[3] - my);
        }
        return sxy / Math.sqrt(sxx * syy);
    }

    static Set<String> checks(GateResult g) {
        Set<String> checks = new TreeSet<>();
        g.regressions().forEach(r -> checks.add(r.check()));
        g.violations().stream().filter(v -> g.regressions().stream().noneMatch(r -> r.text().equals(v)))
                .forEach(v -> checks.add("other: " + v));
        return checks;
    }

    static String verdict(GateResult g) {
        return g.passed() ? "PASSED" : "FAILED " + checks(g);
    }

    static String headroom(GateResult g) {
        return g.notes().stream().filter(x -> x.startsWith("headroom: ")).findFirst().orElse("")
                .replaceAll(".*share used\\): ", "");
    }
}
