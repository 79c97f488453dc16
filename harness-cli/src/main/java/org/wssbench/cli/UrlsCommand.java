package org.wssbench.cli;

import org.wssbench.client.run.ServerWait;
import org.wssbench.client.scenario.Endpoints;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.transport.TrustedTls;
import org.wssbench.security.SecurityConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
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
        HttpClient http = HttpClient.newBuilder().sslContext(TrustedTls.from(security)).connectTimeout(Duration.ofSeconds(10)).build();
        int notHosted = 0;
        for (ScenarioDefinition scenario : scenarios.values()) {
            String url = endpoints.serviceUrl(scenario);
            if (scenario.variant() != null && !answers(http, url + "?wsdl")) {
                notHosted++; // the service deploys only the variants its wssbench.variants setting names
                continue;
            }
            out.printf("%-20s %s   (WSDL: %s?wsdl)%n", scenario.name(), url, url);
        }
        if (notHosted > 0) {
            out.println(notHosted + " declared policy variants are not deployed (start the service with -Dwssbench.variants=... to host them)");
        }
        out.flush();
        return 0;
    }

    private static boolean answers(HttpClient http, String url) {
        try {
            return http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
