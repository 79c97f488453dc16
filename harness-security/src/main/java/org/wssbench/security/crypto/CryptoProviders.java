package org.wssbench.security.crypto;

import org.bouncycastle.jce.provider.BouncyCastleProvider;

import java.security.Provider;
import java.security.Security;
import java.util.List;

/**
 * Installs the chosen JCE provider first in this JVM's provider list, before Rampart/WSS4J or TLS
 * ask for any algorithm, and reports which provider then really serves each algorithm the policies
 * need ({@link SuiteProbe}). One choice per JVM: the list is global.
 *
 * <p>BouncyCastle is installed as {@link SuiteOnlyProvider} (the suite's algorithms only): the whole BC
 * provider first breaks the JDK's PKCS12 keystores.
 *
 * <p>WSS4J appends BouncyCastle at the end of the list when it initialises (if it is not there yet),
 * so with {@link CryptoProviderChoice#JDK} the JDK's providers serve everything they can, exactly as
 * before this option existed.
 */
public final class CryptoProviders {

    private static final String ACCP_CLASS = "com.amazon.corretto.crypto.provider.AmazonCorrettoCryptoProvider";

    private static CryptoProviderChoice installed;
    private static ProviderReport report;

    private CryptoProviders() {
    }

    /** Installs the provider named by the system property {@value CryptoProviderChoice#PROPERTY} (default jdk). */
    public static synchronized ProviderReport installFromSystemProperty() {
        return install(CryptoProviderChoice.parse(System.getProperty(CryptoProviderChoice.PROPERTY)));
    }

    /**
     * Installs {@code choice} (a no-op for jdk) and probes the suite's algorithms.
     *
     * @throws IllegalStateException if the provider cannot be loaded here (ACCP off Linux x86_64), or
     *                               if another choice was installed in this JVM before
     */
    public static synchronized ProviderReport install(CryptoProviderChoice choice) {
        if (installed != null) {
            if (installed != choice) {
                throw new IllegalStateException("crypto provider " + choice + " requested, but this JVM already runs with "
                        + installed + " (the provider list is global; use one choice per JVM)");
            }
            return report;
        }
        Provider provider = switch (choice) {
            case JDK -> null;
            case BC -> first(new SuiteOnlyProvider(new BouncyCastleProvider()));
            case ACCP -> first(loadAccp());
        };
        installed = choice;
        report = SuiteProbe.probe(choice, provider);
        return report;
    }

    /** The report of the provider installed in this JVM, if any was installed through this class. */
    public static synchronized ProviderReport current() {
        return report;
    }

    /** Puts {@code provider} at position 1, moving it there if a provider of that name is already registered. */
    private static Provider first(Provider provider) {
        Security.removeProvider(provider.getName());
        Security.insertProviderAt(provider, 1);
        return provider;
    }

    private static Provider loadAccp() {
        try {
            Class<?> type = Class.forName(ACCP_CLASS);
            Provider accp = (Provider) type.getField("INSTANCE").get(null);
            Throwable loadingError = (Throwable) type.getMethod("getLoadingError").invoke(accp);
            if (loadingError != null) {
                throw new IllegalStateException("crypto provider accp cannot be loaded on this machine ("
                        + System.getProperty("os.name") + " " + System.getProperty("os.arch") + "): " + loadingError, loadingError);
            }
            type.getMethod("assertHealthy").invoke(accp);
            return accp;
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("crypto provider accp: " + ACCP_CLASS + " is not on the classpath "
                    + "(software.amazon.cryptools:AmazonCorrettoCryptoProvider, classifier linux-x86_64)", e);
        } catch (ReflectiveOperationException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new IllegalStateException("crypto provider accp is not healthy here: " + cause, cause);
        }
    }

    /** The JCE provider list in order, e.g. for a log line. */
    public static List<String> providerOrder() {
        return java.util.Arrays.stream(Security.getProviders()).map(Provider::getName).toList();
    }
}
