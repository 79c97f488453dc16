package org.wssbench.security.input;

import javax.xml.stream.XMLStreamException;

/**
 * An inbound message refused before it was built: a bound of {@link XmlLimits} exceeded, a DTD, or bytes that are not
 * well-formed XML. Its message is the fault text the sender receives.
 */
public final class MessageRefused extends XMLStreamException {

    private static final long serialVersionUID = 1L;

    private MessageRefused(String message) {
        super(message);
    }

    /** A bound exceeded: {@code count} units of {@code what} were read where {@code limit} are allowed. */
    static MessageRefused overLimit(long count, String what, long limit, String property) {
        return new MessageRefused("Message refused: " + count + " " + what + " exceed the limit of " + limit + " ("
                + XmlLimits.PROPERTY_PREFIX + property + ")");
    }

    static MessageRefused dtd() {
        return new MessageRefused("Message refused: a DTD is not allowed in a SOAP message");
    }

    /** The parser's own complaint, first line only. */
    static MessageRefused notWellFormed(Throwable parserError) {
        String detail = parserError.getMessage() == null ? parserError.getClass().getSimpleName() : parserError.getMessage();
        int lineEnd = detail.indexOf('\n');
        return new MessageRefused("Message refused: not well-formed XML (" + (lineEnd < 0 ? detail : detail.substring(0, lineEnd)).trim() + ")");
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
