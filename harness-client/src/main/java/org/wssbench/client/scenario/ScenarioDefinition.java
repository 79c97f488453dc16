package org.wssbench.client.scenario;

import java.nio.file.Path;
import java.util.List;

/**
 * One security scenario as declared in scenarios/scenarios.properties.
 *
 * @param name      scenario name used in files, CSV and reports
 * @param transport "http" or "https": which base URL the client calls
 * @param service   Axis2 service name, appended to {base}/services/
 * @param policy    client WS-SecurityPolicy file, or null for no message security
 * @param modules   Axis2 modules the client engages (rampart when there is a policy; addressing for secure conversation)
 */
public record ScenarioDefinition(String name, String transport, String service, Path policy, List<String> modules) {

    public boolean secured() {
        return policy != null;
    }
}
