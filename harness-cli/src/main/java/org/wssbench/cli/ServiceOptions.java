package org.wssbench.cli;

import org.wssbench.client.scenario.Endpoints;
import org.wssbench.client.scenario.MatrixFiles;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.security.SecurityConfig;
import picocli.CommandLine.Option;

import java.net.URI;
import java.nio.file.Path;
import java.util.Map;

/**
 * The options that say where the service answers, which scenarios it serves and where the
 * keystores are: one definition for the commands that talk to a deployed service (a picocli mixin).
 */
public final class ServiceOptions {

    @Option(names = "--http-url", defaultValue = "http://localhost:8080/wss-bench",
            description = "Base URL of the service web application over HTTP (default: ${DEFAULT-VALUE}).")
    URI httpUrl;

    @Option(names = "--https-url", defaultValue = "https://localhost:8443/wss-bench",
            description = "Base URL over HTTPS, used by the ssl scenario (default: ${DEFAULT-VALUE}).")
    URI httpsUrl;

    @Option(names = "--scenarios-file", defaultValue = "scenarios/scenarios.properties",
            description = "Scenario matrix file; policy paths in it are relative to its folder (default: ${DEFAULT-VALUE}).")
    Path scenariosFile;

    @Option(names = "--keystore-dir", description = "Keystores and optional security.properties (default: wssbench.keystore.dir, "
            + "WSSBENCH_KEYSTORE_DIR or keystores/generated).")
    Path keystoreDir;

    Endpoints endpoints() {
        return new Endpoints(httpUrl, httpsUrl);
    }

    SecurityConfig security() {
        return keystoreDir == null ? SecurityConfig.load() : SecurityConfig.load(keystoreDir);
    }

    /** The scenarios declared in {@code --scenarios-file}, by name in the file's order, then those of the stack axis. */
    Map<String, ScenarioDefinition> declaredScenarios() {
        Map<String, ScenarioDefinition> declared = new java.util.LinkedHashMap<>(
                MatrixFiles.loadScenarios(scenariosFile, scenariosFile.toAbsolutePath().getParent()));
        declared.putAll(MatrixFiles.loadStackScenarios(scenariosFile, declared));
        return declared;
    }
}
