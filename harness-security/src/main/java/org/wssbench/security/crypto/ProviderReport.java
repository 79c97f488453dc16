package org.wssbench.security.crypto;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a provider choice gave this JVM: the provider's name and version, and for each algorithm the
 * policies need, the provider that really serves it (probed with a real key and real parameters,
 * because JCA picks a Cipher's, Signature's or Mac's provider only when it is initialised).
 *
 * @param choice   the requested choice
 * @param name     provider name ("JDK" for the JDK's own list)
 * @param version  provider version ({@code java.version} for the JDK)
 * @param providerClass the chosen provider's class; null for the JDK's own list
 * @param servedBy algorithm -> name of the provider that serves it
 * @param fallbacks human-readable lines, one per algorithm the chosen provider does not serve
 */
public record ProviderReport(CryptoProviderChoice choice, String name, String version, String providerClass,
                             Map<SuiteAlgorithm, String> servedBy, List<String> fallbacks) {

    public ProviderReport {
        servedBy = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(servedBy));
        fallbacks = List.copyOf(fallbacks);
    }

    /** One line for logs and the console. */
    public String summary() {
        StringBuilder line = new StringBuilder("crypto provider " + choice + ": " + name + " " + version);
        if (fallbacks.isEmpty()) {
            line.append(", serves all ").append(servedBy.size()).append(" suite algorithms");
        } else {
            line.append(", FALLBACK for ").append(fallbacks.size()).append(" algorithm(s): ")
                    .append(String.join("; ", fallbacks));
        }
        return line.toString();
    }

    /** {@code Signature SHA256withRSA=SunRsaSign, ...}, for run.json. */
    public String servedByText() {
        StringBuilder text = new StringBuilder();
        servedBy.forEach((algorithm, provider) -> {
            if (!text.isEmpty()) {
                text.append(", ");
            }
            text.append(algorithm.label()).append('=').append(provider);
        });
        return text.toString();
    }
}
