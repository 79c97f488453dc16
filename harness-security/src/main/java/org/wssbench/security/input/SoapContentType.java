package org.wssbench.security.input;

import java.util.Locale;

/**
 * The content types a SOAP message may arrive with here: {@code text/xml} (SOAP 1.1) and {@code application/soap+xml}
 * (SOAP 1.2), with any parameters. Axis2 builds a message of any other type with a builder outside {@link XmlLimits},
 * so every other type is refused, with one text on both sides.
 */
public final class SoapContentType {

    private SoapContentType() {
    }

    /** True for {@code text/xml} and {@code application/soap+xml}, whatever their parameters. */
    public static boolean isSoap(String contentType) {
        if (contentType == null) {
            return false;
        }
        int parameters = contentType.indexOf(';');
        String type = (parameters < 0 ? contentType : contentType.substring(0, parameters)).trim().toLowerCase(Locale.ROOT);
        return type.equals("text/xml") || type.equals("application/soap+xml");
    }

    /** What the sender of a message of another type reads. */
    public static String refusal(String contentType) {
        return "Message refused: content type " + (contentType == null || contentType.isBlank() ? "(none)" : contentType.trim())
                + " is not a SOAP content type";
    }
}
