package org.wssbench.benchmark;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.time.Instant;
import java.util.Base64;
import java.util.Properties;

import javax.crypto.SecretKey;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.apache.wss4j.common.WSEncryptionPart;
import org.apache.wss4j.common.crypto.Crypto;
import org.apache.wss4j.common.crypto.CryptoFactory;
import org.apache.wss4j.common.util.KeyUtils;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.engine.WSSConfig;
import org.apache.wss4j.dom.message.WSSecEncrypt;
import org.apache.wss4j.dom.message.WSSecHeader;
import org.apache.wss4j.dom.message.WSSecSignature;
import org.apache.wss4j.dom.message.WSSecTimestamp;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.wssbench.security.KeystoreSettings;
import org.wssbench.security.SecurityConfig;

/**
 * A request secured in the test with WSS4J's DOM API and the client's real keys, for what the
 * client's Rampart will not send: a Timestamp created at a time of the test's choosing, or none, or
 * a Body encrypted with a key and to a cipher text of the test's choosing. The message
 * has what the X.509 scenarios' policies ask for (Basic256Sha256, the client's certificate as a
 * BinarySecurityToken, the service's by thumbprint, a signed Timestamp first in the header, a signed
 * Body, the Body's content encrypted where the scenario encrypts, in the policy's order), so that
 * only the Timestamp's time decides whether the service answers it.
 */
final class CraftedRequest {

    /** The Timestamp's lifetime, as the client policies' ramp:timestampTTL. */
    static final int TIME_TO_LIVE = 300;

    private CraftedRequest() {
    }

    /**
     * Secures an unsecured envelope (e.g. a plain scenario's request) with a Timestamp created at
     * {@code created} (none if null), a signature over it and the Body, and, if {@code encrypt}, the
     * Body's content encrypted for the service before or after signing.
     */
    static byte[] withTimestampCreatedAt(byte[] envelope, Instant created, boolean encrypt, boolean encryptBeforeSigning,
                                         SecurityConfig security) throws Exception {
        SecretKey key = encrypt ? KeyUtils.getKeyGenerator(WSConstants.AES_256).generateKey() : null;
        return secure(envelope, created, true, key, null, encryptBeforeSigning, security);
    }

    /**
     * Secures an unsecured envelope as an X.509 scenario that encrypts its Body does (signed, with a
     * Timestamp created now, where {@code signed}), the Body's content encrypted with {@code key}, the
     * test's choice of key, for the service's certificate; then, where {@code cipherValue} is not null,
     * the Body's cipher value (IV and cipher text) replaced by it, before the signature where the
     * policy encrypts before signing, so that a signature over the cipher text still holds. What an
     * attacker who knows the service's certificate sends to learn how the service decrypts.
     */
    static byte[] withBodyCipherValue(byte[] envelope, boolean signed, boolean encryptBeforeSigning, SecretKey key,
                                      byte[] cipherValue, SecurityConfig security) throws Exception {
        return secure(envelope, signed ? Instant.now() : null, signed, key, cipherValue, encryptBeforeSigning, security);
    }

    private static byte[] secure(byte[] envelope, Instant created, boolean sign, SecretKey key, byte[] cipherValue,
                                 boolean encryptBeforeSigning, SecurityConfig security) throws Exception {
        WSSConfig.init();
        Document document = parse(envelope);
        String soap = document.getDocumentElement().getNamespaceURI();
        WSSecHeader header = new WSSecHeader(document);
        Element securityHeader = header.insertSecurityHeader();
        WSSecTimestamp timestamp = null;
        if (created != null) {
            timestamp = new WSSecTimestamp(header);
            timestamp.setTimeToLive(TIME_TO_LIVE);
            timestamp.setWsTimeSource(() -> created);
            timestamp.build();
        }
        KeystoreSettings client = security.client();
        Crypto crypto = crypto(security, client);
        boolean encrypt = key != null;
        if (encrypt && (encryptBeforeSigning || !sign)) {
            encryptBody(header, soap, crypto, security, key, cipherValue);
        }
        if (sign) {
            WSSecSignature signature = new WSSecSignature(header);
            signature.setUserInfo(client.keyAlias(), client.keyPassword());
            signature.setKeyIdentifierType(WSConstants.BST_DIRECT_REFERENCE);
            signature.setSignatureAlgorithm(WSConstants.RSA_SHA256);
            signature.setDigestAlgo(WSConstants.SHA256);
            signature.setSigCanonicalization(WSConstants.C14N_EXCL_OMIT_COMMENTS);
            if (timestamp != null) {
                signature.getParts().add(new WSEncryptionPart(WSConstants.TIMESTAMP_TOKEN_LN, WSConstants.WSU_NS, ""));
            }
            signature.getParts().add(new WSEncryptionPart(WSConstants.ELEM_BODY, soap, ""));
            signature.build(crypto);
            if (encrypt && !encryptBeforeSigning) {
                encryptBody(header, soap, crypto, security, key, cipherValue);
            }
        }
        if (timestamp != null) {
            // sp:Layout Strict: the Timestamp comes first (WSS4J prepends every later element)
            securityHeader.insertBefore(timestamp.getElement(), securityHeader.getFirstChild());
        }
        return serialize(document);
    }

    private static void encryptBody(WSSecHeader header, String soap, Crypto crypto, SecurityConfig security, SecretKey key,
                                    byte[] cipherValue) throws Exception {
        WSSecEncrypt encrypt = new WSSecEncrypt(header);
        encrypt.setUserInfo(security.service().keyAlias());
        encrypt.setKeyIdentifierType(WSConstants.THUMBPRINT_IDENTIFIER);
        encrypt.setSymmetricEncAlgorithm(WSConstants.AES_256);
        encrypt.setKeyEncAlgo(WSConstants.KEYTRANSPORT_RSAOAEP);
        encrypt.getParts().add(new WSEncryptionPart(WSConstants.ELEM_BODY, soap, "Content"));
        encrypt.build(crypto, key);
        if (cipherValue != null) {
            Element body = (Element) header.getSecurityHeaderElement().getOwnerDocument()
                    .getElementsByTagNameNS(soap, WSConstants.ELEM_BODY).item(0);
            Node value = body.getElementsByTagNameNS(WSConstants.ENC_NS, "CipherValue").item(0);
            if (value == null) {
                throw new IllegalStateException("the encrypted Body has no CipherValue");
            }
            value.setTextContent(Base64.getEncoder().encodeToString(cipherValue));
        }
    }

    /** The client's keystore (its key pair and the service's certificate), as the client policies load it. */
    private static Crypto crypto(SecurityConfig security, KeystoreSettings client) throws Exception {
        Properties merlin = new Properties();
        merlin.setProperty("org.apache.wss4j.crypto.provider", "org.apache.wss4j.common.crypto.Merlin");
        merlin.setProperty("org.apache.wss4j.crypto.merlin.keystore.type", security.keystoreType());
        merlin.setProperty("org.apache.wss4j.crypto.merlin.keystore.file", client.file().toString());
        merlin.setProperty("org.apache.wss4j.crypto.merlin.keystore.password", client.storePassword());
        return CryptoFactory.getInstance(merlin);
    }

    private static Document parse(byte[] envelope) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(envelope));
    }

    private static byte[] serialize(Document document) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        TransformerFactory.newInstance().newTransformer().transform(new DOMSource(document), new StreamResult(out));
        return out.toByteArray();
    }
}
