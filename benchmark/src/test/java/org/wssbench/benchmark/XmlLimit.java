package org.wssbench.benchmark;

/**
 * The limits that the service's and the client's message builders hold every message to while
 * streaming it, before any security processing (system properties {@code wssbench.xml.<name>}),
 * with their defaults, and the refusal each one gives. The tests state the contract here
 * themselves, so that a refusal in other words, or at another count, fails them.
 */
enum XmlLimit {
    BYTES("maxBytes", 16_777_216, "bytes"),
    DEPTH("maxDepth", 100, "levels of nesting"),
    CHILDREN("maxChildren", 50_000, "children of one element"),
    ELEMENTS("maxElements", 1_000_000, "elements"),
    ATTRIBUTES("maxAttributes", 500, "attributes on one element"),
    NAMESPACES("maxNamespaces", 100, "namespace declarations on one element"),
    TEXT("maxTextLength", 8_388_608, "characters in one text node");

    /** The system property that takes every limit out ({@code off}): test-only services, the availability benchmark. */
    static final String SWITCH = "wssbench.xml.limits";
    /** How every refusal of a message begins, in the service's fault and in the client's error. */
    static final String REFUSED = "Message refused: ";
    /** The refusal of any DOCTYPE (entity expansion, external general and parameter entities). */
    static final String DTD = REFUSED + "a DTD is not allowed in a SOAP message";
    /** How the refusal of a truncated message, or of bytes that are not XML, begins. */
    static final String NOT_WELL_FORMED = REFUSED + "not well-formed XML";

    private final String name;
    private final int defaultLimit;
    private final String what;

    XmlLimit(String name, int defaultLimit, String what) {
        this.name = name;
        this.defaultLimit = defaultLimit;
        this.what = what;
    }

    /** Its system property, e.g. {@code wssbench.xml.maxDepth}. */
    String property() {
        return "wssbench.xml." + name;
    }

    int defaultLimit() {
        return defaultLimit;
    }

    /** The refusal of a message in which {@code count} units of this limit were counted before the check stopped. */
    String refusal(long count) {
        return REFUSED + count + " " + what + " exceed the limit of " + defaultLimit + " (" + property() + ")";
    }

    /** The refusal of a message over the limit, counted as far as the first unit over it: the work it cost is bounded. */
    String refusalAtFirstUnitOver() {
        return refusal(defaultLimit + 1L);
    }

    /** The refusal of content type {@code contentType} (HTTP 415, by the service's filter). */
    static String contentTypeRefusal(String contentType) {
        return REFUSED + "content type " + contentType + " is not a SOAP content type";
    }
}
