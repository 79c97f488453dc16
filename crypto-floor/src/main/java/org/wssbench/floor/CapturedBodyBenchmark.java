package org.wssbench.floor;

import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * DOM parsing and exclusive c14n of the real envelopes captured from the service (plain scenario,
 * a typical request and response of each sequence): the check that the synthetic sweep of
 * {@link XmlBenchmark} costs what the real messages cost.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class CapturedBodyBenchmark extends EnvelopeBenchmark {

    @Param({"small-request", "small-response", "large-request", "large-response"})
    public String body;

    @Override
    protected byte[] envelopeBytes() {
        return XmlShapes.captured(body);
    }
}
