package org.wssbench.service.contract;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The served WSDL is the project's contract with the scenario's address and public policy only. */
class PublishedContractTest {

    private static final Path POLICIES = Path.of("..", "policies");

    @Test
    void wsdlCarriesAddressSchemaLocationAndPolicyWithoutRampartConfiguration() throws Exception {
        String address = "http://bench.example:8080/wss-bench/services/sign";
        String wsdl = PublishedContract.fromClasspath().wsdlFor(address, Files.readAllBytes(POLICIES.resolve("sign-service.xml")));

        assertTrue(wsdl.contains("location=\"" + address + "\""), wsdl);
        assertTrue(wsdl.contains("schemaLocation=\"" + address + "?xsd=seismic.xsd\""), wsdl);
        assertTrue(wsdl.contains("name=\"matchQuakes\"") && wsdl.contains("element=\"types:matchQuakes\""), "the real contract");
        assertTrue(wsdl.contains("<sp:AsymmetricBinding>") && wsdl.contains("<sp:Basic256Sha256/>"), "the policy is attached");
        assertTrue(wsdl.contains("PolicyReference URI=\"#wssbench-sign-service\""), "the binding references it");
        assertFalse(wsdl.contains("RampartConfig") || wsdl.contains("keystore") || wsdl.contains("${"),
                "Rampart's private configuration is not published: " + wsdl);
    }

    @Test
    void plainServiceHasNoPolicy() {
        String wsdl = PublishedContract.fromClasspath().wsdlFor("http://h:1/wss-bench/services/plain", null);
        assertFalse(wsdl.contains("Policy"), wsdl);
        assertTrue(wsdl.contains("location=\"http://h:1/wss-bench/services/plain\""));
    }
}
