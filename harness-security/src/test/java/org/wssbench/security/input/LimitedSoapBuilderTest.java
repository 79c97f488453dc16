package org.wssbench.security.input;

import com.sun.net.httpserver.HttpServer;
import org.apache.axiom.soap.SOAPEnvelope;
import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each bound refuses the first unit beyond it, with the text the sender reads, after reading a bounded part of a
 * message that goes on far longer; with the bounds lifted the same messages build (the positive control).
 */
class LimitedSoapBuilderTest {

    private static final String SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final String HEAD = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><s:Envelope xmlns:s=\"" + SOAP11 + "\">"
            + "<s:Body><q:matchQuakes xmlns:q=\"urn:q\">";
    private static final String TAIL = "</q:matchQuakes></s:Body></s:Envelope>";
    private static final XmlLimits SMALL = new XmlLimits(64 * 1024, 20, 100, 1_000, 10, 5, 1_000, true);
    private static final XmlLimits OFF = new XmlLimits(64 * 1024, 20, 100, 1_000, 10, 5, 1_000, false);

    @Test
    void anHonestEnvelopeBuildsWhole() throws Exception {
        SOAPEnvelope envelope = build(SMALL, new CountingStream(message("<q:from>2000</q:from><q:to>2010</q:to>")));
        assertTrue(envelope.isComplete());
        assertEquals("matchQuakes", envelope.getBody().getFirstElement().getLocalName());
    }

    @Test
    void theDefaultsPassTheLargestMessagesThisProjectSends() {
        XmlLimits d = XmlLimits.DEFAULTS;
        // The large response sequence is about 485 KB with one element per quake field; SEI's largest echo is 120 KB.
        assertTrue(d.maxBytes() >= 10 * 485_000L);
        assertTrue(d.maxChildren() >= 10_000 && d.maxDepth() >= 30 && d.maxAttributes() >= 50 && d.maxNamespaces() >= 20);
        assertTrue(d.maxTextLength() >= 200_000 && d.maxElements() >= d.maxChildren());
    }

    @Test
    void manyChildrenAreRefusedAtTheFirstOneOverTheBound() {
        CountingStream sent = repeated("<e/>", 1_000_000);
        assertRefused("Message refused: 101 children of one element exceed the limit of 100 (wssbench.xml.maxChildren)", SMALL, sent);
        assertRead(sent, 101 * 4);
    }

    @Test
    void deepNestingIsRefusedAtTheFirstLevelOverTheBound() {
        CountingStream sent = repeated("<d>", 1_000_000);
        assertRefused("Message refused: 21 levels of nesting exceed the limit of 20 (wssbench.xml.maxDepth)", SMALL, sent);
        assertRead(sent, 21 * 3);
    }

    @Test
    void elementsAreCountedAcrossTheMessage() {
        CountingStream sent = repeated("<a><b/><c/><d/><e/><f/><g/><h/><i/></a>", 100_000);
        XmlLimits elements = new XmlLimits(64 * 1024, 20, 10_000, 1_000, 10, 5, 1_000, true);
        assertRefused("Message refused: 1001 elements exceed the limit of 1000 (wssbench.xml.maxElements)", elements, sent);
        assertRead(sent, 1001 * 5);
    }

    @Test
    void attributesAndNamespaceDeclarationsAreCountedOnOneStartTag() {
        StringBuilder attributes = new StringBuilder("<e");
        StringBuilder namespaces = new StringBuilder("<e");
        for (int i = 0; i < 40; i++) {
            attributes.append(" a").append(i).append("=\"v\"");
            namespaces.append(" xmlns:n").append(i).append("=\"urn:n").append(i).append('"');
        }
        assertRefused("Message refused: 40 attributes on one element exceed the limit of 10 (wssbench.xml.maxAttributes)",
                SMALL, new CountingStream(message(attributes + "/>")));
        assertRefused("Message refused: 40 namespace declarations on one element exceed the limit of 5 (wssbench.xml.maxNamespaces)",
                SMALL, new CountingStream(message(namespaces + "/>")));
    }

    @Test
    void aHugeTextNodeIsRefusedWhileItArrives() {
        CountingStream sent = repeated("x", 60_000);
        AxisFault fault = assertThrows(AxisFault.class, () -> build(SMALL, sent));
        assertTrue(fault.getMessage().matches("Message refused: \\d+ characters in one text node exceed the limit of 1000 \\(wssbench.xml.maxTextLength\\)"),
                fault.getMessage());
        assertTrue(sent.read < 60_000, "read " + sent.read + " of 60,000 bytes of text");
    }

    @Test
    void bytesAreBoundedBelowTheParser() {
        CountingStream sent = repeated("<e>text</e>", 1_000_000);
        XmlLimits bytes = new XmlLimits(4096, 20, 1_000_000, 10_000_000, 10, 5, 1_000, true);
        assertRefused("Message refused: 4097 bytes exceed the limit of 4096 (wssbench.xml.maxBytes)", bytes, sent);
        assertRead(sent, 4097);
    }

    @Test
    void entityExpansionIsRefusedAtTheDoctype() {
        String laughs = "<?xml version=\"1.0\"?><!DOCTYPE s:Envelope [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">"
                + "<!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\"><!ENTITY d \"&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;\">]>"
                + "<s:Envelope xmlns:s=\"" + SOAP11 + "\"><s:Body><q:m xmlns:q=\"urn:q\">&d;&d;&d;&d;</q:m></s:Body></s:Envelope>";
        assertRefused("Message refused: a DTD is not allowed in a SOAP message", SMALL, new CountingStream(laughs.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void externalEntitiesAreNeverFetched() throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        AtomicInteger fetched = new AtomicInteger();
        server.createContext("/", exchange -> {
            fetched.incrementAndGet();
            byte[] body = "<!ENTITY x \"leaked\">".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        try {
            String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/entity";
            String general = "<?xml version=\"1.0\"?><!DOCTYPE s:Envelope [<!ENTITY x SYSTEM \"" + url + "\">]>"
                    + "<s:Envelope xmlns:s=\"" + SOAP11 + "\"><s:Body><q:m xmlns:q=\"urn:q\">&x;</q:m></s:Body></s:Envelope>";
            String parameter = "<?xml version=\"1.0\"?><!DOCTYPE s:Envelope [<!ENTITY % p SYSTEM \"" + url + "\"> %p;]>"
                    + "<s:Envelope xmlns:s=\"" + SOAP11 + "\"><s:Body><q:m xmlns:q=\"urn:q\">&x;</q:m></s:Body></s:Envelope>";
            for (String hostile : List.of(general, parameter)) {
                assertRefused("Message refused: a DTD is not allowed in a SOAP message", SMALL, new CountingStream(hostile.getBytes(StandardCharsets.UTF_8)));
            }
            assertEquals(0, fetched.get(), "requests to the external entity's URL");
        } finally {
            server.stop(0);
        }
    }

    @Test
    void truncatedAndNonXmlBytesGetOneClearFault() {
        byte[] whole = message("<q:from>2000</q:from>");
        byte[] truncated = Arrays.copyOf(whole, whole.length / 2);
        for (byte[] bad : List.of(truncated, new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 1, 2, 3})) {
            AxisFault fault = assertThrows(AxisFault.class, () -> build(SMALL, new CountingStream(bad)));
            assertTrue(fault.getMessage().startsWith("Message refused: not well-formed XML ("), fault.getMessage());
            assertFalse(fault.getMessage().contains("\n"), fault.getMessage());
        }
    }

    @Test
    void aRefusalIsAClientFaultForSoap11AndASenderFaultForSoap12() {
        AxisFault soap11 = assertThrows(AxisFault.class, () -> build(SMALL, repeated("<e/>", 200), "text/xml; charset=UTF-8"));
        assertEquals("Client", soap11.getFaultCode().getLocalPart());
        AxisFault soap12 = assertThrows(AxisFault.class, () -> build(SMALL, repeated("<e/>", 200), "application/soap+xml; charset=UTF-8"));
        assertEquals("Sender", soap12.getFaultCode().getLocalPart());
    }

    /** The positive control: with the bounds lifted, every message the bounds refuse is parsed whole. */
    @Test
    void withTheBoundsLiftedTheSameMessagesBuild() throws Exception {
        for (CountingStream hostile : List.of(repeated("<e/>", 5_000), repeated("<a><b/><c/><d/><e/><f/><g/><h/><i/></a>", 500))) {
            SOAPEnvelope envelope = build(OFF, hostile);
            envelope.build();
            assertTrue(envelope.isComplete());
        }
    }

    @Test
    void limitsComeFromSystemPropertiesAndABadValueNamesItsProperty() {
        XmlLimits set = XmlLimits.from(Map.of("wssbench.xml.maxChildren", "7", "wssbench.xml.maxBytes", "1_000")::get);
        assertEquals(7, set.maxChildren());
        assertEquals(1000, set.maxBytes());
        assertEquals(XmlLimits.DEFAULTS.maxDepth(), set.maxDepth());
        assertTrue(set.enforced());
        assertFalse(XmlLimits.from(Map.of("wssbench.xml.limits", "off")::get).enforced());
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> XmlLimits.from(Map.of("wssbench.xml.maxDepth", "deep")::get));
        assertEquals("wssbench.xml.maxDepth must be a positive whole number, not 'deep'", bad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> XmlLimits.from(Map.of("wssbench.xml.maxDepth", "0")::get));
    }

    private static void assertRefused(String expected, XmlLimits limits, CountingStream sent) {
        AxisFault fault = assertThrows(AxisFault.class, () -> build(limits, sent));
        assertEquals(expected, fault.getMessage());
    }

    /** The work done before the refusal: the bytes the parser pulled, at most its buffer beyond the refusing unit. */
    private static void assertRead(CountingStream sent, long refusingBytes) {
        assertTrue(sent.read <= HEAD.length() + refusingBytes + 16 * 1024, "read " + sent.read + " bytes before the refusal");
    }

    private static SOAPEnvelope build(XmlLimits limits, InputStream in) throws AxisFault {
        return build(limits, in, "text/xml; charset=UTF-8");
    }

    private static SOAPEnvelope build(XmlLimits limits, InputStream in, String contentType) throws AxisFault {
        MessageContext context = new MessageContext();
        context.setProperty(org.apache.axis2.Constants.Configuration.CHARACTER_SET_ENCODING, "UTF-8");
        String soapNamespace = contentType.startsWith("application/soap+xml") ? "http://www.w3.org/2003/05/soap-envelope" : SOAP11;
        InputStream message = soapNamespace.equals(SOAP11) ? in : new SequenceInputStream(Collections.enumeration(List.of(
                new ByteArrayInputStream(HEAD.replace(SOAP11, soapNamespace).getBytes(StandardCharsets.UTF_8)), skipHead(in))));
        return (SOAPEnvelope) new LimitedSoapBuilder(limits).processDocument(message, contentType, context);
    }

    private static InputStream skipHead(InputStream in) {
        try {
            in.readNBytes(HEAD.length());
            return in;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] message(String content) {
        return (HEAD + content + TAIL).getBytes(StandardCharsets.UTF_8);
    }

    /** HEAD, then {@code unit} {@code times} times, then TAIL, generated as it is read. */
    private static CountingStream repeated(String unit, int times) {
        byte[] head = HEAD.getBytes(StandardCharsets.UTF_8);
        byte[] body = unit.getBytes(StandardCharsets.UTF_8);
        byte[] tail = TAIL.getBytes(StandardCharsets.UTF_8);
        long total = head.length + (long) body.length * times + tail.length;
        return new CountingStream(new InputStream() {
            private long position;

            @Override
            public int read() {
                if (position >= total) {
                    return -1;
                }
                long p = position++;
                if (p < head.length) {
                    return head[(int) p] & 0xff;
                }
                long inBody = p - head.length;
                if (inBody < (long) body.length * times) {
                    return body[(int) (inBody % body.length)] & 0xff;
                }
                return tail[(int) (inBody - (long) body.length * times)] & 0xff;
            }
        });
    }

    /** Counts the bytes the parser pulls. */
    private static final class CountingStream extends FilterInputStream {
        long read;

        CountingStream(byte[] bytes) {
            this(new ByteArrayInputStream(bytes));
        }

        CountingStream(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            read += b < 0 ? 0 : 1;
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            read += Math.max(n, 0);
            return n;
        }
    }
}
