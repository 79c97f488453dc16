package org.wssbench.seismic.model;

import java.time.Instant;

/**
 * A half-open time interval [startMillis, endMillis) in epoch milliseconds.
 * The client uses it to generate request sequences without loading a catalogue.
 */
public record TimeWindow(long startMillis, long endMillis) {

    public TimeWindow {
        if (endMillis <= startMillis) {
            throw new IllegalArgumentException(
                    "time window end (" + endMillis + ") must be after its start (" + startMillis + ")");
        }
    }

    public static TimeWindow of(Instant start, Instant end) {
        return new TimeWindow(start.toEpochMilli(), end.toEpochMilli());
    }

    public long durationMillis() {
        return endMillis - startMillis;
    }

    public boolean contains(long millis) {
        return millis >= startMillis && millis < endMillis;
    }

    @Override
    public String toString() {
        return Instant.ofEpochMilli(startMillis) + ".." + Instant.ofEpochMilli(endMillis);
    }
}
