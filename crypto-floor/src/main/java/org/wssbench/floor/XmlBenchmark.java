package org.wssbench.floor;

import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * DOM parsing of a whole envelope and exclusive c14n of its Body, over the payload-size sweep
 * (50 B to 10 MB) in both shapes of {@link XmlShapes}. No JCE provider is involved.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class XmlBenchmark extends EnvelopeBenchmark {

    @Param({"structured", "encrypted"})
    public String shape;

    @Param({"50", "1000", "10000", "100000", "1000000", "10000000"})
    public int bytes;

    @Override
    protected byte[] envelopeBytes() {
        return XmlShapes.envelope(shape, bytes);
    }
}
