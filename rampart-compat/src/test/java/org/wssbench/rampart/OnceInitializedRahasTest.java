package org.wssbench.rampart;

import org.apache.rahas.Rahas;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opensaml.core.xml.config.XMLObjectProviderRegistrySupport;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OnceInitializedRahasTest {

    @TempDir
    Path dir;

    @Test
    void aSecondInitKeepsOpenSamlAsItIsWhereStockRahasBootstrapsItAgain() throws Exception {
        new OnceInitializedRahas().init(null, null);
        Object pool = XMLObjectProviderRegistrySupport.getParserPool();
        new OnceInitializedRahas().init(null, null);
        assertSame(pool, XMLObjectProviderRegistrySupport.getParserPool(), "OpenSAML was bootstrapped again");

        // The control: rahas' own module replaces OpenSAML's parser pool on every init.
        new Rahas().init(null, null);
        Object stock = XMLObjectProviderRegistrySupport.getParserPool();
        assertNotSame(pool, stock, "stock rahas bootstraps OpenSAML on every init");
        new OnceInitializedRahas().init(null, null);
        assertSame(stock, XMLObjectProviderRegistrySupport.getParserPool());
    }

    @Test
    void theArchiveNamesTheModuleClassAndAnArchiveWithoutRahasOwnIsRefused() throws IOException {
        Path archive = dir.resolve("rahas.mar");
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("axis2-modules/rahas.mar")) {
            Files.copy(in, archive);
        }
        RampartWorkarounds.initializeOpenSamlOnce(archive);
        try (FileSystem zip = FileSystems.newFileSystem(archive)) {
            String moduleXml = Files.readString(zip.getPath("/META-INF/module.xml"), StandardCharsets.UTF_8);
            assertTrue(moduleXml.contains("<module name=\"rahas\" class=\"" + OnceInitializedRahas.class.getName() + "\""),
                    moduleXml.lines().findFirst().orElse(""));
        }
        IOException again = assertThrows(IOException.class, () -> RampartWorkarounds.initializeOpenSamlOnce(archive));
        assertTrue(again.getMessage().contains("does not declare class=\"org.apache.rahas.Rahas\""), again.getMessage());
    }
}
