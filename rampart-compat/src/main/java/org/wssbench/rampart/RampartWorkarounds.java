package org.wssbench.rampart;

import org.apache.axis2.context.ConfigurationContext;
import org.apache.rahas.TokenStorage;

/**
 * Installs this package's workarounds into an Axis2 context, and the one switch that turns them
 * off ({@code -Dwssbench.rampart.workarounds=off}) to reproduce the upstream behaviour.
 */
public final class RampartWorkarounds {

    /** System property: {@code off} leaves Rampart/rahas as shipped (for before/after experiments). */
    public static final String SWITCH_PROPERTY = "wssbench.rampart.workarounds";

    private RampartWorkarounds() {
    }

    public static boolean enabled() {
        return !"off".equalsIgnoreCase(System.getProperty(SWITCH_PROPERTY, "on").trim());
    }

    /**
     * Makes {@code store} the token store of everything running in {@code context}: rahas
     * ({@code TrustUtil.getTokenStore}) and Rampart ({@code RampartMessageData.getTokenStorage})
     * both take the context property {@link TokenStorage#TOKEN_STORAGE_KEY} before creating a
     * {@code SimpleTokenStore}. Returns the store in place if one of ours is already installed.
     */
    public static ConcurrentTokenStore installTokenStore(ConfigurationContext context, ConcurrentTokenStore store) {
        synchronized (context) {
            Object existing = context.getProperty(TokenStorage.TOKEN_STORAGE_KEY);
            if (existing instanceof ConcurrentTokenStore ours) {
                return ours;
            }
            context.setProperty(TokenStorage.TOKEN_STORAGE_KEY, store);
            return store;
        }
    }

    /** The store installed in {@code context}, or null if the context uses rahas' own. */
    public static ConcurrentTokenStore installedTokenStore(ConfigurationContext context) {
        return context.getProperty(TokenStorage.TOKEN_STORAGE_KEY) instanceof ConcurrentTokenStore ours ? ours : null;
    }
}
