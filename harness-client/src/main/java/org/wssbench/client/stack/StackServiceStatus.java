package org.wssbench.client.stack;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/** The library versions a stack's service reports on its /status page ({@code version.<library>=} lines). */
public final class StackServiceStatus {

    private StackServiceStatus() {
    }

    /** Library to version; a single {@code status=unreadable: ...} entry when the page cannot be read. */
    public static Map<String, String> versions(String statusUrl) {
        Map<String, String> versions = new LinkedHashMap<>();
        try {
            HttpResponse<String> response = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build()
                    .send(HttpRequest.newBuilder(URI.create(statusUrl)).timeout(Duration.ofSeconds(30)).build(),
                            HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                return Map.of("status", "unreadable: HTTP " + response.statusCode() + " from " + statusUrl);
            }
            Properties values = new Properties();
            values.load(new StringReader(response.body()));
            values.stringPropertyNames().stream().filter(k -> k.startsWith("version.")).sorted()
                    .forEach(k -> versions.put(k.substring("version.".length()), values.getProperty(k)));
            return versions;
        } catch (IOException | IllegalArgumentException e) {
            return Map.of("status", "unreadable: " + e.getMessage() + " (" + statusUrl + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Map.of("status", "unreadable: interrupted");
        }
    }
}
