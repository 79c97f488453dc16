import java.nio.file.*;
import java.util.*;
import org.wssbench.results.*;
import org.wssbench.results.compare.*;
import org.wssbench.results.stats.*;

/** Leave-one-out standardized residuals of the gated metric: for each run, the baseline of the others. */
public class LooZ {
    public static void main(String[] a) throws Exception {
        List<RunFolder> runs = new ArrayList<>();
        for (String s : a) runs.add(RunFolder.open(Path.of(s)));
        for (int i = 0; i < runs.size(); i++) {
            List<RunFolder> others = new ArrayList<>(runs); others.remove(i);
            BaselineFile b = Baseline.fromRuns(others);
            RunMetrics m = RunMetrics.of(runs.get(i));
            RatioMetric metric = b.metric();
            Map<ScenarioSequence, Double> centres = new TreeMap<>();
            b.entries().forEach(e -> centres.put(e.key(), e.ratio()));
            Map<ScenarioSequence, Double> factor = CommonFactor.ofOthers(m.securedValues(metric), centres);
            for (BaselineEntry e : b.entries()) {
                Optional<Double> v = m.value(e.key(), metric);
                if (v.isEmpty()) continue;
                double r = v.get();
                if (e.commonFactorOut()) r = r / Math.exp(factor.get(e.key()));
                double dev = Math.log(r / e.ratio());
                double scale = e.noisePct() / 100 * Math.sqrt(1 + 1.0 / e.runs());
                System.out.printf(Locale.ROOT, "%s,%s,%s,%.5f,%.5f,%.4f,%.2f,%.1f,%.2f%n", runs.get(i).runId(), e.scenario(), e.sequence(),
                    dev, scale, dev / scale, e.tolerancePct(), e.noiseDf(), e.cellNoisePct());
            }
        }
    }
}
