package org.wssbench.client.run;

import org.wssbench.client.crypto.FloorPricing;
import org.wssbench.client.scenario.Endpoints;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.scenario.Workload;
import org.wssbench.results.RunManifest;
import org.wssbench.security.SecurityConfig;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Everything one run needs, resolved from the command line and the scenario files, in four groups:
 * where results go, what runs, against which server, and how the driver behaves.
 */
public record RunSettings(Output output, Matrix matrix, Target target, Behaviour behaviour) {

    /**
     * @param runId  run identifier, the run folder's name
     * @param folder results/&lt;run id&gt;/, created by the caller
     * @param facts  free facts for run.json (e.g. Tomcat version and heap given by the build)
     * @param inputFiles the scenario and workload files, digested into run.json (policies come from the scenarios)
     * @param crypto the crypto provider of each JVM, for run.json; null if not known (tests, tools)
     * @param floor  prices summary.csv's floor columns before it is written ({@link FloorPricing#NONE}: empty)
     */
    public record Output(String runId, Path folder, Map<String, String> facts, List<Path> inputFiles,
                         RunManifest.Crypto crypto, FloorPricing floor) {
        public Output {
            facts = Map.copyOf(facts);
            inputFiles = List.copyOf(inputFiles);
        }

        /** Output without input files to digest, provider facts nor floor costs (tests, tools). */
        public Output(String runId, Path folder, Map<String, String> facts) {
            this(runId, folder, facts, List.of(), null, FloorPricing.NONE);
        }
    }

    /** The scenarios (in the scenarios file's order) and the workload run against each. */
    public record Matrix(List<ScenarioDefinition> scenarios, Workload workload) {
        public Matrix {
            scenarios = List.copyOf(scenarios);
        }
    }

    /**
     * @param readServerStatus read the service's /status page (versions, catalogue, server resource use)
     */
    public record Target(Endpoints endpoints, SecurityConfig security, boolean readServerStatus) {
    }

    /**
     * @param errorBudget     consecutive failed requests after which a scenario is stopped
     * @param progressBars    draw progress bars (a terminal), else plain progress lines
     * @param heapSampleEvery sample the server heap every N requests into heap-samples.csv (0: never)
     * @param pinning         CPUs for client and server JVM, or {@link CpuPinning#NONE}
     */
    public record Behaviour(int errorBudget, boolean progressBars, long heapSampleEvery, CpuPinning pinning) {

        public static Behaviour defaults() {
            return new Behaviour(20, false, 0, CpuPinning.NONE);
        }
    }

    public String runId() {
        return output.runId();
    }

    public Path runFolder() {
        return output.folder();
    }

    public Workload workload() {
        return matrix.workload();
    }

    public List<ScenarioDefinition> scenarios() {
        return matrix.scenarios();
    }
}
