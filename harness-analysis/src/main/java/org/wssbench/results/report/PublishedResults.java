package org.wssbench.results.report;

import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.stats.SummaryCalculator;

import java.util.ArrayList;
import java.util.List;

/**
 * Reference numbers from the two studies this benchmark follows, each with its source, year and
 * what differs from a run here. They were measured on other hardware, JVMs and library versions
 * years ago, and SEI's on another workload: only the shape (ratios) is comparable.
 */
final class PublishedResults {

    static final String SOSNOSKI_2009 = "Sosnoski 2009, \"The high cost of (WS-)Security\" (IBM developerWorks): "
            + "Axis2/Rampart of 2009 on 2009-era hardware and JVM; the same seismic workload as here, "
            + "different hardware and software";
    static final String SEI_2010 = "SEI 2010, CMU/SEI-2010-TR-023 (Novakouski et al.): an Echo service (simple payload) "
            + "and an Employee Details service (complex payload), 10,000 consecutive calls per configuration, client "
            + "and server on two hosts; different hardware and software";
    /** SEI's report by its number, for lists that name the study only. */
    static final String SEI_SHORT = "SEI CMU/SEI-2010-TR-023";
    /** SEI's setup (report sections 3.3-3.5 and appendices A-E), printed above every SEI table. */
    static final String SEI_SETUP = "SEI's setup: two hosts (service on 2 x Intel Pentium 3.6 GHz, client on 2 x "
            + "Pentium 3.8 GHz, Ubuntu, 20 GB RAM), Sun JDK 1.6.0_16 (HotSpot Client VM), Tomcat 6.0.20 with "
            + "-XX:+UseConcMarkSweepGC, Axis2 1.4.1 and 1.5.1, Rampart 1.4.1 and 1.5, plain HTTP, Perf4J stop watches "
            + "around the calls; 10,000 consecutive calls from one client per configuration, no warm-up.";
    /** Where the SEI figures come from. */
    static final String SEI_SOURCE = "SEI's figures are transcribed from the report's text (Tables 1 to 6); the "
            + "findings of its Figures 3, 4, 6 and 7 are readings of its charts, so approximate.";

    /** SEI's workloads: the two Echo runs and the Employee Details run, as sequences of workload-sei.properties. */
    static final String SEI_STATIC = "echo-static";
    static final String SEI_DYNAMIC = "echo-dynamic";
    static final String SEI_EMPLOYEE = "employee-static";

    private PublishedResults() {
    }

    /**
     * Sosnoski's headline ratios, each with its computation on a run of this project. His secure
     * conversation used the session token "only for encrypting message bodies": this project's
     * {@code secureconversation-encr}; its Figure 2 compares that with {@code encr}. "Almost twice
     * as fast" is a bound (the ratio is below 2), "18% faster" a reading of his chart (about 1.18).
     */
    static List<PublishedResult> sosnoski() {
        return List.of(
                new PublishedResult(SOSNOSKI_2009, "ssl / plain, small messages (Fig. 1)", "about 1.8x (reading)", 1.8,
                        run -> Numbers.ratio(timeRatio(run, "ssl", "small"))),
                new PublishedResult(SOSNOSKI_2009, "ssl / plain, large messages (Fig. 1)", "about 1.2x (reading)", 1.2,
                        run -> Numbers.ratio(timeRatio(run, "ssl", "large"))),
                new PublishedResult(SOSNOSKI_2009, "signencr / plain (Fig. 1)", "more than 22x (lower bound)", 22.0,
                        run -> "small " + Numbers.ratio(timeRatio(run, "signencr", "small")) + ", large "
                                + Numbers.ratio(timeRatio(run, "signencr", "large"))),
                new PublishedResult(SOSNOSKI_2009, "encr / secureconversation-encr, small messages (Fig. 2)",
                        "below 2x: \"almost twice as fast\" (upper bound, not a measurement)", 2.0,
                        run -> likeWithLike(run, "small")),
                new PublishedResult(SOSNOSKI_2009, "encr / secureconversation-encr, large messages (Fig. 2)",
                        "about 1.18x: \"18% faster\" (reading)", 1.18,
                        run -> likeWithLike(run, "large")));
    }

    /**
     * Sosnoski's Fig. 2 ratio, like with like: encr against secureconversation-encr (his secure
     * conversation only encrypted). Without it the SEI-like secureconversation (signs and encrypts)
     * is shown, labelled as not comparable.
     */
    private static String likeWithLike(RunFolder run, String sequence) {
        Double faithful = bestTotalRatio(run, "encr", "secureconversation-encr", sequence);
        if (faithful != null) {
            return Numbers.ratio(faithful);
        }
        Double other = bestTotalRatio(run, "encr", "secureconversation", sequence);
        return other == null ? Numbers.NOT_AVAILABLE : "not run (secureconversation-encr missing); encr / secureconversation "
                + "(signs and encrypts, not Sosnoski's): " + Numbers.ratio(other);
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

    /**
     * SEI's seven mechanisms (its Table 10) and the closest scenario here. SEI's second mechanism is
     * "username/hashed password authentication", so it pairs with {@code username-digest}, not the
     * plain-text {@code username}.
     */
    static List<SeiMechanism> seiMechanisms() {
        return List.of(
                new SeiMechanism("No Security", "plain"),
                new SeiMechanism("Password Only", "username-digest"),
                new SeiMechanism("Sign Only", "sign"),
                new SeiMechanism("Encrypt Only", "encr"),
                new SeiMechanism("Sign->Encrypt", "signencr"),
                new SeiMechanism("Encrypt->Sign", "encrsign"),
                new SeiMechanism("Secure Conversation", "secureconversation"));
    }

    /** SEI Table 1: Echo service, static payload, ms per call, in {@link #seiMechanisms()} order. */
    static List<SeiFigure> seiTable1() {
        return figures(new double[] {3, 8, 38, 36, 65, 65, 39}, new double[] {3, 7, 37, 36, 64, 65, 38},
                new double[] {0.696, 1.862, 2.814, 2.218, 3.332, 3.117, 3.682});
    }

    /** SEI Table 2: Employee Details service, static payload, ms per call. */
    static List<SeiFigure> seiTable2() {
        return figures(new double[] {100, 106, 174, 157, 197, 190, 228}, new double[] {100, 105, 173, 156, 196, 190, 237},
                new double[] {5.298, 6.115, 8.376, 7.847, 9.673, 7.494, 23.483});
    }

    /** SEI Table 3: rate of increase on the dynamic Echo run (minimum, mean of the last 10 calls, increase %). */
    static List<SeiIncrease> seiTable3() {
        double[] minimum = {3.00, 10.00, 42.00, 42.00, 71.00, 71.00, 41.00};
        double[] last = {29.55, 47.45, 108.18, 163.64, 216.18, 212.45, 130.00};
        double[] increase = {884.85, 374.55, 157.58, 289.61, 204.48, 199.23, 217.07};
        List<SeiIncrease> rows = new ArrayList<>();
        for (int i = 0; i < minimum.length; i++) {
            rows.add(new SeiIncrease(seiMechanisms().get(i), minimum[i], last[i], increase[i]));
        }
        return rows;
    }

    /**
     * SEI Tables 4 (Echo) and 5 (Employee Details): the convergence point, the call index from which
     * a call's time is at or below the sequence's overall average (static payload).
     */
    static List<SeiConvergence> seiConvergence() {
        int[] echo = {22, 505, 883, 792, 570, 588, 769};
        int[] employee = {21, 138, 143, 98, 126, 148, 17};
        List<SeiConvergence> rows = new ArrayList<>();
        for (int i = 0; i < echo.length; i++) {
            rows.add(new SeiConvergence(seiMechanisms().get(i), echo[i], employee[i]));
        }
        return rows;
    }

    /** SEI Table 6: Echo, static payload, bytes; the report's table has no Secure Conversation column. */
    static List<SeiSizes> seiSizes() {
        long[] request = {522, 1396, 3956, 2480, 7511, 7385};
        long[] response = {479, 479, 4627, 2677, 8181, 8053};
        List<SeiSizes> rows = new ArrayList<>();
        for (int i = 0; i < request.length; i++) {
            rows.add(new SeiSizes(seiMechanisms().get(i), SEI_RAW_PAYLOAD_BYTES, request[i], response[i]));
        }
        return rows;
    }

    /** Table 6's raw payload of every configuration, bytes. */
    static final int SEI_RAW_PAYLOAD_BYTES = 11;

    /**
     * SEI's findings stated as numbers, readings of its charts (approximate). Fig. 6 is Sign Only
     * against Encrypt Only on Employee Details; Fig. 7 the Sign/Encrypt mechanisms against Secure
     * Conversation on Echo; Fig. 4 start-up, initial (after deployment) and subsequent (a new client).
     * Only the start-up findings are ratios; the others are a message count or a payload size.
     */
    static List<PublishedResult> seiFindings() {
        return List.of(
                new PublishedResult(SEI_2010, "start-up (Fig. 4): first call after deployment / first call of a later "
                        + "new client", "about 2x (reading)", 2.0),
                new PublishedResult(SEI_2010, "start-up (Fig. 4): Secure Conversation's first call / Encrypt->Sign's, "
                        + "initial", "+59 % (1.59x)", 1.59),
                new PublishedResult(SEI_2010, "start-up (Fig. 4): Secure Conversation's first call / Encrypt->Sign's, "
                        + "subsequent", "+22 % (1.22x)", 1.22),
                new PublishedResult(SEI_2010, "cumulative cost, Employee Details (Fig. 6): Sign Only cheaper than "
                        + "Encrypt Only, then Encrypt Only", "for about the first 46 messages (reading)", null),
                new PublishedResult(SEI_2010, "cumulative cost, Echo (Fig. 7): Sign->Encrypt and Encrypt->Sign cheaper "
                        + "than Secure Conversation, then Secure Conversation", "for about the first 12 messages (reading)",
                        null),
                new PublishedResult(SEI_2010, "payload below which Sign Only and Encrypt Only cost the same (dynamic "
                        + "Echo, Fig. 3)", "about 7 KB (reading)", null));
    }

    private static List<SeiFigure> figures(double[] mean, double[] median, double[] sd) {
        List<SeiFigure> rows = new ArrayList<>();
        for (int i = 0; i < mean.length; i++) {
            rows.add(new SeiFigure(seiMechanisms().get(i), mean[i], median[i], sd[i]));
        }
        return rows;
    }

    /** One of SEI's mechanisms by the report's name, and the closest scenario here. */
    record SeiMechanism(String seiName, String scenario) {
    }

    /** One mechanism's figures of SEI Table 1 or 2, ms per call. */
    record SeiFigure(SeiMechanism mechanism, double meanMs, double medianMs, double stddevMs) {
    }

    /** One mechanism's SEI Table 3 figures: minimum, mean of the last 10 calls (ms), increase (%). */
    record SeiIncrease(SeiMechanism mechanism, double minimumMs, double lastCallsMs, double increasePercent) {
    }

    /** One mechanism's convergence point in SEI Tables 4 (Echo) and 5 (Employee Details). */
    record SeiConvergence(SeiMechanism mechanism, int echo, int employeeDetails) {
    }

    /** One mechanism's SEI Table 6 message sizes. */
    record SeiSizes(SeiMechanism mechanism, int rawPayloadBytes, long requestBytes, long responseBytes) {
    }
}
