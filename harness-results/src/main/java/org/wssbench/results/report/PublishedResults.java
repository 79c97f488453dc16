package org.wssbench.results.report;

import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.stats.SummaryCalculator;

import java.util.List;

/**
 * Reference numbers from the two studies this benchmark follows. They were measured on other
 * hardware, JVMs and library versions years ago: only the shape (ratios) is comparable.
 */
final class PublishedResults {

    public static final String SOSNOSKI_2009 = "Sosnoski 2009, \"The high cost of (WS-)Security\" "
            + "(IBM developerWorks; Axis2/Rampart of 2009 on 2009-era hardware and JVM, as described in the "
            + "article; not this machine)";
    public static final String SEI_2010 = "SEI 2010, CMU/SEI-2010-TR-023 (2010-era test hardware and stack as "
            + "described in the report; not this machine)";

    private PublishedResults() {
    }

    /** Sosnoski's headline ratios, each with its computation on a run of this project. */
    public static List<PublishedResult> sosnoski() {
        return List.of(
                new PublishedResult(SOSNOSKI_2009, "ssl / plain, small messages", "about 1.8x", 1.8,
                        run -> Numbers.ratio(timeRatio(run, "ssl", "small"))),
                new PublishedResult(SOSNOSKI_2009, "ssl / plain, large messages", "about 1.2x", 1.2,
                        run -> Numbers.ratio(timeRatio(run, "ssl", "large"))),
                new PublishedResult(SOSNOSKI_2009, "signencr / plain", "more than 22x", 22.0,
                        run -> "small " + Numbers.ratio(timeRatio(run, "signencr", "small")) + ", large "
                                + Numbers.ratio(timeRatio(run, "signencr", "large"))),
                new PublishedResult(SOSNOSKI_2009, "encr / secureconversation, small messages",
                        "almost 2x (secure conversation almost twice as fast)", 2.0,
                        run -> Numbers.ratio(bestTotalRatio(run, "encr", "secureconversation", "small"))),
                new PublishedResult(SOSNOSKI_2009, "encr / secureconversation, large messages",
                        "1.18x (secure conversation 18% faster)", 1.18,
                        run -> Numbers.ratio(bestTotalRatio(run, "encr", "secureconversation", "large"))));
    }

    /** time_ratio_vs_plain of one cell. */
    static Double timeRatio(RunFolder run, String scenario, String sequence) {
        return run.row(new ScenarioSequence(scenario, sequence)).map(SummaryRow::timeRatioVsPlain).orElse(null);
    }

    /** best_total_ms of one scenario over another's, same sequence. */
    static Double bestTotalRatio(RunFolder run, String numerator, String denominator, String sequence) {
        Double top = run.row(new ScenarioSequence(numerator, sequence)).map(SummaryRow::bestTotalMs).orElse(null);
        Double bottom = run.row(new ScenarioSequence(denominator, sequence)).map(SummaryRow::bestTotalMs).orElse(null);
        return SummaryCalculator.ratio(top, bottom);
    }

    /** SEI Table 1: mean response time in ms per configuration, keyed by this project's scenario names. */
    public static List<SeiFigure> seiMeanMs() {
        return List.of(
                new SeiFigure("no security", "plain", 3),
                new SeiFigure("password", "username", 8),
                new SeiFigure("sign", "sign", 38),
                new SeiFigure("encrypt", "encr", 36),
                new SeiFigure("sign then encrypt", "signencr", 65),
                new SeiFigure("encrypt then sign", "encrsign", 65),
                new SeiFigure("secure conversation", "secureconversation", 39));
    }

    /** SEI's mean time for the configuration closest to one scenario here. */
    static double seiMeanMs(String scenario) {
        return seiMeanMs().stream().filter(f -> f.scenario().equals(scenario)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no SEI figure for " + scenario)).meanMs();
    }

    /** SEI Table 6: request and response size in bytes. */
    public static List<SeiSizes> seiSizes() {
        return List.of(
                new SeiSizes("no security", "plain", 522, 479),
                new SeiSizes("password", "username", 1396, 479),
                new SeiSizes("sign", "sign", 3956, 4627),
                new SeiSizes("encrypt", "encr", 2480, 2677),
                new SeiSizes("sign-encrypt", "signencr", 7511, 8181),
                new SeiSizes("encrypt-sign", "encrsign", 7385, 8053));
    }

    /** One SEI configuration's mean time; {@code scenario} is the closest scenario here. */
    public record SeiFigure(String seiName, String scenario, double meanMs) {
    }

    public record SeiSizes(String seiName, String scenario, long requestBytes, long responseBytes) {
    }
}
