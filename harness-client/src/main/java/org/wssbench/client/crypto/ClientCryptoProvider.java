package org.wssbench.client.crypto;

import org.wssbench.security.crypto.CryptoProviderChoice;
import org.wssbench.security.crypto.CryptoProviders;
import org.wssbench.security.crypto.ProviderReport;
import org.wssbench.wire.StatusPage;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * Installs the run's JCE provider in the driver's JVM ({@code --crypto-provider}) and describes it,
 * and the server's, as run.json facts. Fallbacks are printed, never silent: an algorithm the chosen
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
     * run.json facts for both JVMs. A server that runs another provider than the client is reported
     * loudly: the run then measures a mixture.
     *
     * @param serverStatus the service's /status values (empty if not read)
     */
    public static Map<String, String> facts(ProviderReport client, Properties serverStatus, PrintStream out) {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("crypto_provider", client.choice().id());
        facts.put("crypto_provider_version", client.name() + " " + client.version());
        facts.put("crypto_provider_fallbacks", client.fallbacks().isEmpty() ? "none" : String.join("; ", client.fallbacks()));
        facts.put("crypto_provider_served_by", client.servedByText());
        String server = serverStatus.getProperty(StatusPage.CRYPTO_PROVIDER);
        if (server == null) {
            facts.put("server_crypto_provider", "unknown");
            return facts;
        }
        facts.put("server_crypto_provider", server);
        facts.put("server_crypto_provider_version", serverStatus.getProperty(StatusPage.CRYPTO_PROVIDER_VERSION, ""));
        facts.put("server_crypto_provider_fallbacks", serverStatus.getProperty(StatusPage.CRYPTO_PROVIDER_FALLBACKS, ""));
        if (!server.equals(client.choice().id())) {
            out.println("WARNING: the server runs crypto provider " + server + ", the client " + client.choice()
                    + ": start Tomcat with -D" + CryptoProviderChoice.PROPERTY + "=" + client.choice());
        }
        return facts;
    }
}
