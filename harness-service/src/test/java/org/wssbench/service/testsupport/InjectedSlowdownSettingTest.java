package org.wssbench.service.testsupport;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InjectedSlowdownSettingTest {

    @Test
    void everyRequestUnlessAnIntervalIsGiven() {
        assertEquals(new InjectedSlowdownHandler.Setting("sign", 400_000, 1), InjectedSlowdownHandler.Setting.parse("sign:400"));
        assertEquals(new InjectedSlowdownHandler.Setting("sign", 8_000_000, 10),
                InjectedSlowdownHandler.Setting.parse(" sign:8000/10 "));
        assertNull(InjectedSlowdownHandler.Setting.parse(""), "no property: inert");
        assertNull(InjectedSlowdownHandler.Setting.parse("null"), "what Cargo passes for the pom's empty default: inert");
    }

    @Test
    void aMalformedSettingIsRefusedNamingTheProperty() {
        for (String bad : new String[] {"sign", ":400", "sign:", "sign:abc", "sign:400/0", "sign:-5", "sign:400/x"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> InjectedSlowdownHandler.Setting.parse(bad), bad);
            assertTrue(e.getMessage().contains(InjectedSlowdownHandler.PROPERTY) && e.getMessage().contains(bad), e.getMessage());
        }
    }
}
