package org.wssbench.results.report;

import org.wssbench.results.analysis.SeiMetrics;
import org.wssbench.results.stats.SteadyStateRule;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Every SEI CMU/SEI-2010-TR-023 table beside this run's figure computed with the report's own
 * definition, absolute ms with the ratio to No Security (plain) beside it: only the shape carries
 * across fifteen years of hardware and software. The published figures come from
 * {@link PublishedResults}, this run's from {@link SeiRunFigures}.
 */
final class SeiComparison {

    private final SeiRunFigures here;

    SeiComparison(SeiRunFigures here) {
        this.here = here;
    }

    String html() {
        StringBuilder out = new StringBuilder();
        out.append("<h3>").append(Html.escape(PublishedResults.SEI_2010)).append(", side by side with ")
                .append(Html.escape(here.runId())).append("</h3>\n");
        out.append(Html.paragraph(PublishedResults.SEI_SETUP));
        out.append(Html.paragraph(PublishedResults.SEI_SOURCE + " This run's columns use SEI's definitions on this "
                + "run's cold sequences (scenarios/workload-sei.properties): every call counted, the first included. "
                + "\"x none\" is the ratio to No Security (SEI) or plain (this run), same table."));
        perCall(out, "Table 1: Echo service, static payload, per call", PublishedResults.seiTable1(), SeiRunFigures.STATIC);
        perCall(out, "Table 2: Employee Details service, static payload, per call", PublishedResults.seiTable2(),
                SeiRunFigures.EMPLOYEE);
        rateOfIncrease(out);
        convergence(out);
        sizes(out);
        startUp(out);
        crossovers(out);
        List<List<String>> findings = new ArrayList<>();
        for (PublishedResult finding : PublishedResults.seiFindings()) {
            findings.add(List.of(finding.comparison(), finding.published()));
        }
        out.append("<h4>SEI's findings stated as numbers (readings of its charts)</h4>\n")
                .append(Html.paragraph("This run's counterparts: the start-up and crossover tables above."))
                .append(Html.table(List.of("SEI finding", "SEI"), findings));
        return out.toString();
    }

    private void crossovers(StringBuilder out) {
        out.append("<h4>Crossovers (SEI Figs. 6, 7 and 3)</h4>\n");
        out.append(Html.paragraph("Cumulative cost: the message number from which the mechanism with the dearer start "
                + "has cost less in total, for the rest of the run; computed only where both cells started on a fresh "
                + "client, since the start-up cost is the point. Payload: where Sign Only and Encrypt Only swap order "
                + "for good on the dynamic echo (medians of " + SeiRunFigures.PAYLOAD_WINDOW_CALLS + "-call windows), "
                + "and Sign Only's median over Encrypt Only's below " + SeiRunFigures.SAME_COST_BELOW_BYTES / 1024
                + " KB."));
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("Fig. 6, Employee Details: Sign Only cheaper in total than Encrypt Only, then Encrypt Only",
                "about the first 46 messages", cumulative("encr", "sign", SeiRunFigures.EMPLOYEE)));
        for (String combined : List.of("signencr", "encrsign")) {
            rows.add(List.of("Fig. 7, Echo: " + combined + " cheaper in total than Secure Conversation, then Secure "
                    + "Conversation", "about the first 12 messages", cumulative("secureconversation", combined, SeiRunFigures.STATIC)));
        }
        rows.add(List.of("Fig. 3, dynamic Echo: Sign Only and Encrypt Only cost the same", "below about 7 KB",
                payload()));
        out.append(Html.table(List.of("SEI finding", "SEI (reading)", "this run"), rows));
    }

    /** "cheaper ones first for N - 1 messages", or why there is no number. */
    String cumulative(String dearStart, String cheapStart, String sequence) {
        if (!here.has(dearStart, sequence) || !here.has(cheapStart, sequence)) {
            return Numbers.NOT_AVAILABLE + " (" + sequence + " not run for both)";
        }
        if (!here.crossoverComputable(dearStart, cheapStart, sequence)) {
            return "not computed: a client was not fresh at its first " + sequence + " call";
        }
        return here.crossover(dearStart, cheapStart, sequence)
                .map(n -> n == 1 ? dearStart + " cheaper in total from the first message (no crossover)"
                        : cheapStart + " cheaper in total for the first " + (n - 1) + " messages, " + dearStart + " after")
                .orElse(cheapStart + " cheaper in total for the whole run");
    }

    private String payload() {
        if (!here.has("sign", SeiRunFigures.DYNAMIC) || !here.has("encr", SeiRunFigures.DYNAMIC)) {
            return Numbers.NOT_AVAILABLE + " (" + SeiRunFigures.DYNAMIC + " not run for sign and encr)";
        }
        String swap = here.signEncryptCrossoverBytes()
                .map(bytes -> "sign and encr swap order for good from about " + String.format(Locale.ROOT, "%.1f", bytes / 1024.0) + " KB")
                .orElse("sign and encr keep their order over the whole run");
        return swap + "; sign / encr below " + SeiRunFigures.SAME_COST_BELOW_BYTES / 1024 + " KB: "
                + Numbers.ratio(here.signOverEncrypt(0, SeiRunFigures.SAME_COST_BELOW_BYTES).orElse(null)) + ", from "
                + SeiRunFigures.LARGE_PAYLOAD_BYTES / 1024 + " KB: "
                + Numbers.ratio(here.signOverEncrypt(SeiRunFigures.LARGE_PAYLOAD_BYTES, Long.MAX_VALUE).orElse(null));
    }

    private void perCall(StringBuilder out, String title, List<PublishedResults.SeiFigure> published, String sequence) {
        out.append("<h4>SEI ").append(Html.escape(title)).append(" (ms)</h4>\n");
        double none = published.get(0).meanMs();
        List<List<String>> rows = new ArrayList<>();
        for (PublishedResults.SeiFigure figure : published) {
            String scenario = figure.mechanism().scenario();
            rows.add(List.of(figure.mechanism().seiName(), scenario,
                    fixed(figure.meanMs(), 0) + " / " + fixed(figure.medianMs(), 0) + " / " + fixed(figure.stddevMs(), 3),
                    Numbers.ratio(figure.meanMs() / none),
                    ms(here.mean(scenario, sequence)) + " / " + ms(here.median(scenario, sequence)) + " / "
                            + ms(here.stddev(scenario, sequence)),
                    Numbers.ratio(here.meanRatio(scenario, sequence).orElse(null))));
        }
        out.append(Html.table(List.of("SEI mechanism", "scenario here", "SEI mean / median / sd", "SEI mean x none",
                "this run " + sequence + ": mean / median / sd", "this run mean x none"), rows));
    }

    private void rateOfIncrease(StringBuilder out) {
        out.append("<h4>SEI Table 3: rate of increase, Echo service, dynamic payload</h4>\n");
        out.append(Html.paragraph("Minimum: the smallest time of the dynamic run; last " + SeiMetrics.RATE_TAIL_CALLS
                + " calls: their mean (payload about 117 KB); increase = (last calls - minimum) / minimum."));
        double none = PublishedResults.seiTable3().get(0).lastCallsMs();
        Optional<Double> plainHere = here.rate("plain").map(SeiMetrics.RateOfIncrease::lastCallsMs);
        List<List<String>> rows = new ArrayList<>();
        for (PublishedResults.SeiIncrease figure : PublishedResults.seiTable3()) {
            String scenario = figure.mechanism().scenario();
            Optional<SeiMetrics.RateOfIncrease> rate = here.rate(scenario);
            rows.add(List.of(figure.mechanism().seiName(), scenario,
                    fixed(figure.minimumMs(), 2) + " / " + fixed(figure.lastCallsMs(), 2) + " / " + fixed(figure.increasePercent(), 2),
                    Numbers.ratio(figure.lastCallsMs() / none),
                    rate.map(r -> fixed(r.minimumMs(), 2) + " / " + fixed(r.lastCallsMs(), 2) + " / "
                            + fixed(r.increasePercent(), 2)).orElse(Numbers.NOT_AVAILABLE),
                    Numbers.ratio(SeiRunFigures.ratio(rate.map(SeiMetrics.RateOfIncrease::lastCallsMs), plainHere).orElse(null))));
        }
        out.append(Html.table(List.of("SEI mechanism", "scenario here", "SEI minimum ms / last 10 ms / increase %",
                "SEI last 10 x none", "this run " + SeiRunFigures.DYNAMIC + ": minimum ms / last 10 ms / increase %",
                "this run last 10 x none"), rows));
    }

    private void convergence(StringBuilder out) {
        out.append("<h4>SEI Tables 4 and 5: convergence point, static payload</h4>\n");
        out.append(Html.paragraph("SEI's definition: the 0-based index of the first call at or below the average of the "
                + "whole sequence. Beside it, this project's own steady-state figure on the same cold run: the calls "
                + "after which the medians of the last " + SteadyStateRule.DEFAULT.window() + " rounds of "
                + SeiMetrics.STEADY_ROUND_CALLS + " calls first have a spread and a trend of at most "
                + Math.round(SteadyStateRule.DEFAULT.maxCv() * 100) + " % (the driver's warm-up rule); \"never\" when they do not."));
        List<List<String>> rows = new ArrayList<>();
        for (PublishedResults.SeiConvergence figure : PublishedResults.seiConvergence()) {
            String scenario = figure.mechanism().scenario();
            rows.add(List.of(figure.mechanism().seiName(), scenario,
                    String.valueOf(figure.echo()), index(here.convergence(scenario, SeiRunFigures.STATIC)),
                    steady(scenario, SeiRunFigures.STATIC),
                    String.valueOf(figure.employeeDetails()), index(here.convergence(scenario, SeiRunFigures.EMPLOYEE)),
                    steady(scenario, SeiRunFigures.EMPLOYEE)));
        }
        out.append(Html.table(List.of("SEI mechanism", "scenario here", "SEI Table 4 (Echo)", "this run echo-static",
                "this run echo-static: steady after", "SEI Table 5 (Employee Details)", "this run employee-static",
                "this run employee-static: steady after"), rows));
    }

    private String steady(String scenario, String sequence) {
        if (!here.has(scenario, sequence)) {
            return Numbers.NOT_AVAILABLE;
        }
        return here.steadyAfter(scenario, sequence).map(n -> n + " calls").orElse("never");
    }

    private void sizes(StringBuilder out) {
        out.append("<h4>SEI Table 6: message size, Echo service, static payload (bytes)</h4>\n");
        out.append(Html.paragraph("This run: the echoed text (\"Hello World \", " + SeiMetrics.ECHO_UNIT_BYTES
                + " bytes) and the mean request and response envelope on the wire (summary.csv). SEI's table has no "
                + "Secure Conversation column."));
        PublishedResults.SeiSizes noneSizes = PublishedResults.seiSizes().get(0);
        Optional<Double> plainRequest = here.requestBytes("plain");
        List<List<String>> rows = new ArrayList<>();
        for (PublishedResults.SeiMechanism mechanism : PublishedResults.seiMechanisms()) {
            String scenario = mechanism.scenario();
            Optional<PublishedResults.SeiSizes> published = PublishedResults.seiSizes().stream()
                    .filter(s -> s.mechanism().equals(mechanism)).findFirst();
            Optional<Double> request = here.requestBytes(scenario);
            rows.add(List.of(mechanism.seiName(), scenario,
                    published.map(s -> s.rawPayloadBytes() + " / " + s.requestBytes() + " / " + s.responseBytes())
                            .orElse("not in SEI's table"),
                    published.map(s -> Numbers.ratio((double) s.requestBytes() / noneSizes.requestBytes())).orElse(Numbers.NOT_AVAILABLE),
                    request.isEmpty() ? Numbers.NOT_AVAILABLE : SeiMetrics.ECHO_UNIT_BYTES + " / " + fixed(request.get(), 0)
                            + " / " + fixed(here.responseBytes(scenario).orElse(null), 0),
                    Numbers.ratio(SeiRunFigures.ratio(request, plainRequest).orElse(null))));
        }
        out.append(Html.table(List.of("SEI mechanism", "scenario here", "SEI raw payload / request / response",
                "SEI request x none", "this run: raw payload / request / response", "this run request x none"), rows));
    }

    private void startUp(StringBuilder out) {
        out.append("<h4>Start-up (SEI Fig. 4): initial vs subsequent first call</h4>\n");
        out.append(Html.paragraph("Initial: the first call of the scenario's first cell in this run, its service not "
                + "called since deployment (the run's very first cell also pays the client JVM's class loading). "
                + "Subsequent: median first call of the scenario's later cells, each a new client of the running "
                + "service (only when the run opened a client per cell). SEI gives these as chart readings: the "
                + "initial first call about twice a subsequent one; Secure Conversation's first call 59 % above "
                + "Encrypt->Sign's initially and 22 % above on subsequent ones."));
        Optional<Double> plainInitial = here.initialStart("plain").map(SeiMetrics.CellStart::firstCallMs);
        Optional<Double> plainLater = here.subsequentStartMs("plain");
        List<List<String>> rows = new ArrayList<>();
        for (PublishedResults.SeiMechanism mechanism : PublishedResults.seiMechanisms()) {
            String scenario = mechanism.scenario();
            Optional<SeiMetrics.CellStart> initial = here.initialStart(scenario);
            Optional<Double> initialMs = initial.map(SeiMetrics.CellStart::firstCallMs);
            Optional<Double> later = here.subsequentStartMs(scenario);
            rows.add(List.of(mechanism.seiName(), scenario,
                    initial.map(s -> ms(Optional.of(s.firstCallMs())) + " (" + s.sequence() + ")").orElse(Numbers.NOT_AVAILABLE),
                    Numbers.ratio(SeiRunFigures.ratio(initialMs, plainInitial).orElse(null)),
                    ms(later), Numbers.ratio(SeiRunFigures.ratio(later, plainLater).orElse(null)),
                    Numbers.ratio(SeiRunFigures.ratio(initialMs, later).orElse(null))));
        }
        out.append(Html.table(List.of("SEI mechanism", "scenario here", "this run: initial first call ms (cell)",
                "initial x none", "this run: subsequent first call ms", "subsequent x none", "initial / subsequent (SEI: about 2x)"),
                rows));
    }

    private static String index(Optional<Integer> value) {
        return value.map(String::valueOf).orElse(Numbers.NOT_AVAILABLE);
    }

    private static String ms(Optional<Double> value) {
        return value.map(v -> fixed(v, v < 10 ? 3 : 1)).orElse(Numbers.NOT_AVAILABLE);
    }

    private static String fixed(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
}
