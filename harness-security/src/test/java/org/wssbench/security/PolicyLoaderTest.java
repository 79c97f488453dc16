package org.wssbench.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.apache.neethi.Policy;
import org.apache.neethi.PolicyOperator;
import org.apache.rampart.policy.model.RampartConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class PolicyLoaderTest {

    private static final List<String> SCENARIOS = List.of(
            "username", "username-digest", "sign", "encr", "signencr", "encrsign", "secureconversation");

    @TempDir
    Path dir;

    static Stream<Path> policyFiles() throws IOException {
        try (Stream<Path> files = Files.list(TestKeystores.policiesDir())) {
            return files.filter(f -> f.toString().endsWith(".xml")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("policyFiles")
    void everyPolicyLoadsAndValidates(Path policyFile) {
        Policy policy = PolicyLoader.load(policyFile, TestKeystores.shared());

        RampartConfig rampartConfig = rampartConfig(policy);
        assertEquals(ConfiguredPasswordCallback.class.getName(), rampartConfig.getPwCbClass());
        if (rampartConfig.getSigCryptoConfig() != null) {
            String file = rampartConfig.getSigCryptoConfig().getProp()
                    .getProperty("org.apache.wss4j.crypto.merlin.keystore.file");
            assertTrue(file.startsWith(TestKeystores.shared().keystoreDir().toString()), file);
            assertEquals("org.apache.wss4j.crypto.merlin.keystore.file",
                    rampartConfig.getSigCryptoConfig().getCryptoKey(), "Crypto caching must stay on");
        }
    }

    @Test
    void everyScenarioHasAClientAndAServicePolicy() {
        List<String> missing = new ArrayList<>();
        for (String scenario : SCENARIOS) {
            for (String side : List.of("client", "service")) {
                if (!Files.exists(TestKeystores.policiesDir().resolve(scenario + "-" + side + ".xml"))) {
                    missing.add(scenario + "-" + side + ".xml");
                }
            }
        }
        assertTrue(missing.isEmpty(), "missing policies: " + missing);
    }

    @Test
    void serviceSidesEncryptForTheClientAliasNotTheRequestSigner() throws Exception {
        SecurityConfig config = TestKeystores.shared();
        for (String scenario : List.of("encr", "sign", "signencr", "encrsign", "secureconversation")) {
            RampartConfig rampartConfig = rampartConfig(PolicyLoader.load(policy(scenario + "-service.xml"), config));
            assertEquals(config.client().keyAlias(), rampartConfig.getEncryptionUser(), scenario);
        }
    }

    @Test
    void loadsAClasspathResource() {
        Policy policy = PolicyLoader.loadResource("policies/sign-client.xml", TestKeystores.shared());

        assertNotNull(rampartConfig(policy));
    }

    @Test
    void malformedXmlNamesFileLineAndColumn() throws Exception {
        Path broken = dir.resolve("broken.xml");
        Files.writeString(broken, "<?xml version=\"1.0\"?>\n<wsp:Policy xmlns:wsp=\"http://www.w3.org/ns/ws-policy\">\n"
                + "  <wsp:ExactlyOne>\n</wsp:Policy>\n");

        String message = failure(broken, TestKeystores.shared());

        assertTrue(message.startsWith(broken + ":4:"), message);
        assertTrue(message.contains("malformed XML"), message);
    }

    @Test
    void unknownPlaceholderNamesFileAndLine() throws Exception {
        Path policy = dir.resolve("typo.xml");
        String text = Files.readString(policy("sign-client.xml")).replace("${client.keystore.password}", "${client.keystore.pasword}");
        Files.writeString(policy, text);
        int line = lineOf(text, "${client.keystore.pasword}");

        String message = failure(policy, TestKeystores.shared());

        assertTrue(message.startsWith(policy + ":" + line + ": unknown placeholder ${client.keystore.pasword}"), message);
    }

    @Test
    void missingKeystoreIsNamed() throws Exception {
        SecurityConfig config = keystoresWithOverride("client.keystore.file=absent.p12\n");

        String message = failure(policy("sign-client.xml"), config);

        assertMentions(message, policy("sign-client.xml").toString(), dir.resolve("absent.p12").toString(), "file not found");
    }

    @Test
    void aFileThatIsNoKeystoreIsNamed() throws Exception {
        Files.writeString(dir.resolve("garbage.p12"), "this is not PKCS12\n");
        SecurityConfig config = keystoresWithOverride("service.keystore.file=garbage.p12\n");

        String message = failure(policy("encr-service.xml"), config);

        assertMentions(message, "encr-service.xml", dir.resolve("garbage.p12").toString(), "not a PKCS12 keystore");
    }

    @Test
    void wrongKeystorePasswordIsNamed() throws Exception {
        SecurityConfig config = keystoresWithOverride("client.keystore.password=not-the-password\n");

        String message = failure(policy("signencr-client.xml"), config);

        assertMentions(message, "signencr-client.xml", dir.resolve("client.p12").toString(), "wrong password");
    }

    @Test
    void aliasMissingFromTheKeystoreIsNamed() throws Exception {
        SecurityConfig config = keystoresWithOverride("service.key.alias=nobody\n");

        String message = failure(policy("sign-client.xml"), config);

        assertMentions(message, "sign-client.xml", dir.resolve("client.p12").toString(), "alias 'nobody'", "encryptionUser");
    }

    @Test
    void oneMessageOnlyNoStackOfCauses() throws Exception {
        SecurityConfig config = keystoresWithOverride("client.keystore.password=not-the-password\n");

        SecurityConfigException e = assertThrows(SecurityConfigException.class,
                () -> PolicyLoader.load(policy("sign-client.xml"), config));

        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    /** A copy of the shared keystores in {@link #dir} with a security.properties override. */
    private SecurityConfig keystoresWithOverride(String overrides) throws IOException {
        try (Stream<Path> files = Files.list(TestKeystores.shared().keystoreDir())) {
            for (Path file : files.filter(f -> f.toString().endsWith(".p12")).toList()) {
                Files.copy(file, dir.resolve(file.getFileName()));
            }
        }
        Files.writeString(dir.resolve(SecurityConfig.FILE_NAME), overrides);
        return SecurityConfig.load(dir);
    }

    private static String failure(Path policy, SecurityConfig config) {
        return assertThrows(SecurityConfigException.class, () -> PolicyLoader.load(policy, config)).getMessage();
    }

    private static void assertMentions(String message, String... parts) {
        for (String part : parts) {
            assertTrue(message.contains(part), "'" + part + "' not in: " + message);
        }
    }

    private static Path policy(String name) {
        return TestKeystores.policiesDir().resolve(name);
    }

    private static int lineOf(String text, String needle) {
        return text.substring(0, text.indexOf(needle)).split("\n", -1).length;
    }

    private static RampartConfig rampartConfig(Policy policy) {
        for (Object component : policy.getPolicyComponents()) {
            RampartConfig found = find(component);
            if (found != null) {
                return found;
            }
        }
        throw new AssertionError("no RampartConfig in policy");
    }

    private static RampartConfig find(Object component) {
        if (component instanceof RampartConfig rampartConfig) {
            return rampartConfig;
        }
        if (component instanceof PolicyOperator operator) {
            for (Object child : operator.getPolicyComponents()) {
                RampartConfig found = find(child);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
