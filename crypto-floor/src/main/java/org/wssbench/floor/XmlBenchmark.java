package org.wssbench.floor;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * DOM parsing of a whole envelope and exclusive c14n of its Body, over the payload-size sweep
 * (50 B to 10 MB) in both shapes of {@link XmlShapes}. No JCE provider is involved.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class XmlBenchmark {

    @Param({"structured", "encrypted"})
    public String shape;

    @Param({"50", "1000", "10000", "100000", "1000000", "10000000"})
    public int bytes;

    private XmlWork xml;
    private byte[] envelope;
    private Element body;
    private ByteArrayOutputStream out;

    @Setup(Level.Trial)
    public void setUp() throws IOException, SAXException {
        xml = new XmlWork();
        envelope = XmlShapes.envelope(shape, bytes);
        body = XmlWork.body(xml.parse(envelope));
        out = new ByteArrayOutputStream(envelope.length + 1024);
    }

    @Benchmark
    public Document parse() throws IOException, SAXException {
        return xml.parse(envelope);
    }

    @Benchmark
    public int c14n() {
        out.reset();
        xml.canonicalize(body, out);
        return out.size();
    }
}
