package org.wssbench.floor;

import org.wssbench.security.crypto.CryptoProviderChoice;
import org.wssbench.security.crypto.CryptoProviders;
import org.wssbench.security.crypto.ProviderReport;

/**
 * Run in a child JVM by {@link FloorRun}: installs one provider and prints its name, version and
 * which provider serves each suite algorithm (one JVM can hold one provider choice only).
 */
public final class ProviderProbe {

    private ProviderProbe() {
    }

    public static void main(String[] args) {
        ProviderReport report = CryptoProviders.install(CryptoProviderChoice.parse(args[0]));
        System.out.println("version=" + report.version());
        System.out.println("summary=" + report.summary());
        System.out.println("served_by=" + report.servedByText());
    }
}
