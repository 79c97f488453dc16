package org.wssbench.floor;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Random;
import java.util.zip.GZIPInputStream;

/**
 * The XML the benchmarks parse and canonicalise: the captured envelopes ({@code org.wssbench.client.capture.BodyCapture}), and
 * envelopes of any payload size in the two shapes a secured message has on the wire:
 * <ul>
 *   <li>{@code structured}: the service's real response, its {@code quake} elements repeated or cut
 *       to the wanted size (what is signed, and what an encrypted body decrypts to);</li>
 *   <li>{@code encrypted}: an {@code xenc:EncryptedData} Body whose CipherValue is the base64 of that many
 *       random bytes (what the receiver of an encrypted body parses).</li>
 * </ul>
 */
final class XmlShapes {

    static final String SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final String BODIES = "/org/wssbench/floor/bodies/";
    private static final String ENVELOPE_START = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><soapenv:Envelope xmlns:soapenv=\""
            + SOAP_NS + "\"><soapenv:Header/><soapenv:Body>";
    private static final String ENVELOPE_END = "</soapenv:Body></soapenv:Envelope>";

    private XmlShapes() {
    }

    /** A captured envelope, e.g. {@code large-response}. */
    static byte[] captured(String name) {
        try (InputStream in = XmlShapes.class.getResourceAsStream(BODIES + name + ".xml.gz")) {
            if (in == null) {
                throw new IllegalArgumentException("no captured body " + name + " in " + BODIES);
            }
            return new GZIPInputStream(in).readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static byte[] envelope(String shape, int payloadBytes) {
        return switch (shape) {
            case "structured" -> structured(payloadBytes);
            case "encrypted" -> encrypted(payloadBytes);
            default -> throw new IllegalArgumentException("unknown XML shape " + shape + " (structured, encrypted)");
        };
    }

    /** Bytes of the envelope's Body element, the part a signature reference covers. */
    static int bodyBytes(byte[] envelope) {
        String text = new String(envelope, StandardCharsets.UTF_8);
        int start = text.indexOf("<soapenv:Body");
        int end = text.lastIndexOf(ENVELOPE_END) + "</soapenv:Body>".length();
        return text.substring(start, end).getBytes(StandardCharsets.UTF_8).length;
    }

    /** The real response's result set with as many quake elements as fit {@code payloadBytes} (at least one). */
    static byte[] structured(int payloadBytes) {
        String response = new String(captured("large-response"), StandardCharsets.UTF_8);
        int firstQuake = response.indexOf("<ns1:quake ");
        int setEnd = response.indexOf("</ns1:resultSet>");
        String head = response.substring(response.indexOf("<ns1:matchQuakesResponse"), firstQuake);
        String quakes = response.substring(firstQuake, setEnd);
        String tail = "</ns1:resultSet></ns1:matchQuakesResponse>";
        StringBuilder payload = new StringBuilder(payloadBytes + 512).append(head);
        int next = 0;
        do {
            int end = quakes.indexOf("/>", next) + 2;
            payload.append(quakes, next, end);
            next = end < quakes.length() ? end : 0;
        } while (payload.length() + tail.length() < payloadBytes);
        payload.append(tail);
        return (ENVELOPE_START + payload + ENVELOPE_END).getBytes(StandardCharsets.UTF_8);
    }

    /** An EncryptedData Body holding {@code plaintextBytes} of AES-CBC output (IV + padded ciphertext) in base64. */
    static byte[] encrypted(int plaintextBytes) {
        byte[] cipher = new byte[16 + (plaintextBytes / 16 + 1) * 16];
        new Random(plaintextBytes).nextBytes(cipher);
        String data = "<xenc:EncryptedData xmlns:xenc=\"http://www.w3.org/2001/04/xmlenc#\" Id=\"ED-1\" "
                + "Type=\"http://www.w3.org/2001/04/xmlenc#Content\"><xenc:EncryptionMethod "
                + "Algorithm=\"http://www.w3.org/2001/04/xmlenc#aes256-cbc\"/><ds:KeyInfo xmlns:ds=\"http://www.w3.org/2000/09/xmldsig#\">"
                + "<wsse:SecurityTokenReference xmlns:wsse=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd\">"
                + "<wsse:Reference URI=\"#EK-1\"/></wsse:SecurityTokenReference></ds:KeyInfo><xenc:CipherData><xenc:CipherValue>"
                + Base64.getEncoder().encodeToString(cipher) + "</xenc:CipherValue></xenc:CipherData></xenc:EncryptedData>";
        return (ENVELOPE_START + data + ENVELOPE_END).getBytes(StandardCharsets.UTF_8);
    }

    static String utf8(ByteArrayOutputStream out) {
        return out.toString(StandardCharsets.UTF_8);
    }
}
