package org.wssbench.client.run;

import org.junit.jupiter.api.Test;
import org.wssbench.client.scenario.WarmupRule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SteadyStateTest {

    private final WarmupRule rule = new WarmupRule(true, 4, 0.05, 0.05);

    @Test
    void needsAFullWindow() {
        SteadyState s = new SteadyState(rule);
        for (int i = 0; i < 3; i++) {
            s.add(100);
            assertFalse(s.steady());
            assertNull(s.cv());
        }
        s.add(100);
        assertTrue(s.steady());
        assertEquals(0.0, s.cv(), 1e-12);
        assertEquals(0.0, s.trend(), 1e-12);
    }

    @Test
    void aSteadyDeclineIsATrendEvenWithASmallSpread() {
        SteadyState s = new SteadyState(rule);
        for (double v : new double[] {104, 102, 100, 98}) {
            s.add(v);
        }
        // slope -2 per round, x 3 rounds / mean 101 = -5.9%: CV is 2.6%, but the trend fails
        assertEquals(-6.0 / 101, s.trend(), 1e-12);
        assertTrue(s.cv() < 0.05);
        assertFalse(s.steady());
        s.add(98);
        s.add(98.5);
        s.add(98.2);
        assertTrue(s.steady(), "flat again once the decline has left the window");
    }

    @Test
    void spreadWithoutTrendFailsOnTheCv() {
        SteadyState s = new SteadyState(rule);
        for (double v : new double[] {80, 120, 120, 80}) {
            s.add(v);
        }
        assertEquals(0.0, s.trend(), 1e-12);
        assertTrue(s.cv() > 0.2);
        assertFalse(s.steady());
    }

    @Test
    void aRoundWithoutAnySuccessfulRequestStartsTheWindowAgain() {
        SteadyState s = new SteadyState(rule);
        for (int i = 0; i < 4; i++) {
            s.add(100);
        }
        s.add(Double.NaN);
        assertFalse(s.steady());
        assertNull(s.cv());
    }

    @Test
    void roundOrderDependsOnlyOnSeedAndRound() {
        java.util.List<String> cells = java.util.List.of("a", "b", "c", "d", "e", "f");
        RoundPlan plan = new RoundPlan(11);
        assertEquals(plan.order(cells, 3), new RoundPlan(11).order(cells, 3));
        assertEquals(java.util.Set.copyOf(cells), java.util.Set.copyOf(plan.order(cells, 3)));
        java.util.Set<java.util.List<String>> orders = new java.util.HashSet<>();
        for (int round = 1; round <= 10; round++) {
            orders.add(plan.order(cells, round));
        }
        assertTrue(orders.size() > 5, "orders differ between rounds");
    }
}
