package org.wssbench.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.bouncycastle.asn1.x509.GeneralName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SubjectAlternativeNamesTest {

    @TempDir
    Path dir;

    @Test
    void parsesDnsNamesAndIpAddressesIntoCanonicalEntries() {
        SubjectAlternativeNames names = SubjectAlternativeNames.parse(
                " DNS:Tomcat , ip:127.0.0.1,ip:::1,dns:*.bench.example.org, ip:2001:DB8::10 ");

        assertEquals(List.of("dns:tomcat", "ip:127.0.0.1", "ip:0:0:0:0:0:0:0:1", "dns:*.bench.example.org",
                "ip:2001:db8:0:0:0:0:0:10"), List.copyOf(names.entries()));
    }

    @Test
    void equalityIgnoresOrderAndSpelling() {
        assertEquals(SubjectAlternativeNames.parse("dns:localhost,ip:127.0.0.1"),
                SubjectAlternativeNames.parse("ip:127.0.0.1, dns:LocalHost,"));
        assertNotEquals(SubjectAlternativeNames.parse("dns:localhost"),
                SubjectAlternativeNames.parse("dns:localhost,dns:tomcat"));
    }

    @Test
    void rejectsWhatNoHostnameCheckCouldMatch() {
        for (String bad : List.of("tomcat", "dns:", "dns:bad host", "dns:under_score", "dns:-lead", "ip:tomcat",
                "ip:256.1.1.1", "ip:10.0.0.0/8", "uri:https://x", ",", "")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> SubjectAlternativeNames.parse(bad), bad);
            assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), bad);
        }
    }

    @Test
    void ipEntriesAreNeverLookedUpInDns() {
        // A host name after ip: must be refused as such, not resolved (which could hang or succeed).
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SubjectAlternativeNames.parse("ip:localhost"));
        assertTrue(e.getMessage().contains("'ip:localhost'"), e.getMessage());
    }

    @Test
    void buildsOneGeneralNamePerEntry() {
        GeneralName[] names = SubjectAlternativeNames.parse("dns:tomcat,ip:192.0.2.1").toGeneralNames().getNames();

        assertEquals(2, names.length);
        assertEquals(GeneralName.dNSName, names[0].getTagNo());
        assertEquals(GeneralName.iPAddress, names[1].getTagNo());
    }

    @Test
    void tomcatListComesFromSecurityPropertiesWithTomcatByDefault() throws Exception {
        // The committed keystores/security.properties (packaged with this module) names the compose host.
        assertTrue(SubjectAlternativeNames.tomcat(SecurityConfig.load(dir)).entries().contains("dns:tomcat"));

        Files.writeString(dir.resolve(SecurityConfig.FILE_NAME), "tomcat.subject.alt.names=dns:bench-a\n");
        assertEquals(SubjectAlternativeNames.parse("dns:bench-a"), SubjectAlternativeNames.tomcat(SecurityConfig.load(dir)));

        Files.writeString(dir.resolve(SecurityConfig.FILE_NAME), "tomcat.subject.alt.names=bench-a\n");
        SecurityConfigException e = assertThrows(SecurityConfigException.class,
                () -> SubjectAlternativeNames.tomcat(SecurityConfig.load(dir)));
        assertTrue(e.getMessage().contains("tomcat.subject.alt.names") && e.getMessage().contains(dir.toString()),
                e.getMessage());
    }
}
