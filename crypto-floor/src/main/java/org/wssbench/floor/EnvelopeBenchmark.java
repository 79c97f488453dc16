package org.wssbench.floor;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;

import java.io.ByteArrayOutputStream;
import java.io.IOException;

/**
 * What the XML benchmarks share: DOM parsing of a whole envelope and exclusive c14n of its Body.
 * A subclass only says which envelope ({@link #envelopeBytes()}, read once per trial) and carries
 * the JMH state and mode annotations; JMH names the benchmarks after the subclass
 * ({@code XmlBenchmark.parse}, {@code CapturedBodyBenchmark.c14n}).
 */
public abstract class EnvelopeBenchmark {

    private XmlWork xml;
    private byte[] envelope;
    private Element bodyElement;
    private ByteArrayOutputStream out;

    /** The envelope to parse, from the subclass's parameters. */
    protected abstract byte[] envelopeBytes();

    @Setup(Level.Trial)
    public void setUp() throws IOException, SAXException {
        xml = new XmlWork();
        envelope = envelopeBytes();
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
