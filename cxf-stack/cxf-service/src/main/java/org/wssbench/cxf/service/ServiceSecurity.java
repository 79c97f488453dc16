package org.wssbench.cxf.service;

import org.apache.cxf.ws.security.SecurityConstants;
import org.apache.wss4j.common.crypto.Crypto;
import org.apache.wss4j.common.crypto.CryptoFactory;
import org.apache.wss4j.common.ext.WSSecurityException;
import org.wssbench.cxf.contract.StackCredentials;
import org.wssbench.cxf.contract.StackPasswords;

import java.util.HashMap;
import java.util.Map;

/**
 * What Rampart's {@code ramp:RampartConfig} says on the service side, as CXF properties: the service key
 * signs responses and decrypts requests, responses are encrypted for the client certificate, the one
 * signer trusted is the client (service.p12 holds only its certificate), timestamps live 300 s with
 * 300 s of clock skew allowed.
 */
final class ServiceSecurity {

    private final Map<String, Object> properties;

    ServiceSecurity(StackCredentials credentials) {
        Crypto crypto;
        try {
            crypto = CryptoFactory.getInstance(credentials.merlin("service"));
        } catch (WSSecurityException e) {
            throw new IllegalStateException("service keystore in " + credentials.keystoreDir() + ": " + e.getMessage(), e);
        }
        Map<String, Object> map = new HashMap<>();
        map.put(SecurityConstants.CALLBACK_HANDLER, new StackPasswords(credentials));
        map.put(SecurityConstants.SIGNATURE_CRYPTO, crypto);
        map.put(SecurityConstants.ENCRYPT_CRYPTO, crypto);
        map.put(SecurityConstants.SIGNATURE_USERNAME, credentials.get("service.key.alias"));
        map.put(SecurityConstants.ENCRYPT_USERNAME, credentials.get("client.key.alias"));
        map.put(SecurityConstants.TIMESTAMP_TTL, "300");
        map.put(SecurityConstants.TIMESTAMP_FUTURE_TTL, "300");
        properties = Map.copyOf(map);
    }

    /** The properties of one endpoint: the shared ones, the policy's own, and the processing model. */
    Map<String, Object> forEndpoint(Map<String, String> policyProperties, boolean streaming) {
        Map<String, Object> map = new HashMap<>(properties);
        map.putAll(policyProperties);
        map.put(SecurityConstants.ENABLE_STREAMING_SECURITY, Boolean.toString(streaming));
        return map;
    }
}
