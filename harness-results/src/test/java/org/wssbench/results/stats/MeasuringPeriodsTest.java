package org.wssbench.results.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class MeasuringPeriodsTest {

    private static Instant at(String time) {
        return Instant.parse("2026-11-26T" + time + ":00Z");
    }

    @Test
    void aPauseLongerThanTheGapStartsANewPeriodWhateverTheRunsOrder() {
        // given out of order: 01:00, 01:08, 01:16 (one period), 02:30, 02:40 (a 74-minute pause before them)
        List<Instant> starts = List.of(at("02:40"), at("01:08"), at("01:00"), at("02:30"), at("01:16"));
        assertArrayEquals(new int[] {1, 0, 0, 1, 0}, MeasuringPeriods.of(starts));
        assertEquals(2, MeasuringPeriods.count(MeasuringPeriods.of(starts)));
        // exactly the gap apart: still one period
        assertArrayEquals(new int[] {0, 0}, MeasuringPeriods.of(List.of(at("01:00"), at("01:30"))));
        assertArrayEquals(new int[] {0, 1}, MeasuringPeriods.of(List.of(at("01:00"), at("01:31"))));
    }

    @Test
    void aRunWithoutAStartTimeIsAPeriodOfItsOwn() {
        int[] period = MeasuringPeriods.of(Arrays.asList(at("01:00"), null, at("01:05"), null));
        assertArrayEquals(new int[] {0, 1, 0, 2}, period);
    }
}
