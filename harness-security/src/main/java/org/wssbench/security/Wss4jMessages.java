package org.wssbench.security;

import org.apache.wss4j.common.crypto.WSProviderConfig;

/**
 * Makes WSS4J's error texts readable. WSS4J and Santuario (xmlsec) share one message catalogue
 * slot ({@code org.apache.xml.security.utils.I18n}) and the first initialiser wins: when xmlsec
 * initialises first, every WSS4J error (for example a wrong digest password) reaches the client as
 * {@code No message with ID "FAILED_AUTHENTICATION" found in resource bundle
 * "org/apache/xml/security/resource/xmlsecurity"}. WSS4J's catalogue includes xmlsec's messages,
 * so installing it first serves both. Call before anything else touches WSS4J or xmlsec.
 */
public final class Wss4jMessages {

    private Wss4jMessages() {
    }

    public static void install() {
        WSProviderConfig.init();
    }
}
