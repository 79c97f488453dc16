package org.wssbench.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.wssbench.benchmark.EnforcementIT.SERVICE;
import static org.wssbench.benchmark.EnforcementIT.abbreviate;
import static org.wssbench.benchmark.EnforcementIT.largeRequest;

import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.wssbench.wire.StatusPage;

/**
 * A padding and parsing oracle on the service's decryption (Jager and Somorovsky, CCS 2011): an
 * attacker who knows the service's certificate encrypts a request's Body with a key of its own
 * choosing (the EncryptedKey is sound) and replaces the Body's cipher value with IV || AES-CBC
 * without padding of blocks it chose, so that it knows what the service decrypts: one cipher
 * text whose last byte is no XML Encryption padding (0: invalid), one with valid padding (1) over
 * bytes that are not XML, one that is no whole number of blocks, and, where the scenario signs the
 * Body before encrypting it, one with valid padding over well-formed XML, which the signature
 * check refuses. The service must refuse each
 * before its business logic with one and the same fault, or the attacker learns from the fault
 * whether a forged cipher text decrypted to valid padding. Where the scenario signs after
 * encrypting, the test signs the forged cipher text, so that the decryption is reached.
 */
class DecryptionOracleIT {

    private static final int BLOCK = 16;
    private static final SecureRandom RANDOM = new SecureRandom();

    /** The deployed scenarios that encrypt the request Body for the service's X.509 certificate. */
    static Stream<String> encryptedForTheServiceCertificate() {
        return AttackTargets.deployedWhere(p -> p.encrypted() && "x509".equals(p.token()));
    }

    /** What a SOAP fault says, as a caller can read it: HTTP status, code, subcodes, reason and detail (its content; null: none). */
    record Fault(int status, String code, List<String> subcodes, String reason, String detail) {
    }

    /**
     * The forged requests, by what their Body's cipher value decrypts to: each encrypted with the
     * test's key, then given a cipher value of the test's blocks.
     */
    private static Map<String, byte[]> forgedRequests(String scenario) throws Exception {
        SecretKey key = aes256();
        Map<String, byte[]> forged = new LinkedHashMap<>();
        forged.put("invalid padding", crafted(scenario, key, cipherValue(key, blocks((byte) '<', 0))));
        forged.put("valid padding, not XML", crafted(scenario, key, cipherValue(key, blocks((byte) '<', 1))));
        byte[] whole = cipherValue(key, blocks((byte) '<', 1));
        forged.put("no whole number of blocks", crafted(scenario, key, Arrays.copyOf(whole, whole.length - 1)));
        if (SERVICE.protection(scenario).signed() && !EnforcementIT.encryptsBeforeSigning(scenario)) {
            // signed before encrypting: what decrypts to well-formed XML meets the signature over the Body, and fails it
            forged.put("valid padding, well-formed XML", crafted(scenario, key, cipherValue(key, padded("<q xmlns=\"urn:x\"/>"))));
        }
        return forged;
    }

    /** {@code text} and XML Encryption's padding up to the next whole block: its last byte the number of bytes added. */
    private static byte[] padded(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
        int pad = BLOCK - bytes.length % BLOCK;
        byte[] plain = Arrays.copyOf(bytes, bytes.length + pad);
        plain[plain.length - 1] = (byte) pad;
        return plain;
    }

    /**
     * Every forged cipher text is refused before the business logic, all with one fault. Control
     * first: the same crafted request with the cipher text WSS4J made is answered, so the refusals
     * are the forged cipher texts' doing.
     */
    @ParameterizedTest(name = "attack=decryption-oracle scenario={0} direction=request expect=rejected")
    @MethodSource("encryptedForTheServiceCertificate")
    void forgedCipherTextsGetOneFault(String scenario) throws Exception {
        String service = SERVICE.scenario(scenario).service();
        long before = SERVICE.requestsEntered(service);
        HttpResponse<String> sound = SERVICE.postRaw(scenario, crafted(scenario, aes256(), null));
        assertEquals(200, sound.statusCode(), scenario + ": the crafted request, not forged, was refused: " + abbreviate(sound.body()));
        assertEquals(before + 1, SERVICE.requestsEntered(service), scenario + ": the crafted request was answered");

        Map<String, Fault> faults = new LinkedHashMap<>();
        for (Map.Entry<String, byte[]> forged : forgedRequests(scenario).entrySet()) {
            long entered = SERVICE.requestsEntered(service);
            HttpResponse<String> answer = SERVICE.postRaw(scenario, forged.getValue());
            assertEquals(entered, SERVICE.requestsEntered(service), scenario + ", " + forged.getKey() + ": reached the business logic");
            faults.put(forged.getKey(), fault(answer));
        }
        Fault first = faults.values().iterator().next();
        for (Map.Entry<String, Fault> fault : faults.entrySet()) {
            assertEquals(first, fault.getValue(), scenario + ": the fault for '" + fault.getKey() + "' differs from the fault for '"
                    + faults.keySet().iterator().next() + "': a padding oracle");
        }
        assertEquals(new Fault(500, ServiceChecksIT.FAILED_CHECK, List.of(), EnforcementIT.INVALID_SIGNATURE, ""), first,
                scenario + ": the service's one decryption fault");
    }

    /**
     * Positive control: the same forged requests sent to a test-only service whose servlet is
     * Axis2's own AxisServlet, without the service's fault mapping (web.xml edited in its copy of
     * the WAR), are refused too, but with two different faults: the oracle the mapping closes.
     */
    @ParameterizedTest(name = "attack=decryption-oracle scenario={0} direction=request expect=control"
            + " -- a test-only service without the fault mapping answers invalid and valid padding with two faults")
    @MethodSource("encryptedForTheServiceCertificate")
    void forgedCipherTextsAreToldApartWithoutTheFaultMapping(String scenario) throws Exception {
        SecondTomcat server = serviceWithoutTheFaultMapping();
        URI url = URI.create(server.endpoints.serviceUrl(SERVICE.scenario(scenario)));
        String requests = StatusPage.REQUESTS_PREFIX + SERVICE.scenario(scenario).service();
        Map<String, byte[]> forged = forgedRequests(scenario);
        long before = count(server, requests);
        Fault padding = fault(post(url, forged.get("invalid padding")));
        Fault parsing = fault(post(url, forged.get("valid padding, not XML")));
        assertEquals(before, count(server, requests), scenario + ": a forged request reached the business logic");
        assertEquals(500, padding.status(), scenario + ": " + padding);
        assertEquals(500, parsing.status(), scenario + ": " + parsing);
        assertNotEquals(padding, parsing, scenario + ": without the mapping, invalid and valid padding get one fault");
    }

    private static SecretKey aes256() throws Exception {
        KeyGenerator generator = KeyGenerator.getInstance("AES");
        generator.init(256);
        return generator.generateKey();
    }

    /** The plain scenario's request for largeRequest(), secured as the scenario's policy asks, with {@code key}. */
    private static byte[] crafted(String scenario, SecretKey key, byte[] cipherValue) throws Exception {
        byte[] plain = AttackTargets.plainExchange(largeRequest()).request();
        return CraftedRequest.withBodyCipherValue(plain, SERVICE.protection(scenario).signed(),
                EnforcementIT.encryptsBeforeSigning(scenario), key, cipherValue, SERVICE.security);
    }

    /** Two blocks of {@code fill} whose last byte, the XML Encryption padding length (valid: 1..16), is {@code pad}. */
    private static byte[] blocks(byte fill, int pad) {
        byte[] plain = new byte[2 * BLOCK];
        Arrays.fill(plain, fill);
        plain[plain.length - 1] = (byte) pad;
        return plain;
    }

    /** IV || AES-CBC of {@code plain} (whole blocks) without padding, as an XML Encryption cipher value. */
    private static byte[] cipherValue(SecretKey key, byte[] plain) throws Exception {
        byte[] iv = new byte[BLOCK];
        RANDOM.nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/CBC/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(iv));
        byte[] encrypted = cipher.doFinal(plain);
        byte[] value = Arrays.copyOf(iv, iv.length + encrypted.length);
        System.arraycopy(encrypted, 0, value, iv.length, encrypted.length);
        return value;
    }

    static Fault fault(HttpResponse<String> answer) throws Exception {
        return fault(answer.statusCode(), answer.body());
    }

    /** The SOAP fault (1.1 or 1.2) of an answer, qualified names resolved to {namespace}local. */
    static Fault fault(int status, String body) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Element envelope = factory.newDocumentBuilder()
                .parse(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8))).getDocumentElement();
        Element fault = descendant(envelope, "Fault");
        if (fault == null) {
            throw new AssertionError("no SOAP fault (HTTP " + status + "): " + abbreviate(body));
        }
        Element code = child(fault, "Code");
        String codeValue;
        List<String> subcodes = new ArrayList<>();
        String reason;
        Element detail;
        if (code != null) {
            codeValue = qualified(child(code, "Value"));
            for (Element sub = child(code, "Subcode"); sub != null; sub = child(sub, "Subcode")) {
                subcodes.add(qualified(child(sub, "Value")));
            }
            Element text = child(fault, "Reason");
            reason = text == null ? null : text.getTextContent().trim();
            detail = child(fault, "Detail");
        } else {
            codeValue = qualified(child(fault, "faultcode"));
            Element text = child(fault, "faultstring");
            reason = text == null ? null : text.getTextContent().trim();
            detail = child(fault, "detail");
        }
        return new Fault(status, codeValue, subcodes, reason, detail == null ? null : content(detail));
    }

    private static String qualified(Element element) {
        if (element == null) {
            return null;
        }
        String text = element.getTextContent().trim();
        int colon = text.indexOf(':');
        String prefix = colon < 0 ? null : text.substring(0, colon);
        return "{" + element.lookupNamespaceURI(prefix) + "}" + text.substring(colon + 1);
    }

    private static Element child(Element parent, String localName) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && localName.equals(e.getLocalName())) {
                return e;
            }
        }
        return null;
    }

    private static Element descendant(Element root, String localName) {
        for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                Element found = localName.equals(e.getLocalName()) ? e : descendant(e, localName);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** An element's content, serialized: "" for an empty detail. */
    private static String content(Element element) throws Exception {
        StringWriter out = new StringWriter();
        var transformer = TransformerFactory.newInstance().newTransformer();
        transformer.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
        for (Node n = element.getFirstChild(); n != null; n = n.getNextSibling()) {
            transformer.transform(new DOMSource(n), new StreamResult(out));
        }
        return out.toString();
    }

    /** The test-only service: the same WAR, its servlet Axis2's own (no fault mapping). */
    private static SecondTomcat withoutMapping;

    @TempDir
    static Path testOnlyServer;

    @AfterAll
    static void stopTheTestOnlyService() {
        if (withoutMapping != null) {
            withoutMapping.close();
        }
    }

    private static synchronized SecondTomcat serviceWithoutTheFaultMapping() throws Exception {
        if (withoutMapping == null) {
            withoutMapping = SecondTomcat.start(testOnlyServer.resolve("without-fault-mapping"), SERVICE.security, Map.of(),
                    UnaryOperator.identity(), SecondTomcat.withServletClass(
                            "org.wssbench.service.WssBenchAxisServlet", "org.apache.axis2.transport.http.AxisServlet"));
            withoutMapping.awaitAnswering(SERVICE.security, 180);
        }
        return withoutMapping;
    }

    private static long count(SecondTomcat server, String key) {
        return Long.parseLong(server.status(SERVICE.tls).getProperty(key, "0"));
    }

    private static HttpResponse<String> post(URI url, byte[] envelope) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(url)
                .header("Content-Type", "text/xml; charset=UTF-8")
                .header("SOAPAction", "\"urn:matchQuakes\"")
                .POST(HttpRequest.BodyPublishers.ofByteArray(envelope)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
