import java.nio.file.*;
import java.util.*;
import org.apache.commons.math3.distribution.TDistribution;
public class Fit {
    public static void main(String[] a) throws Exception {
        List<Double> z = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(a[0]))) z.add(Double.parseDouble(line.split(",")[5]));
        double bestNu = 0, bestLl = -1e300;
        for (double nu = 1; nu < 2000; nu *= 1.02) {
            TDistribution t = new TDistribution(nu);
            double ll = 0; for (double x : z) ll += t.logDensity(x);
            if (ll > bestLl) { bestLl = ll; bestNu = nu; }
        }
        double llNormal = 0; for (double x : z) llNormal += -0.5*x*x - 0.5*Math.log(2*Math.PI);
        double lo=bestNu; for (double nu = bestNu; nu > 1; nu /= 1.01) { TDistribution t = new TDistribution(nu); double ll=0; for (double x : z) ll += t.logDensity(x); if (ll < bestLl - 1.92) break; lo = nu; }
        System.out.printf("lower95 nu=%.2f q=%.3f%n", lo, new TDistribution(lo).inverseCumulativeProbability(1-0.01/Integer.parseInt(a[1])));
        System.out.printf("n=%d ML nu=%.2f ll=%.2f (normal ll %.2f)%n", z.size(), bestNu, bestLl, llNormal);
        int cells = Integer.parseInt(a[1]);
        double p = 0.01 / cells;
        for (double nu : new double[]{bestNu, 5, 8, 10, 30, 1e4}) {
            TDistribution t = new TDistribution(nu);
            double q = t.inverseCumulativeProbability(1 - p);
            long over = z.stream().filter(x -> x > q).count();
            System.out.printf("nu=%.1f q=%.3f exceed=%d expected=%.2f%n", nu, q, over, z.size()*(1-new TDistribution(bestNu).cumulativeProbability(q)));
        }
    }
}
