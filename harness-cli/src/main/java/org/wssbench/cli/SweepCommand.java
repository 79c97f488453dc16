package org.wssbench.cli;

import org.wssbench.results.analysis.SummarizedRun;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.results.BadInputException;
import org.wssbench.results.compare.VariantSweep;
import org.wssbench.results.report.SweepReport;
import org.wssbench.security.PolicyVariant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs one configuration axis of one scenario: plain plus every declared variant of that axis
 * (variants.<base>.<axis> in the scenarios file), all in one run against one service, then writes
 * the sweep table and chart (sweep.md, sweep.csv, charts/sweep.png) into the run folder and
 * prints the table. With --analyse it only builds the table of an existing run.
 */
@Command(name = "sweep", mixinStandardHelpOptions = true,
        description = {"Runs plain and every declared variant of one axis of one scenario in one run, then writes "
                + "a comparison table (sweep.md, sweep.csv) and a chart (charts/sweep.png) into the run folder.",
                "All run options apply; the default workload is scenarios/workload-sweep.properties.",
                "The service must host the variants: start it with -Dwssbench.variants=<base>.<axis> (or WSSBENCH_VARIANTS);"
                        + " it hosts none by default.",
                "Exit code: 0 = complete, 1 = failed requests or stopped early, 2 = bad input."})
public final class SweepCommand extends RunCommand {

    @Option(names = "--base", required = true, description = "The scenario whose variants are swept, e.g. sign.")
    String base;

    @Option(names = "--axis", required = true, description = "The axis: suite, keyref, c14n, binding, encryptsignature, signed.")
    String axis;

    @Option(names = "--analyse", paramLabel = "RUN", description = "Do not run: build the sweep table of this existing run folder.")
    Path analyse;

    @Override
    public Integer call() throws IOException {
        Map<String, ScenarioDefinition> declared = service.declaredScenarios();
        List<String> variants = variants(declared);
        int exit = 0;
        Path folder = analyse;
        if (folder == null) {
            if (workloadFile.equals(Path.of("scenarios/workload-full.properties"))) {
                workloadFile = Path.of("scenarios/workload-sweep.properties");
            }
            List<String> scenarios = new ArrayList<>();
            scenarios.add("plain");
            scenarios.addAll(variants);
            only = scenarios;
            requireHosted(variants);
            exit = super.call();
            folder = runFolder;
        }
        VariantSweep sweep = VariantSweep.of(SummarizedRun.open(folder), variants);
        System.out.println();
        System.out.println("Sweep of " + base + " over " + axis + " (" + folder + "/sweep.md, charts/sweep.png):");
        System.out.println(new SweepReport(sweep).write());
        return exit;
    }

    /** A service started without wssbench.variants hosts no variant: say how to start it, before any run starts. */
    private void requireHosted(List<String> variants) throws IOException {
        // a 404 (or Axis2's fault for an unknown service) means the variant is not deployed
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        List<String> missing = new ArrayList<>();
        for (String variant : variants) {
            URI wsdl = URI.create(service.httpUrl.toString().replaceAll("/+$", "") + "/services/" + variant + "?wsdl");
            try {
                if (http.send(HttpRequest.newBuilder(wsdl).build(), HttpResponse.BodyHandlers.discarding()).statusCode() != 200) {
                    missing.add(variant);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while checking " + wsdl, e);
            } catch (IOException notUpYet) {
                return; // no answer at all: the run's own wait for the server reports that
            }
        }
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("the service at " + service.httpUrl + " does not host " + String.join(", ", missing)
                    + ": start it with -Dwssbench.variants=" + base + "." + axis + " (environment: WSSBENCH_VARIANTS="
                    + base + "." + axis + "); it hosts no policy variant by default");
        }
    }

    /** The declared variants of the axis, control first: the base policy's own value if declared. */
    private List<String> variants(Map<String, ScenarioDefinition> declared) {
        if (!PolicyVariant.AXES.containsKey(axis)) {
            throw new BadInputException("--axis " + axis + ": unknown (known: " + String.join(", ", PolicyVariant.AXES.keySet()) + ")");
        }
        List<String> variants = new ArrayList<>();
        String control = null;
        for (ScenarioDefinition scenario : declared.values()) {
            PolicyVariant variant = scenario.variant();
            if (variant != null && variant.axis().equals(axis) && scenario.name().startsWith(base + "_")) {
                if (variant.value().equals(PolicyVariant.AXES.get(axis).get(0))) {
                    control = scenario.name();
                } else {
                    variants.add(scenario.name());
                }
            }
        }
        if (control != null) {
            variants.add(0, control);
        }
        if (variants.isEmpty()) {
            throw new BadInputException("no variants of " + base + " over " + axis + " are declared in " + service.scenariosFile
                    + ": add variants." + base + "." + axis + "=" + String.join(",", PolicyVariant.AXES.get(axis)));
        }
        return variants;
    }
}
