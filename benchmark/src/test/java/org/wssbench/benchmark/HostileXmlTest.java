package org.wssbench.benchmark;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The hostile messages hold exactly what their cases say: one unit over a limit, or exactly at it, and the genuine message around it. */
class HostileXmlTest {

    private static final URI FETCHES = URI.create("http://127.0.0.1:9/");
    private static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final String OPERATION = "<ns:matchQuakes xmlns:ns=\"urn:q\"><ns:region>B\u00c9RING</ns:region></ns:matchQuakes>";
    /** Without a Header; with an empty one; with a header block (as a secured message). */
    private static final String[] GENUINE = {
        "<?xml version='1.0' encoding='UTF-8'?><soapenv:Envelope xmlns:soapenv=\"" + SOAP + "\"><soapenv:Body>" + OPERATION
                + "</soapenv:Body></soapenv:Envelope>",
        "<soapenv:Envelope xmlns:soapenv=\"" + SOAP + "\"><soapenv:Header/><soapenv:Body>" + OPERATION + "</soapenv:Body></soapenv:Envelope>",
        "<s:Envelope xmlns:s=\"" + SOAP + "\"><s:Header><w:Security xmlns:w=\"urn:w\"/></s:Header><s:Body>" + OPERATION
                + "</s:Body></s:Envelope>",
    };

    /** The largest of each count over a whole message (text nodes coalesced). */
    record Counts(int depth, int children, int attributes, int namespaces, int text, boolean operationIntact) {
    }

    static Counts count(HostileMessage message) throws XMLStreamException {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.IS_COALESCING, true);
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        Deque<int[]> open = new ArrayDeque<>();
        int depth = 0;
        int children = 0;
        int attributes = 0;
        int namespaces = 0;
        int text = 0;
        boolean operation = false;
        try (InputStream in = message.open()) {
            XMLStreamReader reader = factory.createXMLStreamReader(in);
            while (reader.hasNext()) {
                int event = reader.next();
                if (event == XMLStreamConstants.START_ELEMENT) {
                    if (!open.isEmpty()) {
                        children = Math.max(children, ++open.peek()[0]);
                    }
                    open.push(new int[1]);
                    depth = Math.max(depth, open.size());
                    attributes = Math.max(attributes, reader.getAttributeCount());
                    namespaces = Math.max(namespaces, reader.getNamespaceCount());
                    if ("region".equals(reader.getLocalName())) {
                        operation = "B\u00c9RING".equals(reader.getElementText());
                        open.pop();
                    }
                } else if (event == XMLStreamConstants.END_ELEMENT) {
                    open.pop();
                } else if (event == XMLStreamConstants.CHARACTERS) {
                    text = Math.max(text, reader.getTextLength());
                }
            }
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
        return new Counts(depth, children, attributes, namespaces, text, operation);
    }

    private static byte[] genuine(int which) {
        return GENUINE[which].getBytes(StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void eachLimitedCaseIsOneUnitOverItsLimitAndItsControlExactlyAtIt(int which) throws Exception {
        byte[] genuine = genuine(which);
        Counts over = count(HostileXml.DEEP_NESTING_BODY.hostile().of(genuine, FETCHES));
        Counts at = count(HostileXml.DEEP_NESTING_BODY.control().of(genuine, FETCHES));
        assertTrue(over.depth() > XmlLimit.DEPTH.defaultLimit(), "nesting in the Body: " + over);
        assertEquals(XmlLimit.DEPTH.defaultLimit(), at.depth(), "nesting in the Body at the limit");
        assertEquals(XmlLimit.DEPTH.defaultLimit(), count(HostileXml.DEEP_NESTING_HEADER.control().of(genuine, FETCHES)).depth());
        assertTrue(count(HostileXml.DEEP_NESTING_HEADER.hostile().of(genuine, FETCHES)).depth() > XmlLimit.DEPTH.defaultLimit());

        assertEquals(HostileXml.CHILDREN_OVER + 1, count(HostileXml.MANY_CHILDREN.hostile().of(genuine, FETCHES)).children(),
                "the Body's children: the operation's element and the hostile ones");
        assertEquals(XmlLimit.CHILDREN.defaultLimit(), count(HostileXml.MANY_CHILDREN.control().of(genuine, FETCHES)).children());

        assertEquals(600, count(HostileXml.MANY_ATTRIBUTES.hostile().of(genuine, FETCHES)).attributes());
        assertEquals(XmlLimit.ATTRIBUTES.defaultLimit(), count(HostileXml.MANY_ATTRIBUTES.control().of(genuine, FETCHES)).attributes());
        assertEquals(150, count(HostileXml.MANY_NAMESPACES.hostile().of(genuine, FETCHES)).namespaces());
        assertEquals(XmlLimit.NAMESPACES.defaultLimit(), count(HostileXml.MANY_NAMESPACES.control().of(genuine, FETCHES)).namespaces());

        Counts text = count(HostileXml.HUGE_TEXT.hostile().of(genuine, FETCHES));
        assertEquals(XmlLimit.TEXT.defaultLimit() + 1, text.text());
        assertTrue(text.operationIntact(), "the genuine message's own content, non-ASCII included, is kept");
        assertEquals(XmlLimit.TEXT.defaultLimit(), count(HostileXml.HUGE_TEXT.control().of(genuine, FETCHES)).text());
    }

    @Test
    void theRefusalsNameTheCountTheLimitAndItsProperty() {
        assertEquals("Message refused: 101 levels of nesting exceed the limit of 100 (wssbench.xml.maxDepth)",
                HostileXml.DEEP_NESTING_HEADER.refusal());
        assertEquals("Message refused: 50001 children of one element exceed the limit of 50000 (wssbench.xml.maxChildren)",
                HostileXml.MANY_CHILDREN.refusal());
        assertEquals("Message refused: 600 attributes on one element exceed the limit of 500 (wssbench.xml.maxAttributes)",
                HostileXml.MANY_ATTRIBUTES.refusal());
        assertTrue(HostileXml.TRUNCATED_ENVELOPE.refuses("Message refused: not well-formed XML: unexpected end of input"));
        assertTrue(!HostileXml.ENTITY_EXPANSION.refuses("Message refused: a DTD is not allowed in a SOAP message."), "exact, not a prefix");
    }

    @Test
    void doctypeCasesDeclareTheirEntitiesBeforeTheEnvelopeAndPointAtTheCounter() {
        String general = HostileXml.latin1(HostileXml.EXTERNAL_GENERAL_ENTITY.hostile().of(genuine(0), FETCHES).bytes());
        assertTrue(general.startsWith("<?xml version='1.0' encoding='UTF-8'?><!DOCTYPE soapenv:Envelope [<!ENTITY x SYSTEM"
                + " \"http://127.0.0.1:9/general\">]><soapenv:Envelope"), general);
        assertTrue(general.contains("<h:t>&x;</h:t>"), general);
        String parameter = HostileXml.latin1(HostileXml.EXTERNAL_PARAMETER_ENTITY.hostile().of(genuine(2), FETCHES).bytes());
        assertTrue(parameter.startsWith("<!DOCTYPE s:Envelope [<!ENTITY % x SYSTEM \"http://127.0.0.1:9/parameter\"> %x;]><s:Envelope"), parameter);
        String expansion = HostileXml.latin1(HostileXml.ENTITY_EXPANSION.hostile().of(genuine(1), FETCHES).bytes());
        assertTrue(expansion.contains("<!ENTITY e9 \"" + "&e8;".repeat(10) + "\">") && expansion.contains("&e9;"), expansion);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void controlsOfTheOtherCasesAreWellFormedAndTheAttacksAreNot(int which) throws Exception {
        byte[] genuine = genuine(which);
        for (HostileXml.Case hostileCase : HostileXml.CASES) {
            assertTrue(count(hostileCase.control().of(genuine, FETCHES)).operationIntact(), hostileCase + ": its control is the genuine message");
        }
        assertThrows(XMLStreamException.class, () -> count(HostileXml.TRUNCATED_ENVELOPE.hostile().of(genuine, FETCHES)));
        assertThrows(XMLStreamException.class, () -> count(HostileXml.NOT_XML.hostile().of(genuine, FETCHES)));
    }

    @Test
    void aMessageStreamsWhatItsLengthSays() {
        HostileMessage message = HostileXml.HUGE_TEXT.hostile().of(genuine(2), FETCHES);
        byte[] bytes = message.bytes();
        assertEquals(bytes.length, message.length());
        assertTrue(bytes.length > XmlLimit.TEXT.defaultLimit() && bytes.length < XmlLimit.BYTES.defaultLimit(),
                "past the text limit, within the byte limit: " + bytes.length);
    }
}
