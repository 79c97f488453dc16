package org.wssbench.security.input;

import javax.xml.stream.XMLStreamException;

/**
 * An inbound message refused before it was built: a bound of {@link XmlLimits} exceeded, a DTD, or bytes that are not
 * well-formed XML. Its message is the fault text the sender receives.
 */
public final class MessageRefused extends XMLStreamException {

    private static final long serialVersionUID = 1L;

    /** Why a message was refused. */
    public enum Kind {
        /** A bound of {@link XmlLimits} exceeded. */
        OVER_LIMIT,
        /** A DTD, which SOAP forbids. */
        DTD,
        /** A content type that is not SOAP's. */
        CONTENT_TYPE,
        /** Bytes that are not well-formed XML: the sender's fault, not a rule of this side's. */
        NOT_WELL_FORMED
    }

    private final Kind kind;

    private MessageRefused(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    /** A bound exceeded: {@code count} units of {@code what} were read where {@code limit} are allowed. */
    static MessageRefused overLimit(long count, String what, long limit, String property) {
        return new MessageRefused(Kind.OVER_LIMIT, "Message refused: " + count + " " + what + " exceed the limit of " + limit + " ("
                + XmlLimits.PROPERTY_PREFIX + property + ")");
    }

    static MessageRefused dtd() {
        return new MessageRefused(Kind.DTD, "Message refused: a DTD is not allowed in a SOAP message");
    }

    /** A message of a content type that is not SOAP's ({@link SoapContentType}). */
    static MessageRefused contentType(String contentType) {
        return new MessageRefused(Kind.CONTENT_TYPE, SoapContentType.refusal(contentType));
    }

    /** The parser's own complaint, first line only. */
    static MessageRefused notWellFormed(Throwable parserError) {
        String detail = parserError.getMessage() == null ? parserError.getClass().getSimpleName() : parserError.getMessage();
        int lineEnd = detail.indexOf('\n');
        String firstLine = (lineEnd < 0 ? detail : detail.substring(0, lineEnd)).trim();
        return new MessageRefused(Kind.NOT_WELL_FORMED, "Message refused: not well-formed XML (" + firstLine + ")");
    }

    /** The refusal somewhere in the cause chain of {@code failure}, if there is one. */
    static MessageRefused findIn(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof MessageRefused refused) {
                return refused;
            }
            if (t instanceof XMLStreamException stream && stream.getNestedException() instanceof MessageRefused refused) {
                return refused;
            }
            if (t instanceof ByteLimitExceeded bytes) {
                return bytes.refusal();
            }
        }
        return null;
    }
}
