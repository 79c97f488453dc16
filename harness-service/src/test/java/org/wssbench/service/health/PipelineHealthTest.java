package org.wssbench.service.health;

import org.apache.axis2.AxisFault;
import org.junit.jupiter.api.Test;

import java.util.ConcurrentModificationException;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PipelineHealthTest {

    @Test
    void aRunOfInternalFailuresWithoutSuccessMeansCorrupted() {
        PipelineHealth health = new PipelineHealth();
        for (int i = 1; i < PipelineHealth.CORRUPTION_THRESHOLD; i++) {
            health.internalFailure("secureconversation", new NullPointerException("localPart is null"));
        }
        assertEquals(Map.of(), health.corrupted(), "one short of the threshold");
        health.internalFailure("secureconversation", new AxisFault("wrapped", new NullPointerException("localPart is null")));
        String why = health.corrupted().get("secureconversation");
        assertTrue(why.startsWith(PipelineHealth.CORRUPTION_THRESHOLD + " consecutive requests failed with internal errors, last: "
                + "NullPointerException at PipelineHealthTest.aRunOfInternalFailuresWithoutSuccessMeansCorrupted:"), why);
        assertTrue(why.endsWith(": localPart is null"), why);
        health.success("secureconversation");
        assertTrue(health.corrupted().containsKey("secureconversation"), "corrupted stays until restart");
        assertEquals(Long.valueOf(PipelineHealth.CORRUPTION_THRESHOLD), health.internalErrors().get("secureconversation"));
    }

    @Test
    void successesBetweenTransientFailuresKeepAServiceHealthy() {
        PipelineHealth health = new PipelineHealth();
        for (int i = 0; i < 5 * PipelineHealth.CORRUPTION_THRESHOLD; i++) {
            health.internalFailure("sign", new ConcurrentModificationException());
            if (i % 3 == 0) {
                health.success("sign");
            }
        }
        assertEquals(Map.of(), health.corrupted());
    }

    @Test
    void securityRejectionsAreNotInternalErrors() {
        assertFalse(InternalErrors.isInternal(new AxisFault("The signature or decryption was invalid")));
        assertTrue(InternalErrors.isInternal(new AxisFault("x", new IllegalStateException())));
    }
}
