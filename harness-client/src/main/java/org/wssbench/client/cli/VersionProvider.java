package org.wssbench.client.cli;

import picocli.CommandLine;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** --version: the harness and the security stack it was built against. */
public final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() throws IOException {
        Properties p = new Properties();
        try (InputStream in = VersionProvider.class.getClassLoader().getResourceAsStream("wssbench-versions.properties")) {
            if (in != null) {
                p.load(in);
            }
        }
        return new String[] {
            "wss-bench " + p.getProperty("wssbench", "?"),
            "Axis2 " + p.getProperty("axis2", "?") + ", Rampart " + p.getProperty("rampart", "?") + ", WSS4J "
                    + p.getProperty("wss4j", "?") + ", xmlsec " + p.getProperty("xmlsec", "?") + ", BouncyCastle "
                    + p.getProperty("bouncycastle", "?") + ", built for Tomcat " + p.getProperty("tomcat", "?"),
            "JDK " + Runtime.version()
        };
    }
}
