package org.wssbench.benchmark;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The hostile-input attacks, each made from a genuine message (a request or a response, as the
 * client or the service sent it): a DOCTYPE (entity expansion, an external general or parameter
 * entity), structures past one of the limits ({@link XmlLimit}), a truncated envelope, bytes that
 * are not XML. Each case knows the refusal it must get and its positive control, which must pass:
 * where a limit refuses it, the same message exactly at the limit (so the limit, and not a broken
 * message, refused the other); otherwise the same message with the attack undone. The hostile structures go where the business logic does not
 * read them (a header block without mustUnderstand, Body elements after the operation's), so that
 * a service or client without the limits answers them.
 */
final class HostileXml {

    /** The namespace of the hostile elements, declared on the Envelope so that no hostile element declares one itself. */
    static final String NAMESPACE = "urn:wssbench:hostile";
    /** The Body's own children beside the operation's element that {@link #MANY_CHILDREN} adds: over the limit. */
    static final int CHILDREN_OVER = 60_000;
    private static final Pattern XML_DECLARATION = Pattern.compile("^\\s*<\\?xml[^>]*\\?>");
    private static final Pattern ENVELOPE = Pattern.compile("<((\\w+):)?Envelope\\b[^>]*?>");
    private static final Pattern HEADER = Pattern.compile("<((\\w+):)?Header\\b[^>]*?(/?)>");
    private static final Pattern BODY_START = Pattern.compile("<((\\w+):)?Body\\b[^>]*>");
    private static final Pattern BODY_END = Pattern.compile("</((\\w+):)?Body>");
    private static final int TEXT_CHUNK = 4096;
    private static final String AT_THE_LIMIT = "the same message exactly at the limit is answered";
    private static final String WITHOUT_DOCTYPE = "the same message without its DOCTYPE is answered";

    /** Builds a case's message from the genuine one; {@code fetches} is where an external entity points. */
    @FunctionalInterface
    interface Build {
        HostileMessage of(byte[] genuine, URI fetches);
    }

    /**
     * One attack: its name in the attack table, its message, the refusal (exact, or how it begins),
     * and its control: the same message at the limit where a limit refuses it ({@code limited}),
     * otherwise the same message with the attack undone, and what the control shows.
     */
    record Case(String attack, Build hostile, String refusal, boolean refusalIsPrefix, Build control, String controlWhy, boolean limited) {
        /** Whether {@code message} (a fault's reason, or a client's error) is this case's refusal. */
        boolean refuses(String message) {
            return refusalIsPrefix ? message.startsWith(refusal) : message.equals(refusal);
        }

        /** Whether {@code error} (a client's error, refusal and causes) holds this case's refusal. */
        boolean refusedIn(String error) {
            return error.contains(refusal);
        }

        @Override
        public String toString() {
            return attack;
        }
    }

    static final Case ENTITY_EXPANSION = new Case("entity-expansion",
            (genuine, fetches) -> withDoctype(genuine, entityExpansion(), "&e9;"), XmlLimit.DTD, false, HostileXml::undone,
            WITHOUT_DOCTYPE, false);
    static final Case EXTERNAL_GENERAL_ENTITY = new Case("external-general-entity",
            (genuine, fetches) -> withDoctype(genuine, "<!ENTITY x SYSTEM \"" + fetches.resolve("general") + "\">", "&x;"),
            XmlLimit.DTD, false, HostileXml::undone, WITHOUT_DOCTYPE, false);
    static final Case EXTERNAL_PARAMETER_ENTITY = new Case("external-parameter-entity",
            (genuine, fetches) -> withDoctype(genuine, "<!ENTITY % x SYSTEM \"" + fetches.resolve("parameter") + "\"> %x;", ""),
            XmlLimit.DTD, false, HostileXml::undone, WITHOUT_DOCTYPE, false);
    static final Case DEEP_NESTING_BODY = limited("deep-nesting-body", XmlLimit.DEPTH,
            levels -> (genuine, fetches) -> inBody(genuine, nested(levels)), 150, 98);
    static final Case DEEP_NESTING_HEADER = limited("deep-nesting-header", XmlLimit.DEPTH,
            levels -> (genuine, fetches) -> inHeader(genuine, nested(levels)), 150, 98);
    static final Case MANY_CHILDREN = limited("many-children", XmlLimit.CHILDREN,
            count -> (genuine, fetches) -> inBody(genuine, part -> part.repeat("<h:c/>", count)), CHILDREN_OVER, 49_999);
    static final Case MANY_ATTRIBUTES = counted("many-attributes", XmlLimit.ATTRIBUTES,
            count -> (genuine, fetches) -> inHeader(genuine, part -> part.text("<h:a").repeat(i -> " a" + i + "=\"\"", count).text("/>")),
            600, 500);
    static final Case MANY_NAMESPACES = counted("many-namespaces", XmlLimit.NAMESPACES,
            count -> (genuine, fetches) -> inHeader(genuine,
                    part -> part.text("<h:n").repeat(i -> " xmlns:n" + i + "=\"urn:n" + i + "\"", count).text("/>")),
            150, 100);
    static final Case HUGE_TEXT = limited("huge-text", XmlLimit.TEXT,
            length -> (genuine, fetches) -> inHeader(genuine, text(length)), XmlLimit.TEXT.defaultLimit() + 1, XmlLimit.TEXT.defaultLimit());
    static final Case TRUNCATED_ENVELOPE = new Case("truncated-envelope",
            (genuine, fetches) -> HostileMessage.builder().text(latin1(Arrays.copyOf(genuine, genuine.length / 2))).build(),
            XmlLimit.NOT_WELL_FORMED, true, HostileXml::whole, "the whole envelope is answered", false);
    static final Case NOT_XML = new Case("not-xml",
            (genuine, fetches) -> HostileMessage.builder().text("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000!\u007f,").build(),
            XmlLimit.NOT_WELL_FORMED, true, HostileXml::whole, "a genuine envelope in its place, same content type, is answered", false);

    /** Every case made of a message, in the attack table's terms (the wrong content type is a header's, not a message's). */
    static final List<Case> CASES = List.of(ENTITY_EXPANSION, EXTERNAL_GENERAL_ENTITY, EXTERNAL_PARAMETER_ENTITY, DEEP_NESTING_BODY,
            DEEP_NESTING_HEADER, MANY_CHILDREN, MANY_ATTRIBUTES, MANY_NAMESPACES, HUGE_TEXT, TRUNCATED_ENVELOPE, NOT_XML);

    /** Content types that are not SOAP's: the service refuses a request of them before reading it, the client a response unread. */
    static final List<String> WRONG_CONTENT_TYPES = List.of("image/gif", "text/plain");

    private HostileXml() {
    }

    /** A case past a counted limit, refused at the first unit over it; {@code over} and {@code atLimit} are its sizes. */
    private static Case limited(String attack, XmlLimit limit, IntFunction<Build> sized, int over, int atLimit) {
        return new Case(attack, sized.apply(over), limit.refusalAtFirstUnitOver(), false, sized.apply(atLimit), AT_THE_LIMIT, true);
    }

    /**
     * A case past a limit on what one start tag holds (attributes, namespace declarations): the start
     * tag is read whole, so the refusal counts all {@code over} of them.
     */
    private static Case counted(String attack, XmlLimit limit, IntFunction<Build> sized, int over, int atLimit) {
        return new Case(attack, sized.apply(over), limit.refusal(over), false, sized.apply(atLimit), AT_THE_LIMIT, true);
    }

    /** {@code levels} nested hostile elements: below the Body or the Header (depth 2), 2 + levels deep. */
    private static Consumer<HostileMessage.Builder> nested(int levels) {
        return part -> part.repeat("<h:d>", levels).repeat("</h:d>", levels);
    }

    /** One hostile element holding {@code length} characters of text. */
    private static Consumer<HostileMessage.Builder> text(int length) {
        String chunk = "x".repeat(TEXT_CHUNK);
        return part -> part.text("<h:t>").repeat(chunk, length / TEXT_CHUNK).text("x".repeat(length % TEXT_CHUNK)).text("</h:t>");
    }

    /** Ten entities, each ten of the one before: 10^9 copies of the first if a parser expanded the last. */
    private static String entityExpansion() {
        StringBuilder subset = new StringBuilder("<!ENTITY e0 \"hostile\">");
        for (int i = 1; i < 10; i++) {
            subset.append("<!ENTITY e").append(i).append(" \"").append(("&e" + (i - 1) + ";").repeat(10)).append("\">");
        }
        return subset.toString();
    }

    /** The genuine message, the hostile namespace declared on its Envelope, with {@code content} as the Header's first child. */
    static HostileMessage inHeader(byte[] genuine, Consumer<HostileMessage.Builder> content) {
        String text = declareNamespace(latin1(genuine));
        Matcher header = HEADER.matcher(text);
        String before;
        String after;
        if (header.find() && header.group(3).isEmpty()) {
            before = text.substring(0, header.end());
            after = text.substring(header.end());
        } else {
            String prefix = envelopePrefix(text);
            String open = "<" + prefix + "Header>";
            String close = "</" + prefix + "Header>";
            if (header.find(0)) {
                // an empty Header: <prefix:Header/>
                before = text.substring(0, header.start()) + open;
                after = close + text.substring(header.end());
            } else {
                Matcher body = find(BODY_START, text, "Body");
                before = text.substring(0, body.start()) + open;
                after = close + text.substring(body.start());
            }
        }
        HostileMessage.Builder message = HostileMessage.builder().text(before);
        content.accept(message);
        return message.text(after).build();
    }

    /** The genuine message, the hostile namespace declared on its Envelope, with {@code content} after the Body's own content. */
    static HostileMessage inBody(byte[] genuine, Consumer<HostileMessage.Builder> content) {
        String text = declareNamespace(latin1(genuine));
        Matcher end = find(BODY_END, text, "Body end");
        HostileMessage.Builder message = HostileMessage.builder().text(text.substring(0, end.start()));
        content.accept(message);
        return message.text(text.substring(end.start())).build();
    }

    /**
     * The genuine message with a DOCTYPE of internal subset {@code subset} before its Envelope, and
     * a header block holding {@code reference} (an entity reference, or nothing).
     */
    static HostileMessage withDoctype(byte[] genuine, String subset, String reference) {
        String text = latin1(inHeader(genuine, part -> part.text("<h:t>" + reference + "</h:t>")).bytes());
        Matcher declaration = XML_DECLARATION.matcher(text);
        int at = declaration.find() ? declaration.end() : 0;
        String root = envelopePrefix(text) + "Envelope";
        return HostileMessage.builder().text(text.substring(0, at)).text("<!DOCTYPE " + root + " [" + subset + "]>")
                .text(text.substring(at)).build();
    }

    /** The DOCTYPE cases undone: the same header block, holding text in place of the entity reference, and no DOCTYPE. */
    static HostileMessage undone(byte[] genuine, URI fetches) {
        return inHeader(genuine, part -> part.text("<h:t>hostile</h:t>"));
    }

    /** The genuine message as it was sent. */
    static HostileMessage whole(byte[] genuine, URI fetches) {
        return HostileMessage.builder().text(latin1(genuine)).build();
    }

    private static String declareNamespace(String text) {
        Matcher envelope = find(ENVELOPE, text, "Envelope");
        int close = envelope.end() - 1;
        return text.substring(0, close) + " xmlns:h=\"" + NAMESPACE + "\"" + text.substring(close);
    }

    /** The Envelope's prefix with its colon ("soapenv:"), or "" where the SOAP namespace is the default one. */
    private static String envelopePrefix(String text) {
        Matcher envelope = find(ENVELOPE, text, "Envelope");
        return envelope.group(1) == null ? "" : envelope.group(1);
    }

    private static Matcher find(Pattern pattern, String text, String what) {
        Matcher matcher = pattern.matcher(text);
        if (!matcher.find()) {
            throw new IllegalArgumentException("the genuine message has no " + what + ": " + EnforcementIT.abbreviate(text));
        }
        return matcher;
    }

    /** A message's bytes as one character each (ISO-8859-1), so that they go back to the same bytes whatever they encode. */
    static String latin1(byte[] message) {
        return new String(message, StandardCharsets.ISO_8859_1);
    }
}
