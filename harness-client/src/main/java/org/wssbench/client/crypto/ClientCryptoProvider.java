package org.wssbench.client.crypto;

import org.wssbench.results.RunManifest;
import org.wssbench.security.crypto.CryptoProviderChoice;
import org.wssbench.security.crypto.CryptoProviders;
import org.wssbench.security.crypto.ProviderReport;
import org.wssbench.wire.StatusPage;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * Installs the run's JCE provider in the driver's JVM ({@code --crypto-provider}) and describes it,
 * and the server's, for run.json ({@link RunManifest.Crypto}). Fallbacks are printed, never silent: an algorithm the chosen
 * provider does not serve is named with the provider that serves it instead.
 */
public final class ClientCryptoProvider {

    private ClientCryptoProvider() {
    }

    /** Must run before the first JCA use of the run (keystores, TLS, Rampart). */
    public static ProviderReport install(String choice, PrintStream out) {
        ProviderReport report = CryptoProviders.install(CryptoProviderChoice.parse(choice));
        out.println("client " + report.summary());
        return report;
    }

    /**
     * The run.json record of both JVMs' providers. A server that runs another provider than the client
     * is reported loudly: the run then measures a mixture.
     *
     * @param serverStatus the service's /status values (empty if not read: the server's provider is then null)
     */
    public static RunManifest.Crypto manifest(ProviderReport client, Properties serverStatus, PrintStream out) {
        Map<String, String> servedBy = new LinkedHashMap<>();
        client.servedBy().forEach((algorithm, provider) -> servedBy.put(algorithm.label(), provider));
        RunManifest.CryptoProvider mine = new RunManifest.CryptoProvider(client.choice().id(), client.name(),
                client.version(), client.providerClass(), servedBy, client.fallbacks());
        String server = serverStatus.getProperty(StatusPage.CRYPTO_PROVIDER);
        if (server == null) {
            return new RunManifest.Crypto(mine, null);
        }
        if (!server.equals(client.choice().id())) {
            out.println("WARNING: the server runs crypto provider " + server + ", the client " + client.choice()
                    + ": start Tomcat with -D" + CryptoProviderChoice.PROPERTY + "=" + client.choice());
        }
        return new RunManifest.Crypto(mine, fromStatus(server, serverStatus));
    }

    /** The server's provider as its status page reports it: "Name version" and the fallback lines (or none). */
    static RunManifest.CryptoProvider fromStatus(String choice, Properties status) {
        String named = status.getProperty(StatusPage.CRYPTO_PROVIDER_VERSION, "").trim();
        int space = named.lastIndexOf(' ');
        String name = named.isEmpty() ? null : space > 0 ? named.substring(0, space) : named;
        String version = space > 0 ? named.substring(space + 1) : null;
        String fallbacks = status.getProperty(StatusPage.CRYPTO_PROVIDER_FALLBACKS);
        List<String> lines = fallbacks == null || fallbacks.isBlank() ? null
                : fallbacks.equals("none") ? List.of() : List.of(fallbacks.split("; "));
        return new RunManifest.CryptoProvider(choice, name, version, null, Map.of(), lines);
    }
}
