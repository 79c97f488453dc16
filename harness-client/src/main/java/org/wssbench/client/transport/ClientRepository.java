package org.wssbench.client.transport;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.context.ConfigurationContextFactory;
import org.wssbench.rampart.RampartWorkarounds;
import org.wssbench.security.Wss4jMessages;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * A file-system Axis2 repository for the client, made once per JVM in a temporary folder from
 * classpath resources: the module archives shipped in rampart-compat and the client axis2.xml. Its
 * rahas archive names rampart-compat's {@code OnceInitializedRahas}, so a new client context does not
 * bootstrap OpenSAML again (unless the Rampart workarounds are off).
 * This way the runnable jar needs no repository folder beside it.
 */
public final class ClientRepository {

    private static final List<String> MODULES = List.of("rampart.mar", "rahas.mar", "addressing.mar");
    private static final String AXIS2_XML = "wssbench-client-axis2.xml";
    private static Path root;

    private ClientRepository() {
    }

    public static synchronized Path root() {
        if (root == null) {
            Wss4jMessages.install(); // readable texts for responses the client's Rampart rejects
            try {
                Path dir = Files.createTempDirectory("wssbench-axis2-");
                Files.createDirectories(dir.resolve("modules"));
                for (String module : MODULES) {
                    copyResource("axis2-modules/" + module, dir.resolve("modules").resolve(module));
                }
                if (RampartWorkarounds.enabled()) {
                    RampartWorkarounds.initializeOpenSamlOnce(dir.resolve("modules").resolve("rahas.mar"));
                }
                copyResource(AXIS2_XML, dir.resolve("axis2.xml"));
                dir.toFile().deleteOnExit();
                root = dir;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create the client Axis2 repository: " + e.getMessage(), e);
            }
        }
        return root;
    }

    /** A new, independent Axis2 client context (one per scenario client, so per thread). */
    public static ConfigurationContext newContext() throws AxisFault {
        Path repository = root();
        return ConfigurationContextFactory.createConfigurationContextFromFileSystem(
                repository.toString(), repository.resolve("axis2.xml").toString());
    }

    private static void copyResource(String name, Path target) throws IOException {
        try (InputStream in = ClientRepository.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("classpath resource " + name + " is missing (is rampart-compat on the classpath?)");
            }
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
