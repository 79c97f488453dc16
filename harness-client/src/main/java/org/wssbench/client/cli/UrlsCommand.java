package org.wssbench.client.cli;

import org.wssbench.client.run.ServerWait;
import org.wssbench.client.scenario.Endpoints;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.security.SecurityConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * Prints where a running service answers: each scenario's endpoint and WSDL, and the status page.
 * The {@code serve} Maven profile (benchmark/pom.xml) runs it once Tomcat has started.
 */
@Command(name = "urls", mixinStandardHelpOptions = true,
        description = {"Waits until the service answers, then prints each scenario's endpoint and WSDL URL and the status URL.",
                "Exit code: 0 = the service answered, 2 = it did not within --wait-for-server seconds."})
public final class UrlsCommand implements Callable<Integer> {

    @Mixin
    ServiceOptions service;

    @Option(names = "--wait-for-server", defaultValue = "0", paramLabel = "SECONDS",
            description = "Wait up to this long for the status page to answer (default: ${DEFAULT-VALUE}: ask once).")
    int waitForServerSeconds;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        SecurityConfig security = service.security();
        Endpoints endpoints = service.endpoints();
        Map<String, ScenarioDefinition> scenarios = service.declaredScenarios();
        ServerWait.untilAnswering(endpoints.statusUrl(), security, Math.max(1, waitForServerSeconds),
                new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
        out.println("wss-bench service is up.");
        out.printf("%-20s %s%n", "status", endpoints.statusUrl());
        for (ScenarioDefinition scenario : scenarios.values()) {
            String url = endpoints.serviceUrl(scenario);
            out.printf("%-20s %s   (WSDL: %s?wsdl)%n", scenario.name(), url, url);
        }
        out.flush();
        return 0;
    }
}
