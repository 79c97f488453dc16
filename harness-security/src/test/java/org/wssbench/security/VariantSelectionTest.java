package org.wssbench.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class VariantSelectionTest {

    private static final List<ScenarioCatalog.Variant> DECLARED = List.of(
            new ScenarioCatalog.Variant("sign", new PolicyVariant("suite", "Basic256Sha256")),
            new ScenarioCatalog.Variant("sign", new PolicyVariant("suite", "Basic128Rsa15")),
            new ScenarioCatalog.Variant("sign", new PolicyVariant("keyref", "bst")),
            new ScenarioCatalog.Variant("signencr", new PolicyVariant("encryptsignature", "on")));

    @Test
    void nothingByDefault() {
        assertEquals(List.of(), VariantSelection.select(null, DECLARED));
        assertEquals(List.of(), VariantSelection.select("none", DECLARED));
        assertEquals(List.of(), VariantSelection.select(" ", DECLARED));
    }

    @Test
    void selectsAllAnAxisOrNamesInDeclaredOrder() {
        assertEquals(DECLARED, VariantSelection.select("all", DECLARED));
        assertEquals(DECLARED.subList(0, 2), VariantSelection.select("sign.suite", DECLARED));
        assertEquals(List.of(DECLARED.get(2), DECLARED.get(3)),
                VariantSelection.select("signencr_encryptsignature-on, sign_keyref-bst", DECLARED));
    }

    @Test
    void anEntryThatSelectsNothingNamesTheSetting() {
        SecurityConfigException e = assertThrows(SecurityConfigException.class,
                () -> VariantSelection.select("sign.colour", DECLARED));
        assertTrue(e.getMessage().contains("wssbench.variants") && e.getMessage().contains("sign.colour"), e.getMessage());
    }

    @Test
    void weakSuitesAreTheSuitesOtherThanTheScenariosOwn() {
        assertEquals(List.of(DECLARED.get(1)), VariantSelection.weakSuites(DECLARED));
    }

    @Test
    void aWeakSuitePolicyNamesTheWeakSuiteKeysOnly() {
        String service = "<wsp:Policy xmlns:wsp=\"" + PolicyVariant.WSP + "\" xmlns:sp=\"" + PolicyVariant.SP + "\"><wsp:ExactlyOne><wsp:All>"
                + "<sp:AsymmetricBinding><wsp:Policy><sp:AlgorithmSuite><wsp:Policy><sp:Basic256Sha256/></wsp:Policy></sp:AlgorithmSuite>"
                + "</wsp:Policy></sp:AsymmetricBinding><user>${service.key.alias}</user><file>${keystore.dir}/${service.keystore.file}</file>"
                + "<client>${client.keystore.file}</client></wsp:All></wsp:ExactlyOne></wsp:Policy>";
        String weak = new PolicyVariant("suite", "Basic128Rsa15").apply("test", service);
        assertTrue(weak.contains("${weak.service.key.alias}") && weak.contains("${weak.service.keystore.file}")
                && weak.contains("${weak.client.keystore.file}"), weak);
        assertTrue(!weak.contains("${service.") && !weak.contains("${client.keystore."), weak);
        String strong = new PolicyVariant("suite", "Basic256Sha256").apply("test", service);
        assertTrue(strong.contains("${service.key.alias}") && !strong.contains("${weak."), strong);
    }
}
