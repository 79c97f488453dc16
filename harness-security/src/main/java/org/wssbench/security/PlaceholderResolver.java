package org.wssbench.security;

import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Replaces {@code ${name}} placeholders in a policy document with XML-escaped values, failing on
 * the first unknown name with the source and line number.
 */
public final class PlaceholderResolver {

    /** The absolute keystore directory; every other name is a key of security.properties. */
    public static final String KEYSTORE_DIR = "keystore.dir";

    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([^}]*)}");

    private final Function<String, String> lookup;

    /** @param lookup value of a name, or null if unknown */
    public PlaceholderResolver(Function<String, String> lookup) {
        this.lookup = lookup;
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
        StringBuilder resolved = new StringBuilder(text.length());
        String[] lines = text.split("\n", -1);
        for (int index = 0; index < lines.length; index++) {
            Matcher matcher = PLACEHOLDER.matcher(lines[index]);
            while (matcher.find()) {
                String name = matcher.group(1);
                String value = lookup.apply(name);
                if (value == null) {
                    throw new SecurityConfigException(source + ":" + (index + 1) + ": unknown placeholder ${"
                            + name + "} (neither " + KEYSTORE_DIR + " nor a key of " + SecurityConfig.FILE_NAME + ")");
                }
                matcher.appendReplacement(resolved, Matcher.quoteReplacement(escapeXml(value)));
            }
            matcher.appendTail(resolved);
            if (index < lines.length - 1) {
                resolved.append('\n');
            }
        }
        return resolved.toString();
    }

    private static String escapeXml(String value) {
        return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;").replace("'", "&apos;");
    }
}
