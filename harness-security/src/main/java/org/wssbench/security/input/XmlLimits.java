package org.wssbench.security.input;

import java.util.function.Function;

/**
 * The bounds an inbound SOAP message must keep before anything but the parser touches it: bytes, nesting, children
 * of one element, elements, attributes and namespace declarations of one element, and characters in one text node.
 *
 * <p>Each bound is a system property {@code wssbench.xml.<name>}; {@code wssbench.xml.limits=off} lifts them all
 * (a test-only service uses that to show what the bounds defend against). The defaults pass every message this
 * project sends, the large response sequence and SEI's 120 KB echo included, with room to spare.
 *
 * @param maxBytes       bytes of one message as it arrives (after the transport's decoding)
 * @param maxDepth       levels of element nesting, the envelope being level 1
 * @param maxChildren    child elements of any one element
 * @param maxElements    elements in one message
 * @param maxAttributes  attributes on one element
 * @param maxNamespaces  namespace declarations on one element
 * @param maxTextLength  characters in one text node (adjacent text and CDATA counted together)
 * @param enforced       false when {@code wssbench.xml.limits=off}
 */
public record XmlLimits(long maxBytes, int maxDepth, int maxChildren, long maxElements, int maxAttributes, int maxNamespaces,
                        long maxTextLength, boolean enforced) {

    /** The prefix of every limit's system property. */
    public static final String PROPERTY_PREFIX = "wssbench.xml.";

    /** {@code off} lifts every bound. */
    public static final String SWITCH_PROPERTY = PROPERTY_PREFIX + "limits";

    public static final XmlLimits DEFAULTS = new XmlLimits(16L * 1024 * 1024, 100, 50_000, 1_000_000, 500, 100, 8L * 1024 * 1024, true);

    public XmlLimits {
        requirePositive("maxBytes", maxBytes);
        requirePositive("maxDepth", maxDepth);
        requirePositive("maxChildren", maxChildren);
        requirePositive("maxElements", maxElements);
        requirePositive("maxAttributes", maxAttributes);
        requirePositive("maxNamespaces", maxNamespaces);
        requirePositive("maxTextLength", maxTextLength);
    }

    /** The defaults, overridden by any {@code wssbench.xml.*} system property that is set. */
    public static XmlLimits fromSystemProperties() {
        return from(System::getProperty);
    }

    /**
     * The defaults overridden by the given properties.
     *
     * @throws IllegalArgumentException naming the property whose value is not a positive whole number
     */
    public static XmlLimits from(Function<String, String> properties) {
        XmlLimits d = DEFAULTS;
        String enforcedValue = properties.apply(SWITCH_PROPERTY);
        boolean enforced = enforcedValue == null || !enforcedValue.trim().equalsIgnoreCase("off");
        return new XmlLimits(
                longValue(properties, "maxBytes", d.maxBytes),
                (int) intValue(properties, "maxDepth", d.maxDepth),
                (int) intValue(properties, "maxChildren", d.maxChildren),
                longValue(properties, "maxElements", d.maxElements),
                (int) intValue(properties, "maxAttributes", d.maxAttributes),
                (int) intValue(properties, "maxNamespaces", d.maxNamespaces),
                longValue(properties, "maxTextLength", d.maxTextLength),
                enforced);
    }

    private static long intValue(Function<String, String> properties, String name, int fallback) {
        long value = longValue(properties, name, fallback);
        if (value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(PROPERTY_PREFIX + name + " must be at most " + Integer.MAX_VALUE + ", not " + value);
        }
        return value;
    }

    private static long longValue(Function<String, String> properties, String name, long fallback) {
        String text = properties.apply(PROPERTY_PREFIX + name);
        if (text == null || text.isBlank()) {
            return fallback;
        }
        try {
            long value = Long.parseLong(text.trim().replace("_", ""));
            requirePositive(name, value);
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(PROPERTY_PREFIX + name + " must be a positive whole number, not '" + text + "'", e);
        }
    }

    private static void requirePositive(String name, long value) {
        if (value < 1) {
            throw new IllegalArgumentException(PROPERTY_PREFIX + name + " must be a positive whole number, not " + value);
        }
    }
}
