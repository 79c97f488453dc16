package org.wssbench.service.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import javax.xml.namespace.QName;
import javax.xml.parsers.DocumentBuilderFactory;

import org.apache.axis2.AxisFault;
import org.apache.wss4j.common.ext.WSSecurityException;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.engine.WSSConfig;
import org.apache.wss4j.dom.util.EncryptionUtils;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The decryption failures as WSS4J really raises them: an EncryptedData whose cipher value the
 * test chose (IV || AES-256-CBC without padding of chosen blocks, so the XML Encryption padding is
 * the test's), decrypted by WSS4J's own EncryptionUtils, and the fault built from it as Rampart
 * builds it (the exception's message as the reason).
 */
class DecryptionFaultsTest {

    private static final QName INVALID_SECURITY = new QName(WSConstants.WSSE_NS, "InvalidSecurity");
    private static final SecretKey KEY = new SecretKeySpec(new byte[32], "AES");
    private static final int BLOCK = 16;

    /** Rampart's fault for a WS-Security failure on a SOAP 1.1 request. */
    private static AxisFault asRampartFaults(WSSecurityException e) {
        return new AxisFault(e.getFaultCode(), e.getMessage(), e);
    }

    private static AxisFault decryptionFault(byte[] cipherValue) throws Exception {
        WSSConfig.init();
        String soap = "http://schemas.xmlsoap.org/soap/envelope/";
        String xml = "<s:Envelope xmlns:s='" + soap + "'><s:Body><xenc:EncryptedData xmlns:xenc='" + WSConstants.ENC_NS
                + "' Id='ED-1' Type='" + WSConstants.ENC_NS + "Content'><xenc:EncryptionMethod Algorithm='"
                + WSConstants.AES_256 + "'/><xenc:CipherData><xenc:CipherValue>" + Base64.getEncoder().encodeToString(cipherValue)
                + "</xenc:CipherValue></xenc:CipherData></xenc:EncryptedData></s:Body></s:Envelope>";
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        Element encryptedData = (Element) document.getElementsByTagNameNS(WSConstants.ENC_NS, "EncryptedData").item(0);
        WSSecurityException e = assertThrows(WSSecurityException.class, () -> EncryptionUtils.decryptEncryptedData(
                document, "ED-1", encryptedData, KEY, WSConstants.AES_256, null, null));
        return asRampartFaults(e);
    }

    /** IV || AES-CBC of {@code plain} (a whole number of blocks) without padding: the padding is {@code plain}'s last byte. */
    static byte[] cipherValue(byte[] plain) throws Exception {
        byte[] iv = new byte[BLOCK];
        new SecureRandom().nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/CBC/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, KEY, new IvParameterSpec(iv));
        byte[] encrypted = cipher.doFinal(plain);
        byte[] value = Arrays.copyOf(iv, iv.length + encrypted.length);
        System.arraycopy(encrypted, 0, value, iv.length, encrypted.length);
        return value;
    }

    /** Two blocks of {@code fill} whose last byte is {@code pad} (XML Encryption: the number of padding bytes, 1..16). */
    static byte[] blocks(byte fill, int pad) {
        byte[] plain = new byte[2 * BLOCK];
        Arrays.fill(plain, fill);
        plain[plain.length - 1] = (byte) pad;
        return plain;
    }

    /** {@code text} with XML Encryption's padding: up to the next whole block, the last byte the number of bytes added. */
    static byte[] padded(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
        int pad = BLOCK - bytes.length % BLOCK;
        byte[] plain = Arrays.copyOf(bytes, bytes.length + pad);
        plain[plain.length - 1] = (byte) pad;
        return plain;
    }

    /** Every way the decryption of a forged cipher value fails, by what the cipher value is. */
    private static Map<String, AxisFault> forgedFaults() throws Exception {
        Map<String, AxisFault> faults = new LinkedHashMap<>();
        faults.put("invalid padding", decryptionFault(cipherValue(blocks((byte) '<', 0))));
        faults.put("padding longer than a block", decryptionFault(cipherValue(blocks((byte) 'a', 17))));
        faults.put("valid padding, not XML", decryptionFault(cipherValue(blocks((byte) '<', 1))));
        faults.put("valid padding, not UTF-8", decryptionFault(cipherValue(blocks((byte) 0xff, 1))));
        faults.put("valid padding, an unbound prefix", decryptionFault(cipherValue(padded("<p:x/>"))));
        byte[] whole = cipherValue(blocks((byte) '<', 1));
        faults.put("no whole number of blocks", decryptionFault(Arrays.copyOf(whole, whole.length - 1)));
        faults.put("shorter than the IV", decryptionFault(new byte[3]));
        return faults;
    }

    @Test
    void withoutTheMappingTheFailuresAreTellableApart() throws Exception {
        Map<String, AxisFault> faults = forgedFaults();
        String padding = faults.get("invalid padding").getReason();
        String parsing = faults.get("valid padding, not XML").getReason();
        assertNotEquals(padding, parsing, "WSS4J's own reasons: the padding oracle this class closes");
        assertTrue(padding.contains("padded"), padding);
    }

    @Test
    void everyFailedDecryptionGetsOneFault() throws Exception {
        for (Map.Entry<String, AxisFault> forged : forgedFaults().entrySet()) {
            assertTrue(DecryptionFaults.isDecryptionFailure(forged.getValue()), forged.getKey() + ": " + forged.getValue().getReason());
            AxisFault uniform = DecryptionFaults.uniform(forged.getValue());
            assertEquals(DecryptionFaults.REASON, uniform.getReason(), forged.getKey());
            assertEquals(DecryptionFaults.FAILED_CHECK, uniform.getFaultCode(), forged.getKey());
            assertNull(uniform.getDetail(), forged.getKey());
            assertNull(uniform.getCause(), forged.getKey() + ": the cause would be the detail where stack traces are sent");
        }
    }

    @Test
    void aSoap12FaultKeepsItsCodeAndGetsTheOneSubcode() throws Exception {
        AxisFault soap11 = decryptionFault(cipherValue(blocks((byte) '<', 0)));
        QName sender = new QName("http://www.w3.org/2003/05/soap-envelope", "Sender");
        AxisFault soap12 = new AxisFault(sender, List.of(soap11.getFaultCode()), soap11.getReason(), soap11.getCause());
        AxisFault uniform = DecryptionFaults.uniform(soap12);
        assertEquals(sender, uniform.getFaultCode());
        assertEquals(List.of(DecryptionFaults.FAILED_CHECK), uniform.getFaultSubCodes());
        assertEquals(DecryptionFaults.REASON, uniform.getReason());
    }

    @Test
    void aCipherTextThatDecryptsToXmlIsNoFailure() throws Exception {
        WSSConfig.init();
        byte[] plain = padded("<q xmlns='urn:x'/>");
        String soap = "http://schemas.xmlsoap.org/soap/envelope/";
        String xml = "<s:Envelope xmlns:s='" + soap + "'><s:Body><xenc:EncryptedData xmlns:xenc='" + WSConstants.ENC_NS
                + "' Id='ED-1' Type='" + WSConstants.ENC_NS + "Content'><xenc:EncryptionMethod Algorithm='"
                + WSConstants.AES_256 + "'/><xenc:CipherData><xenc:CipherValue>" + Base64.getEncoder().encodeToString(cipherValue(plain))
                + "</xenc:CipherValue></xenc:CipherData></xenc:EncryptedData></s:Body></s:Envelope>";
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        Element encryptedData = (Element) document.getElementsByTagNameNS(WSConstants.ENC_NS, "EncryptedData").item(0);
        EncryptionUtils.decryptEncryptedData(document, "ED-1", encryptedData, KEY, WSConstants.AES_256, null, null);
        assertEquals("q", ((Element) document.getElementsByTagNameNS(soap, "Body").item(0).getFirstChild()).getLocalName(),
                "the chosen blocks are a sound cipher text when they decrypt to XML");
    }

    @Test
    void otherSecurityFaultsAreLeftAsTheyAre() {
        AxisFault expired = new AxisFault("The timestamp could not be validated", INVALID_SECURITY,
                new WSSecurityException(WSSecurityException.ErrorCode.MESSAGE_EXPIRED));
        assertSame(expired, DecryptionFaults.uniform(expired));
        AxisFault signature = asRampartFaults(new WSSecurityException(WSSecurityException.ErrorCode.FAILED_CHECK));
        assertSame(signature, DecryptionFaults.uniform(signature), "a failed signature check keeps its fault");
    }
}
