package org.wssbench.cxf.client;

import org.apache.cxf.ws.security.SecurityConstants;
import org.apache.wss4j.common.crypto.Crypto;
import org.apache.wss4j.common.crypto.CryptoFactory;
import org.apache.wss4j.common.ext.WSSecurityException;
import org.wssbench.cxf.contract.StackCredentials;
import org.wssbench.cxf.contract.StackPasswords;

import java.util.HashMap;
import java.util.Map;

/**
 * What Rampart's {@code ramp:RampartConfig} says on the client side, as CXF properties: the client key
 * signs requests and decrypts responses, requests are encrypted for the service certificate, the
 * UsernameToken user is security.properties' {@code username.token.user}, timestamps as on the service.
 */
final class ClientSecurity {

    private ClientSecurity() {
    }

    /**
     * @param overrides set last; {@code security.password} is the UsernameToken password the client sends in
     *                  both processing models (WSS4J's streaming side asks the callback handler, not the property)
     */
    static Map<String, Object> properties(StackCredentials credentials, Map<String, String> policyProperties,
                                          boolean streaming, Map<String, String> overrides) {
        Crypto crypto;
        try {
            crypto = CryptoFactory.getInstance(credentials.merlin("client"));
        } catch (WSSecurityException e) {
            throw new IllegalStateException("client keystore in " + credentials.keystoreDir() + ": " + e.getMessage(), e);
        }
        Map<String, Object> map = new HashMap<>();
        String user = credentials.get("username.token.user");
        map.put(SecurityConstants.CALLBACK_HANDLER, new StackPasswords(credentials, user, overrides.get(SecurityConstants.PASSWORD)));
        map.put(SecurityConstants.SIGNATURE_CRYPTO, crypto);
        map.put(SecurityConstants.ENCRYPT_CRYPTO, crypto);
        map.put(SecurityConstants.SIGNATURE_USERNAME, credentials.get("client.key.alias"));
        map.put(SecurityConstants.ENCRYPT_USERNAME, credentials.get("service.key.alias"));
        map.put(SecurityConstants.USERNAME, user);
        map.put(SecurityConstants.TIMESTAMP_TTL, "300");
        map.put(SecurityConstants.TIMESTAMP_FUTURE_TTL, "300");
        map.put(SecurityConstants.ENABLE_STREAMING_SECURITY, Boolean.toString(streaming));
        map.putAll(policyProperties);
        map.putAll(overrides);
        return map;
    }
}
