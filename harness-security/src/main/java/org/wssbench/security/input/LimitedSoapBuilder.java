package org.wssbench.security.input;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMException;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axiom.om.util.StAXParserConfiguration;
import org.apache.axiom.om.util.StAXUtils;
import org.apache.axiom.soap.SOAP11Constants;
import org.apache.axiom.soap.SOAP12Constants;
import org.apache.axiom.soap.SOAPEnvelope;
import org.apache.axiom.soap.SOAPModelBuilder;
import org.apache.axiom.util.stax.dialect.StAXDialect;
import org.apache.axis2.AxisFault;
import org.apache.axis2.Constants;
import org.apache.axis2.builder.BuilderUtil;
import org.apache.axis2.builder.SOAPBuilder;
import org.apache.axis2.context.MessageContext;

import java.io.InputStream;
import java.util.Locale;

import javax.xml.namespace.QName;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Axis2's message builder for {@code text/xml} and {@code application/soap+xml}, with {@link XmlLimits} checked while
 * the message streams in. It builds the whole envelope before it returns, so the transport refuses an oversized or
 * malformed message before any handler runs: Rampart, which walks and converts the whole message before it checks
 * anything, never sees it.
 *
 * <p>Registered in the service's and the client's axis2.xml ({@code messageBuilders}). A refusal is a SOAP fault with
 * code Client (1.1) or Sender (1.2) whose reason is the {@link MessageRefused} text. With {@code wssbench.xml.limits=off}
 * it is Axis2's own {@link SOAPBuilder}.
 */
public final class LimitedSoapBuilder extends SOAPBuilder {

    /** Woodstox's own attribute bound would refuse a long start tag with its own words first; ours is the one that counts. */
    private static final String WOODSTOX_MAX_ATTRIBUTES = "com.ctc.wstx.maxAttributesPerElement";

    /**
     * No DTD is processed or fetched (the reader refuses its event), and text is not coalesced, so the text bound is
     * checked as the text arrives.
     */
    private static final StAXParserConfiguration PARSER = new StAXParserConfiguration() {
        @Override
        public XMLInputFactory configure(XMLInputFactory factory, StAXDialect dialect) {
            factory.setProperty(XMLInputFactory.SUPPORT_DTD, Boolean.FALSE);
            factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, Boolean.FALSE);
            factory.setProperty(XMLInputFactory.IS_COALESCING, Boolean.FALSE);
            if (factory.isPropertySupported(WOODSTOX_MAX_ATTRIBUTES)) {
                factory.setProperty(WOODSTOX_MAX_ATTRIBUTES, Integer.MAX_VALUE);
            }
            return factory;
        }

        @Override
        public String toString() {
            return "SOAP, bounded by XmlLimits";
        }
    };

    private final XmlLimits limits;

    /** With the limits of the system properties, read once: Axis2 creates one builder per configuration. */
    public LimitedSoapBuilder() {
        this(XmlLimits.fromSystemProperties());
    }

    public LimitedSoapBuilder(XmlLimits limits) {
        this.limits = limits;
    }

    public XmlLimits limits() {
        return limits;
    }

    @Override
    public OMElement processDocument(InputStream in, String contentType, MessageContext context) throws AxisFault {
        if (!limits.enforced()) {
            return super.processDocument(in, contentType, context);
        }
        String charset = (String) context.getProperty(Constants.Configuration.CHARACTER_SET_ENCODING);
        SOAPEnvelope envelope;
        SOAPModelBuilder builder;
        try {
            builder = OMXMLBuilderFactory.createStAXSOAPModelBuilder(parse(in, charset));
            context.setProperty(Constants.BUILDER, builder);
            envelope = builder.getSOAPEnvelope();
            envelope.build();
        } catch (XMLStreamException | OMException e) {
            throw refusal(e, contentType, context);
        }
        BuilderUtil.validateSOAPVersion(BuilderUtil.getEnvelopeNamespace(contentType), envelope);
        BuilderUtil.validateCharSetEncoding(charset, builder.getDocument().getCharsetEncoding(), envelope.getNamespace().getNamespaceURI());
        return envelope;
    }

    /** A bounded reader over {@code in}: the byte bound below the parser, every other bound above it. */
    XMLStreamReader parse(InputStream in, String charset) throws XMLStreamException {
        InputStream bounded = new LimitedInputStream(in, limits.maxBytes());
        XMLStreamReader parser = charset == null
                ? StAXUtils.createXMLStreamReader(PARSER, bounded)
                : StAXUtils.createXMLStreamReader(PARSER, bounded, charset);
        return new LimitedReader(parser, limits);
    }

    /**
     * The fault of a refused message. In the client it carries the {@link MessageRefused} as its cause, so the driver
     * tells the client's own refusal of a response from a fault the service sent; the service's fault stays the text.
     */
    private static AxisFault refusal(Exception failure, String contentType, MessageContext context) {
        MessageRefused refused = MessageRefused.findIn(failure);
        if (refused == null) {
            refused = MessageRefused.notWellFormed(innermostStreamError(failure));
        }
        QName code = contentType != null && contentType.toLowerCase(Locale.ROOT).contains("application/soap+xml")
                ? SOAP12Constants.QNAME_SENDER_FAULTCODE
                : SOAP11Constants.QNAME_SENDER_FAULTCODE;
        return context.isServerSide() ? new AxisFault(refused.getMessage(), code) : new AxisFault(refused.getMessage(), code, refused);
    }

    /** The parser's own exception: Axiom wraps it in an OMException, sometimes twice. */
    private static Throwable innermostStreamError(Throwable failure) {
        Throwable found = failure;
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof XMLStreamException) {
                found = t;
            }
        }
        return found;
    }
}
