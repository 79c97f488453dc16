package org.wssbench.client.scenario;

/**
 * The text of SEI's Echo workload (CMU/SEI-2010-TR-023): "static" sends the same text on every
 * call; "growing" appends it once more on each call, so call i (0-based) carries i + 1 copies.
 * With the default 12-byte unit ("Hello World" and a space) and 10,000 calls the payload grows
 * from 12 B to 120,000 B (about 117 KB), SEI's dynamic workload.
 */
public record EchoPayload(String unit, boolean growing) implements SeiPayload {

    public static final String HELLO_WORLD = "Hello World ";

    public EchoPayload {
        if (unit == null || unit.isEmpty()) {
            throw new IllegalArgumentException("echo text must not be empty");
        }
    }

    public static final String OPERATION = "echo";

    @Override
    public String operation() {
        return OPERATION;
    }

    @Override
    public WorkloadRequest request(int index) {
        return new WorkloadRequest.EchoCall(this, index);
    }

    /** The text of call {@code index} (0-based). */
    public String text(int index) {
        return growing ? unit.repeat(index + 1) : unit;
    }
}
