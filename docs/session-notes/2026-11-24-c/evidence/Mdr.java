import java.nio.file.*;
import java.util.*;
import org.wssbench.results.compare.*;
import org.wssbench.results.stats.*;

/** Minimum detectable regression of one new run against a baseline file, as AaCheck computes it (power 0.8). */
public class Mdr {
    public static void main(String[] a) throws Exception {
        BaselineFile b = BaselineFile.read(Path.of(a[0]));
        System.out.println("cell,ratio,tolerance_pct,noise_pct,cell_noise_pct(CV),noise_df,tail_df,mdr80_pct");
        for (BaselineEntry e : b.entries()) {
            RunNoise.Cell n = e.noise();
            System.out.printf(Locale.ROOT, "%s/%s,%.3f,%.2f,%.2f,%.2f,%.1f,%.1f,%.1f%n", e.scenario(), e.sequence(), e.ratio(),
                e.tolerancePct(), e.noisePct(), n.cvPct(), e.noiseDf(), e.tailDf(), n.detectableAbove(e.tolerancePct() / 100, 0.8) * 100);
        }
    }
}
