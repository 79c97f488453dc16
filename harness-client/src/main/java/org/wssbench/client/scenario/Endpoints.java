package org.wssbench.client.scenario;

import org.wssbench.wire.StatusPage;

import java.net.URI;

/** Base URLs of the deployed service web application, e.g. http://host:8080/wss-bench. */
public record Endpoints(URI http, URI https) {

    public String serviceUrl(ScenarioDefinition scenario) {
        URI base = scenario.transport().equals("https") ? https : http;
        if (base == null) {
            throw new IllegalArgumentException("scenario " + scenario.name() + " needs a " + scenario.transport()
                    + " base URL (--" + scenario.transport() + "-url)");
        }
        String text = base.toString();
        return (text.endsWith("/") ? text : text + "/") + "services/" + scenario.service();
    }

    public URI statusUrl() {
        String text = (http != null ? http : https).toString();
        return URI.create((text.endsWith("/") ? text.substring(0, text.length() - 1) : text) + StatusPage.PATH);
    }
}
