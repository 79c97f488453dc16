package org.wssbench.benchmark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The project's one Tomcat configuration, {@code tomcat/server.xml}, for the tests: where it is, which
 * placeholders it has, and the file with them filled in (what Maven's resource filtering does for
 * Cargo, and Tomcat itself in docker).
 */
final class TomcatServerXml {

    /** The one server.xml, relative to the project folder. */
    static final String SOURCE = "tomcat/server.xml";

    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([^}]+)}");

    private TomcatServerXml() {
    }

    static Path source(Path project) {
        return project.resolve(SOURCE);
    }

    static String read(Path project) throws IOException {
        return Files.readString(source(project), StandardCharsets.UTF_8);
    }

    /** The placeholder names outside comments, sorted. */
    static Set<String> placeholders(String xml) {
        Set<String> names = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(withoutComments(xml));
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    /** The file with every placeholder replaced; fails naming any placeholder {@code values} lacks. */
    static String fill(String xml, Map<String, String> values) {
        Set<String> missing = new TreeSet<>(placeholders(xml));
        missing.removeAll(values.keySet());
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException(SOURCE + ": no value for " + missing);
        }
        Matcher m = PLACEHOLDER.matcher(xml);
        StringBuilder filled = new StringBuilder();
        while (m.find()) {
            String value = values.get(m.group(1));
            m.appendReplacement(filled, Matcher.quoteReplacement(value == null ? m.group() : value));
        }
        m.appendTail(filled);
        return filled.toString();
    }

    static String withoutComments(String xml) {
        return xml.replaceAll("(?s)<!--.*?-->", "");
    }
}
