package org.wssbench.client.scenario;

import org.wssbench.wire.StatusPage;

import java.net.URI;

/** Base URLs of the deployed service web application, e.g. http://host:8080/wss-bench. */
public record Endpoints(URI http, URI https) {

    public String serviceUrl(ScenarioDefinition scenario) {
        return scenario.stack().endpoint(baseUrl(scenario), scenario.service());
    }

    /** The Axis2 service's base URL for the scenario's transport. */
    public String baseUrl(ScenarioDefinition scenario) {
        URI base = scenario.transport().equals("https") ? https : http;
        if (base == null) {
            throw new IllegalArgumentException("scenario " + scenario.name() + " needs a " + scenario.transport()
                    + " base URL (--" + scenario.transport() + "-url)");
        }
        return base.toString();
    }

    public URI statusUrl() {
        String text = (http != null ? http : https).toString();
        return URI.create((text.endsWith("/") ? text.substring(0, text.length() - 1) : text) + StatusPage.PATH);
    }
}
