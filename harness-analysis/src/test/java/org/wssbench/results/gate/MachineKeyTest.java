package org.wssbench.results.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MachineKeyTest {

    @Test
    void theSlugNamesCpuCoresJdkAndANonDefaultProvider() {
        assertEquals("intel-xeon-processor-family-6-model-207-stepping-2-2-cores-jdk17",
                new MachineKey("Intel(R) Xeon(R) Processor [family 6 model 207 stepping 2]", 2, "17", "jdk").slug());
        assertEquals("amd-epyc-2-cores-jdk25-accp", new MachineKey("AMD EPYC", 2, "25", "accp").slug());
    }

    @Test
    void theSameCpuIsRecognisedAcrossJdksAndProvidersButNotAcrossCoreCounts() {
        MachineKey jdk17 = new MachineKey("AMD EPYC", 2, "17", "jdk");
        assertTrue(jdk17.sameCpu(new MachineKey("AMD EPYC", 2, "25", "accp").slug()));
        assertFalse(jdk17.sameCpu(new MachineKey("AMD EPYC", 12, "17", "jdk").slug()));
        assertFalse(jdk17.sameCpu(new MachineKey("AMD EPYC 2", 2, "17", "jdk").slug()));
    }
}
