package org.wssbench.security;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScenarioCatalogTest {

    private static final Path SCENARIOS = Path.of("..", "scenarios", "scenarios.properties");

    private static final String TWO = """
            scenarios=plain,sign
            scenarios.more=sc
            scenario.plain.transport=http
            scenario.sign.transport=http
            scenario.sign.policy=../policies/sign-client.xml
            scenario.sign.token=x509
            scenario.sign.signed=true
            scenario.sc.transport=https
            scenario.sc.service=SecureConversation
            scenario.sc.policy=../policies/sc-client.xml
            scenario.sc.token=sct
            scenario.sc.encrypted=true
            scenario.sc.modules=addressing,rampart
            variants.sign.keyref=bst
            variants.sign.suite=Basic256Sha256,Basic128
            stacks.sign=axis2,cxf
            stacks.plain=axis2
            """;

    @Test
    void aFileIsItsScenariosVariantsAndStacks() {
        ScenarioCatalog catalog = ScenarioCatalog.read("two", TWO);
        assertEquals(List.of("plain", "sign"), catalog.defaults());
        assertEquals(List.of("plain", "sign", "sc"), List.copyOf(catalog.scenarios().keySet()), "scenarios=, then scenarios.more=");
        assertEquals(new ScenarioCatalog.Scenario("plain", "http", "plain", null, List.of(), ScenarioCatalog.Traits.NONE),
                catalog.scenarios().get("plain"));
        assertEquals(new ScenarioCatalog.Scenario("sign", "http", "sign", "../policies/sign-client.xml", List.of("rampart"),
                new ScenarioCatalog.Traits(true, false, ScenarioCatalog.Token.X509)), catalog.scenarios().get("sign"));
        assertEquals(new ScenarioCatalog.Scenario("sc", "https", "SecureConversation", "../policies/sc-client.xml",
                List.of("addressing", "rampart"), new ScenarioCatalog.Traits(false, true, ScenarioCatalog.Token.SCT)),
                catalog.scenarios().get("sc"));
        assertEquals("sign-service.xml", catalog.scenarios().get("sign").servicePolicy());
        assertNull(catalog.scenarios().get("plain").servicePolicy());
        assertEquals(List.of("sign_suite-basic256sha256", "sign_suite-basic128", "sign_keyref-bst"),
                catalog.variants().stream().map(ScenarioCatalog.Variant::name).toList(), "axes in PolicyVariant order");
        assertEquals(List.of("plain", "sign"), List.copyOf(catalog.stacks().keySet()), "stacks in name order");
        assertEquals(List.of("axis2", "cxf"), catalog.stacks().get("sign"));
    }

    /** Each rule of the file, broken once: the message names the file, the key and what is wrong. */
    @Test
    void eachMistakeIsNamedWithItsKey() {
        String plain = "scenarios=plain\nscenario.plain.transport=http\n";
        String sign = "scenarios=sign\nscenario.sign.transport=http\nscenario.sign.policy=../policies/sign-client.xml\n";
        Map<String, String> mistakes = new LinkedHashMap<>();
        mistakes.put("scenario.plain.transport=http\n", "f: scenarios is missing");
        mistakes.put("scenarios= ,\n", "f: scenarios lists nothing");
        mistakes.put("scenarios=plain\n", "f: scenario.plain.transport is missing");
        mistakes.put("scenarios=plain\nscenario.plain.transport=ftp\n", "scenario.plain.transport must be http or https, not 'ftp'");
        mistakes.put("scenarios=s\nscenario.s.transport=http\nscenario.s.policy=s.xml\n", "scenario.s.policy s.xml must be named");
        mistakes.put(plain + "scenario.plain.token=kerberos\n", "scenario.plain.token must be one of");
        mistakes.put(plain + "scenario.plain.signed=yes\n", "scenario.plain.signed must be true or false, not 'yes'");
        mistakes.put(plain + "scenario.plain.encrypted=true\n", "scenario.plain.policy is needed");
        mistakes.put("scenarios=a,b\nscenario.a.transport=http\nscenario.b.transport=http\nscenario.b.service=a\n",
                "scenario.b.service is a, the Axis2 service of scenario a too");
        mistakes.put(sign + "variants.other.suite=Basic128\n", "variants.other.suite must be variants.<declared scenario>.<axis>");
        mistakes.put(sign + "variants.sign.colour=red\n", "variants.sign.colour names an unknown axis");
        mistakes.put(plain + "variants.plain.suite=Basic128\n", "variants.plain.suite names scenario plain, which has no policy");
        mistakes.put(sign + "variants.sign.suite=Basic42\n", "variants.sign.suite ");
        mistakes.put(plain + "stacks.other=axis2,cxf\n", "stacks.other names no scenario");
        mistakes.put(plain + "stacks.plain=cxf\n", "stacks.plain must start with axis2");
        mistakes.put("scenarios=\\u12\n", "f is not a valid properties file");
        List<String> wrong = new ArrayList<>();
        mistakes.forEach((text, expected) -> {
            String message = assertThrows(ScenarioFileException.class, () -> ScenarioCatalog.read("f", text), text).getMessage();
            if (!message.contains(expected)) {
                wrong.add(text.replace("\n", " | ") + " -> " + message + " (expected " + expected + ")");
            }
        });
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    @Test
    void aMissingFileIsNamed(@TempDir Path dir) {
        Path file = dir.resolve("none.properties");
        String message = assertThrows(ScenarioFileException.class, () -> ScenarioCatalog.load(file)).getMessage();
        assertTrue(message.contains(file.toString()) && message.contains("does not exist"), message);
    }

    /** The shipped file reads, and every secured scenario has both its policies (client's and service's) in policies/. */
    @Test
    void theShippedScenariosHaveTheirPolicies() {
        ScenarioCatalog catalog = ScenarioCatalog.load(SCENARIOS);
        assertEquals("plain", catalog.defaults().get(0), "plain runs first: the other scenarios' ratios are taken against it");
        List<String> missing = new ArrayList<>();
        for (ScenarioCatalog.Scenario scenario : catalog.scenarios().values()) {
            if (scenario.secured()) {
                Path client = SCENARIOS.getParent().resolve(scenario.policy());
                Path service = client.resolveSibling(scenario.servicePolicy());
                List.of(client, service).stream().filter(p -> !Files.isReadable(p))
                        .forEach(p -> missing.add(scenario.name() + ": " + p));
            }
        }
        assertTrue(missing.isEmpty(), String.join("\n", missing));
    }
}
