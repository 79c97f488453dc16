package org.wssbench.rampart;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.rahas.Rahas;
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

    /**
     * Makes the rahas module archive at {@code archive} (a copy in a client's Axis2 repository) name
     * {@link OnceInitializedRahas} as its module class. Fails if the archive does not name rahas' own class, so a
     * rahas release with another module class is noticed here.
     */
    public static void initializeOpenSamlOnce(Path archive) throws IOException {
        String stock = "class=\"" + Rahas.class.getName() + "\"";
        try (FileSystem zip = FileSystems.newFileSystem(archive)) {
            Path moduleXml = zip.getPath("/META-INF/module.xml");
            String text = Files.readString(moduleXml, StandardCharsets.UTF_8);
            if (!text.contains(stock)) {
                throw new IOException(archive + ": META-INF/module.xml does not declare " + stock);
            }
            Files.writeString(moduleXml, text.replace(stock, "class=\"" + OnceInitializedRahas.class.getName() + "\""),
                    StandardCharsets.UTF_8);
        }
    }
}
