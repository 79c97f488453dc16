package org.wssbench.cxf.contract;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StackPolicyTest {

    private static final Path POLICIES = Path.of("../../policies");

    @Test
    void rampartConfigIsRemovedAndTheRestKept() throws IOException {
        String rampart = Files.readString(POLICIES.resolve("sign-service.xml"));
        assertTrue(rampart.contains("RampartConfig"), "control: the source has Rampart's configuration");
        String cxf = StackPolicy.derive(POLICIES.resolve("sign-service.xml")).text();
        assertFalse(cxf.contains("RampartConfig"), cxf);
        assertFalse(cxf.contains("${"), "a placeholder survived: " + cxf);
        for (String kept : List.of("AsymmetricBinding", "Basic256Sha256", "RequireSignatureConfirmation", "SignedParts")) {
            assertTrue(cxf.contains(kept), kept + " was lost: " + cxf);
        }
    }

    @Test
    void aSha256SuiteSignsWithRsaSha256AsRampartDoes() {
        assertEquals(Map.of(StackPolicy.ASYMMETRIC_SIGNATURE_ALGORITHM, StackPolicy.RSA_SHA256),
                StackPolicy.derive(POLICIES.resolve("signencr-client.xml")).properties());
        assertEquals(Map.of(), StackPolicy.derive(POLICIES.resolve("username-client.xml")).properties());
    }

    @Test
    void aSymmetricBindingKeepsItsHmacSignaturesBesideRsaSha256() {
        Map<String, String> expected = Map.of(StackPolicy.ASYMMETRIC_SIGNATURE_ALGORITHM, StackPolicy.RSA_SHA256,
                StackPolicy.SYMMETRIC_SIGNATURE_ALGORITHM, StackPolicy.HMAC_SHA1);
        assertEquals(expected, StackPolicy.derive(POLICIES.resolve("secureconversation-client.xml")).properties());
        assertEquals(expected, StackPolicy.derive(POLICIES.resolve("secureconversation-service.xml")).properties());
    }

    @Test
    void everyServicePolicyIsWritten(@TempDir Path out) throws IOException {
        List<Path> written = StackPolicyFiles.write(POLICIES, out, "service");
        assertEquals(8, written.size());
        assertTrue(Files.readString(out.resolve("sign-service.properties")).contains("rsa-sha256"));
        assertFalse(Files.readString(out.resolve("username-service.xml")).contains("RampartConfig"));
    }

    @Test
    void aFileThatIsNoPolicyIsOneErrorNamingIt(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("broken.xml"), "<notAPolicy/>");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StackPolicy.derive(file));
        assertTrue(e.getMessage().contains("broken.xml"), e.getMessage());
        Files.writeString(file, "<unclosed");
        e = assertThrows(IllegalArgumentException.class, () -> StackPolicy.derive(file));
        assertTrue(e.getMessage().contains("broken.xml"), e.getMessage());
    }
}
