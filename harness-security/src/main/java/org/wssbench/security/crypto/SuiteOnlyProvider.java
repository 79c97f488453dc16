package org.wssbench.security.crypto;

import java.security.Provider;

/**
 * A provider that offers only the suite's algorithms ({@link SuiteProbe#SUITE}), each implemented by
 * another provider's class. Used for BouncyCastle: with the whole BC provider first in the list, the
 * JDK can no longer open its own PKCS12 keystores (BC then serves the password-based ciphers, and
 * loading fails with "pad block corrupted" / "keystore password was incorrect"), so Rampart could not
 * read a key. Keystores and password-based encryption stay with the JDK; the report says so.
 */
final class SuiteOnlyProvider extends Provider {

    private static final long serialVersionUID = 1L;

    SuiteOnlyProvider(Provider source) {
        super(source.getName() + "-suite", source.getVersionStr(), source.getName() + " " + source.getVersionStr()
                + ", only the algorithms of the benchmark's security policies");
        for (SuiteAlgorithm algorithm : SuiteProbe.SUITE) {
            String name = algorithm.type().equals("SecureRandom") ? "DEFAULT" : algorithm.name();
            // A cipher transformation (AES/CBC/ISO10126Padding) is served by the provider's base algorithm (AES).
            Service service = source.getService(algorithm.type(), name);
            if (service == null) {
                service = source.getService(algorithm.type(), name.split("/")[0]);
            }
            if (service != null) {
                putService(new Service(this, service.getType(), service.getAlgorithm(), service.getClassName(), null, null));
            }
        }
    }
}
