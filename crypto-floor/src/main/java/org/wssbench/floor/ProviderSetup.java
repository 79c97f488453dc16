package org.wssbench.floor;

import org.wssbench.security.crypto.CryptoProviderChoice;
import org.wssbench.security.crypto.CryptoProviders;
import org.wssbench.security.crypto.ProviderReport;

/** Installs a benchmark's provider parameter in its forked JVM and says so once, fallbacks included. */
final class ProviderSetup {

    private ProviderSetup() {
    }

    static void install(String provider) {
        boolean first = CryptoProviders.current() == null;
        ProviderReport report = CryptoProviders.install(CryptoProviderChoice.parse(provider));
        if (first) {
            System.out.println("# " + report.summary());
        }
    }
}
