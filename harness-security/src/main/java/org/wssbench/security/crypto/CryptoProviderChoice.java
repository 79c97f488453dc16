package org.wssbench.security.crypto;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Which JCE provider serves the cryptography of a run, chosen with {@code --crypto-provider} (driver) or
 * {@code -Dwssbench.crypto.provider} (Tomcat JVM, {@code mvn verify}).
 */
public enum CryptoProviderChoice {

    /** The JDK's own providers in their configured order (SunRsaSign, SunJCE, SUN); the default. */
    JDK("jdk"),
    /** BouncyCastle 1.79 ({@code bcprov-jdk18on}, already on the classpath for WSS4J), first in the list. */
    BC("bc"),
    /** Amazon Corretto Crypto Provider (AWS-LC through JNI, Linux x86_64 only), first in the list. */
    ACCP("accp");

    /** System property read by the service at start-up and by {@code mvn verify}. */
    public static final String PROPERTY = "wssbench.crypto.provider";

    private final String id;

    CryptoProviderChoice(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** Parses {@code jdk|bc|accp} (case-insensitive); a blank value means {@link #JDK}. */
    public static CryptoProviderChoice parse(String text) {
        if (text == null || text.isBlank()) {
            return JDK;
        }
        String wanted = text.trim().toLowerCase(Locale.ROOT);
        for (CryptoProviderChoice choice : values()) {
            if (choice.id.equals(wanted)) {
                return choice;
            }
        }
        throw new IllegalArgumentException("crypto provider '" + text + "': expected one of "
                + Arrays.stream(values()).map(CryptoProviderChoice::id).collect(Collectors.joining(", ")));
    }

    @Override
    public String toString() {
        return id;
    }
}
