package org.wssbench.cli;

import org.wssbench.wire.BuildVersions;
import picocli.CommandLine;

/** --version: the harness and the security stack it was built against. */
public final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {
            "wss-bench " + BuildVersions.of("wssbench"),
            "Axis2 " + BuildVersions.of("axis2") + ", Rampart " + BuildVersions.of("rampart") + ", WSS4J "
                    + BuildVersions.of("wss4j") + ", xmlsec " + BuildVersions.of("xmlsec") + ", BouncyCastle "
                    + BuildVersions.of("bouncycastle") + ", built for Tomcat " + BuildVersions.of("tomcat"),
            "JDK " + Runtime.version()
        };
    }
}
