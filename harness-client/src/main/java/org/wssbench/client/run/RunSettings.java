package org.wssbench.client.run;

import org.wssbench.client.scenario.Endpoints;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.scenario.Workload;
import org.wssbench.security.SecurityConfig;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Everything one run needs, resolved from the command line and the scenario files.
 *
 * @param runFolder       results/<run id>/, created by the runner
 * @param errorBudget     consecutive failed requests after which a scenario is stopped
 * @param sampleServer    read the service's /status page for server resource use
 * @param terminal        draw progress bars (else plain progress lines)
 * @param manifestExtras  free facts for run.json (e.g. Tomcat version and heap given by the build)
 * @param heapSampleEvery sample the server heap every N requests into heap-samples.csv (0: never)
 * @param inputFiles      the scenario and workload files, digested into run.json (policies come from the scenarios)
 */
public record RunSettings(String runId, Path runFolder, List<ScenarioDefinition> scenarios, Workload workload,
                          Endpoints endpoints, SecurityConfig security, int errorBudget, boolean sampleServer,
                          boolean terminal, Map<String, String> manifestExtras, long heapSampleEvery,
                          List<Path> inputFiles) {
}
