package org.wssbench.results.evidence;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.wssbench.results.gate.AbJudgement;
import org.wssbench.results.gate.MachineBaseline;
import org.wssbench.results.gate.MachineGate;
import org.wssbench.results.gate.NoiseModel;
import org.wssbench.results.ScenarioSequence;

/**
 * The figures docs/methodology.md quotes for a committed baseline, as one Markdown block: per figure the baseline's
 * ratio, its noise, the gate's one-run and three-run tolerances and the smallest change A/B finds with 3 and 5
 * pairs; then the leave-out check of the baseline's own runs; then, where the machine keeps slowdown trials, what
 * the gate and ab made of them, and the gate with a CI pool's history where one was ready ({@link TrialTable}).
 * {@code baseline --show FILE --markdown} prints it,
 * benchmark/evidence.sh writes it into the document, and a unit test fails when the two disagree.
 */
public final class EvidenceTable {

    /** Power at which the smallest detectable change is stated. */
    static final double POWER = 0.8;
    /** Family-wise error rate of ab's verdicts (its default). */
    static final double AB_ALPHA = 0.05;

    private EvidenceTable() {
    }

    /** The block of a committed baseline file, with its machine's slowdown trials where there are some. */
    public static String render(Path baselineFile, double falseAlarmPerRun) throws IOException {
        MachineBaseline baseline = MachineBaseline.read(baselineFile);
        String name = baselineFile.getFileName().toString();
        String workload = name.substring(0, name.length() - ".csv".length());
        Path machine = baselineFile.toAbsolutePath().getParent();
        Path trials = machine.resolve("trials").resolve(workload);
        String table = render(baseline, falseAlarmPerRun);
        if (!Files.isDirectory(trials)) {
            return table;
        }
        Path runs = machine.resolve("runs").resolve(workload);
        String history = TrialTable.renderHistory(runs, trials, falseAlarmPerRun);
        return table + "\nSlowdown trials (`" + machine.getFileName() + "/trials/`):\n\n"
                + TrialTable.render(baseline, runs, trials, falseAlarmPerRun)
                + (history.isEmpty() ? "" : "\nThe same trial runs judged as a CI pool's history would judge each one "
                + "(`gate --history`): against the machine's unchanged runs taken before it, one period per UTC day:\n\n"
                + history);
    }

    public static String render(MachineBaseline baseline, double falseAlarmPerRun) {
        Map<ScenarioSequence, NoiseModel> models = baseline.noiseModels();
        double alpha = falseAlarmPerRun / Math.max(1, models.size());
        String share = models.values().stream().findFirst().map(NoiseModel::periodShareDescription).orElse("-");
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "Machine: %s; %d runs in %d period(s) (%s); period share %s; gate "
                        + "false-alarm rate %.0f%% per run over %d figures.%n%n", baseline.machine(),
                baseline.runs().size(), baseline.periods().size(), String.join(", ", baseline.periods()), share,
                falseAlarmPerRun * 100, models.size()));
        out.append("| figure | ratio | SD runs | SD periods | gate tolerance, 1 run | 3 runs | ab finds, 3 pairs | 5 pairs |\n");
        out.append("|---|---|---|---|---|---|---|---|\n");
        models.forEach((key, model) -> {
            // two runs of one period differ by sqrt(2) sigma_within: what a pair of ab's runs sees
            double pairSd = Math.sqrt(2) * model.sigmaWithin();
            out.append(String.format(Locale.ROOT, "| %s | %.3f | %.2f%% | %s | %+.1f%% | %+.1f%% | %.1f%% | %.1f%% |%n",
                    key, model.figure(), model.sigmaWithin() * 100,
                    model.periodShare() > 0 ? String.format(Locale.ROOT, "%.2f%%", model.sigmaBetween() * 100) : "-",
                    model.tolerancePct(1, alpha), model.tolerancePct(3, alpha),
                    AbJudgement.minimumDetectablePct(pairSd, 3, AB_ALPHA, models.size(), POWER),
                    AbJudgement.minimumDetectablePct(pairSd, 5, AB_ALPHA, models.size(), POWER)));
        });
        out.append('\n').append(MachineGate.falseAlarmStatement(baseline, falseAlarmPerRun)).append('\n');
        return out.toString();
    }
}
