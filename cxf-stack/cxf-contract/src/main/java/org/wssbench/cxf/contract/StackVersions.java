package org.wssbench.cxf.contract;

import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * The versions of the CXF stack's security libraries as loaded (from their jars' Maven metadata), so a
 * run records what it measured rather than what a pom asked for.
 */
public final class StackVersions {

    private static final String[][] LIBRARIES = {
        {"cxf", "org.apache.cxf", "cxf-core"},
        {"wss4j", "org.apache.wss4j", "wss4j-ws-security-common"},
        {"xmlsec", "org.apache.santuario", "xmlsec"},
        {"neethi", "org.apache.neethi", "neethi"},
        {"woodstox", "com.fasterxml.woodstox", "woodstox-core"},
    };

    private StackVersions() {
    }

    /** Library name to version, "unknown" for a jar without Maven metadata. */
    public static Map<String, String> loaded() {
        Map<String, String> versions = new LinkedHashMap<>();
        ClassLoader loader = StackVersions.class.getClassLoader();
        for (String[] library : LIBRARIES) {
            String resource = "META-INF/maven/" + library[1] + "/" + library[2] + "/pom.properties";
            String version = "unknown";
            try (InputStream in = loader.getResourceAsStream(resource)) {
                if (in != null) {
                    Properties properties = new Properties();
                    properties.load(in);
                    version = properties.getProperty("version", version);
                }
            } catch (IOException e) {
                version = "unreadable: " + e.getMessage();
            }
            versions.put(library[0], version);
        }
        return versions;
    }
}
