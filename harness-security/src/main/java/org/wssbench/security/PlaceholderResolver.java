package org.wssbench.security;

import org.apache.commons.text.StringEscapeUtils;
import org.apache.commons.text.StringSubstitutor;

import java.util.function.Function;

/**
 * Replaces {@code ${name}} placeholders in a policy document with XML-escaped values, failing on
 * the first unknown name with the source and line number.
 */
public final class PlaceholderResolver {

    /** The absolute keystore directory; every other name is a key of security.properties. */
    public static final String KEYSTORE_DIR = "keystore.dir";

    private final StringSubstitutor substitutor;

    /** @param lookup value of a name, or null if unknown */
    public PlaceholderResolver(Function<String, String> lookup) {
        this.substitutor = new StringSubstitutor(name -> {
            String value = lookup.apply(name);
            if (value == null) {
                throw new UnknownPlaceholder(name);
            }
            return StringEscapeUtils.escapeXml10(value);
        });
        // Values are inserted as they are: a keystore password holding "${" is not a placeholder.
        substitutor.setDisableSubstitutionInValues(true);
    }

    /** Placeholders from {@code config}, plus {@value #KEYSTORE_DIR}. */
    public static PlaceholderResolver of(SecurityConfig config) {
        return new PlaceholderResolver(name -> KEYSTORE_DIR.equals(name)
                ? config.keystoreDir().toString()
                : config.find(name).orElse(null));
    }

    /**
     * @param source where {@code text} came from, for the error message
     * @throws SecurityConfigException naming source, line and placeholder if a name is unknown
     */
    public String resolve(String source, String text) {
        String[] lines = text.split("\n", -1);
        for (int index = 0; index < lines.length; index++) {
            try {
                lines[index] = substitutor.replace(lines[index]);
            } catch (UnknownPlaceholder unknown) {
                throw new SecurityConfigException(source + ":" + (index + 1) + ": unknown placeholder ${" + unknown.name
                        + "} (neither " + KEYSTORE_DIR + " nor a key of " + SecurityConfig.FILE_NAME + ")");
            }
        }
        return String.join("\n", lines);
    }

    /** Carries the unknown name out of the substitutor to the line that holds it. */
    private static final class UnknownPlaceholder extends RuntimeException {
        private final String name;

        UnknownPlaceholder(String name) {
            super(name, null, false, false);
            this.name = name;
        }
    }
}
