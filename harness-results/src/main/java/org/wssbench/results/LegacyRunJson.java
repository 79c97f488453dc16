package org.wssbench.results;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The run.json of runs written before their identity and crypto provider were typed: the texts {@code jdk} and
 * {@code cpu_model}, and the provider as {@code build} facts. Those texts were written by one driver in one form
 * ({@code vendor VM-name version}; {@code name [family F model M stepping S]}; {@code "Name version"}), which is what
 * is read back here; nothing else parses them. {@link RunManifestJson} calls it only for files without the typed keys.
 */
final class LegacyRunJson {

    private LegacyRunJson() {
    }

    /** The bracket the driver appended to the CPU name: {@code [family 25 model 1 stepping 1]}, any of the three. */
    private static final Pattern SIGNATURE = Pattern.compile("^(.*?)\\s*\\[((?:family|model|stepping) \\d+"
            + "(?: (?:family|model|stepping) \\d+)*)]$");

    /**
     * The JVM of a {@code jdk} text: its last word is the runtime version ({@code 17.0.15+6-Debian-1deb12u1});
     * vendor and VM name are not told apart in the text, so they stay null. Null for no text; a version that
     * does not parse leaves the feature null.
     */
    static RunManifest.Jdk jdk(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        String[] words = text.trim().split("\\s+");
        String version = words[words.length - 1];
        Integer feature;
        try {
            feature = Runtime.Version.parse(version).feature();
        } catch (IllegalArgumentException e) {
            feature = null;
        }
        return new RunManifest.Jdk(feature, version, null, null);
    }

    /** The CPU of a {@code cpu_model} text; a text without the signature bracket is the name. Null for no text. */
    static RunManifest.Cpu cpu(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        Matcher bracket = SIGNATURE.matcher(text.trim());
        if (!bracket.matches()) {
            return new RunManifest.Cpu(null, text.trim(), null, null, null);
        }
        Map<String, Integer> fields = new LinkedHashMap<>();
        String[] words = bracket.group(2).split(" ");
        for (int i = 0; i + 1 < words.length; i += 2) {
            fields.put(words[i], Integer.valueOf(words[i + 1]));
        }
        RunManifest.Cpu cpu = new RunManifest.Cpu(null, bracket.group(1), fields.get("family"), fields.get("model"),
                fields.get("stepping"));
        // a bracket in another order or with a repeated field is a name, as it was written
        return cpu.text().equals(text.trim()) ? cpu : new RunManifest.Cpu(null, text.trim(), null, null, null);
    }

    /**
     * The typed provider of a run that recorded it as {@code build} facts, which are removed from
     * {@code build}; null if the run has none (runs before the provider option: the JDK's, unrecorded).
     */
    static RunManifest.Crypto moveCryptoOutOf(Map<String, String> build) {
        String client = build.get("crypto_provider");
        if (client == null) {
            return null;
        }
        String server = build.get("server_crypto_provider");
        RunManifest.CryptoProvider serverProvider = server == null || server.equals("unknown") ? null
                : legacyProvider(server, build.get("server_crypto_provider_version"), null,
                build.get("server_crypto_provider_fallbacks"));
        RunManifest.Crypto crypto = new RunManifest.Crypto(legacyProvider(client, build.get("crypto_provider_version"),
                build.get("crypto_provider_served_by"), build.get("crypto_provider_fallbacks")), serverProvider);
        RunManifestJson.LEGACY_CRYPTO_FACTS.forEach(build::remove);
        return crypto;
    }

    /** Parses the text facts: {@code "Name version"}, {@code "label=provider, ..."}, {@code "none"} or lines joined by "; ". */
    private static RunManifest.CryptoProvider legacyProvider(String choice, String nameAndVersion, String servedBy,
                                                             String fallbacks) {
        String name = nameAndVersion == null || nameAndVersion.isBlank() ? null : nameAndVersion.trim();
        String version = null;
        if (name != null && name.lastIndexOf(' ') > 0) {
            version = name.substring(name.lastIndexOf(' ') + 1);
            name = name.substring(0, name.lastIndexOf(' '));
        }
        Map<String, String> served = new LinkedHashMap<>();
        if (servedBy != null && !servedBy.isBlank()) {
            for (String pair : servedBy.split(", ")) {
                int equals = pair.lastIndexOf('=');
                if (equals > 0) {
                    served.put(pair.substring(0, equals), pair.substring(equals + 1));
                }
            }
        }
        List<String> lines = fallbacks == null || fallbacks.isBlank() ? null
                : fallbacks.equals("none") ? List.of() : List.of(fallbacks.split("; "));
        return new RunManifest.CryptoProvider(choice, name, version, null, served, lines);
    }
}
