package org.wssbench.service.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class InjectedSlowdownSettingTest {

    @Test
    void oneScenarioOrAListOfThem() {
        assertEquals(Map.of("sign", new InjectedSlowdownHandler.Setting("sign", 400_000, 1)),
                InjectedSlowdownHandler.Setting.parseList("sign:400"));
        assertEquals(Map.of("sign", new InjectedSlowdownHandler.Setting("sign", 8_000_000, 10)),
                InjectedSlowdownHandler.Setting.parseList(" sign:8000/10 "));
        Map<String, InjectedSlowdownHandler.Setting> several = InjectedSlowdownHandler.Setting.parseList(
                "username:70,sign:610, encr:525");
        assertEquals(List.of("username", "sign", "encr"), List.copyOf(several.keySet()));
        assertEquals(525_000, several.get("encr").nanos());
        assertTrue(InjectedSlowdownHandler.Setting.parseList("").isEmpty(), "no property: inert");
        assertTrue(InjectedSlowdownHandler.Setting.parseList("null").isEmpty(),
                "what Cargo passes for the pom's empty default: inert");
    }

    @Test
    void malformedSettingsAreRefusedNamingTheProperty() {
        for (String bad : List.of("sign", "sign:", ":400", "sign:abc", "sign:-5", "sign:400/0", "sign:400,sign:500",
                "sign:400,")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> InjectedSlowdownHandler.Setting.parseList(bad), bad);
            assertTrue(e.getMessage().contains(InjectedSlowdownHandler.PROPERTY) && e.getMessage().contains(bad),
                    e.getMessage());
        }
    }
}
