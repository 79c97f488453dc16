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
 * DOM parsing and exclusive c14n of the real envelopes captured from the service (plain scenario,
 * a typical request and response of each sequence): the check that the synthetic sweep of
 * {@link XmlBenchmark} costs what the real messages cost.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class CapturedBodyBenchmark {

    @Param({"small-request", "small-response", "large-request", "large-response"})
    public String body;

    private XmlWork xml;
    private byte[] envelope;
    private Element bodyElement;
    private ByteArrayOutputStream out;

    @Setup(Level.Trial)
    public void setUp() throws IOException, SAXException {
        xml = new XmlWork();
        envelope = XmlShapes.captured(body);
        bodyElement = XmlWork.body(xml.parse(envelope));
        out = new ByteArrayOutputStream(envelope.length + 1024);
    }

    @Benchmark
    public Document parse() throws IOException, SAXException {
        return xml.parse(envelope);
    }

    @Benchmark
    public int c14n() {
        out.reset();
        xml.canonicalize(bodyElement, out);
        return out.size();
    }
}
