package org.wssbench.wire;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The versions of the security stack this build was made with, from {@code wssbench-versions.properties}
 * (filled in by Maven from the root pom). Read once per JVM: by the driver for {@code --version} and
 * run.json, by the service for its status page, so a run records what the server was built with.
 */
public final class BuildVersions {

    /** The resource, in this module's jar. */
    public static final String RESOURCE = "wssbench-versions.properties";
    /** Components, in the order they are reported. */
    public static final List<String> COMPONENTS = List.of("axis2", "rampart", "wss4j", "xmlsec", "bouncycastle",
            "tomcat", "wssbench");
    public static final String UNKNOWN = "unknown";

    private static final Map<String, String> VERSIONS = load();

    private BuildVersions() {
    }

    /** Component to version, in {@link #COMPONENTS} order; {@value #UNKNOWN} where the resource says nothing. */
    public static Map<String, String> all() {
        return VERSIONS;
    }

    public static String of(String component) {
        return VERSIONS.getOrDefault(component, UNKNOWN);
    }

    private static Map<String, String> load() {
        Properties p = new Properties();
        try (InputStream in = BuildVersions.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
        Map<String, String> versions = new LinkedHashMap<>();
        for (String component : COMPONENTS) {
            versions.put(component, p.getProperty(component, UNKNOWN));
        }
        return Collections.unmodifiableMap(versions);
    }
}
