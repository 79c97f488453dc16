package org.wssbench.security.input;

import java.util.Arrays;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.util.StreamReaderDelegate;

/**
 * A StAX reader that checks {@link XmlLimits} on every event as the parser delivers it, so a message is refused at the
 * first element, attribute or character beyond a bound, before any tree exists. It also refuses a DTD: SOAP forbids
 * one, and it is where entity expansion and external entities start.
 *
 * <p>The work done before a refusal is bounded by the limit that refuses it: at most {@code maxElements + 1} elements,
 * {@code maxChildren + 1} children of one parent, {@code maxDepth + 1} levels, and for attributes and namespace
 * declarations one start tag, which the parser reads whole and {@code maxBytes} bounds.
 */
final class LimitedReader extends StreamReaderDelegate {

    private final XmlLimits limits;
    /** Children seen so far of each open element; index 0 is the document, which holds the envelope. */
    private long[] childrenAtDepth = new long[16];
    private int depth;
    private long elements;
    private long textRun;

    LimitedReader(XMLStreamReader reader, XmlLimits limits) {
        super(reader);
        this.limits = limits;
    }

    @Override
    public int next() throws XMLStreamException {
        int event = super.next();
        check(event);
        return event;
    }

    @Override
    public int nextTag() throws XMLStreamException {
        // Each event on the way is checked: next() is the only way forward.
        int event = next();
        while (event == XMLStreamConstants.CHARACTERS && isWhiteSpace() || event == XMLStreamConstants.CDATA && isWhiteSpace()
                || event == XMLStreamConstants.SPACE || event == XMLStreamConstants.COMMENT || event == XMLStreamConstants.PROCESSING_INSTRUCTION) {
            event = next();
        }
        if (event != XMLStreamConstants.START_ELEMENT && event != XMLStreamConstants.END_ELEMENT) {
            throw new XMLStreamException("expected a start or end tag", getLocation());
        }
        return event;
    }

    @Override
    public String getElementText() throws XMLStreamException {
        if (getEventType() != XMLStreamConstants.START_ELEMENT) {
            throw new XMLStreamException("getElementText needs a start tag", getLocation());
        }
        StringBuilder text = new StringBuilder();
        for (int event = next(); event != XMLStreamConstants.END_ELEMENT; event = next()) {
            if (event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA || event == XMLStreamConstants.SPACE
                    || event == XMLStreamConstants.ENTITY_REFERENCE) {
                text.append(getText());
            } else if (event == XMLStreamConstants.START_ELEMENT) {
                throw new XMLStreamException("element text holds a child element", getLocation());
            } else if (event == XMLStreamConstants.END_DOCUMENT) {
                throw new XMLStreamException("the document ended inside an element", getLocation());
            }
        }
        return text.toString();
    }

    private void check(int event) throws MessageRefused {
        switch (event) {
            case XMLStreamConstants.START_ELEMENT -> startElement();
            case XMLStreamConstants.END_ELEMENT -> {
                depth--;
                textRun = 0;
            }
            case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                textRun += getTextLength();
                if (textRun > limits.maxTextLength()) {
                    throw MessageRefused.overLimit(textRun, "characters in one text node", limits.maxTextLength(), "maxTextLength");
                }
            }
            case XMLStreamConstants.DTD, XMLStreamConstants.ENTITY_DECLARATION, XMLStreamConstants.NOTATION_DECLARATION,
                 XMLStreamConstants.ENTITY_REFERENCE -> throw MessageRefused.dtd();
            default -> textRun = 0;
        }
    }

    private void startElement() throws MessageRefused {
        textRun = 0;
        elements++;
        if (elements > limits.maxElements()) {
            throw MessageRefused.overLimit(elements, "elements", limits.maxElements(), "maxElements");
        }
        long siblings = ++childrenAtDepth[depth];
        if (siblings > limits.maxChildren()) {
            throw MessageRefused.overLimit(siblings, "children of one element", limits.maxChildren(), "maxChildren");
        }
        depth++;
        if (depth > limits.maxDepth()) {
            throw MessageRefused.overLimit(depth, "levels of nesting", limits.maxDepth(), "maxDepth");
        }
        if (depth == childrenAtDepth.length) {
            childrenAtDepth = Arrays.copyOf(childrenAtDepth, depth * 2);
        }
        childrenAtDepth[depth] = 0;
        int attributes = getAttributeCount();
        if (attributes > limits.maxAttributes()) {
            throw MessageRefused.overLimit(attributes, "attributes on one element", limits.maxAttributes(), "maxAttributes");
        }
        int namespaces = getNamespaceCount();
        if (namespaces > limits.maxNamespaces()) {
            throw MessageRefused.overLimit(namespaces, "namespace declarations on one element", limits.maxNamespaces(), "maxNamespaces");
        }
    }
}
