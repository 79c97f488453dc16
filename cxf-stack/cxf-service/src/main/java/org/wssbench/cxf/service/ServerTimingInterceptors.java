package org.wssbench.cxf.service;

import org.apache.cxf.interceptor.MessageSenderInterceptor;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.wssbench.wire.ServerTiming;
import org.wssbench.wire.ServerTimingMetric;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The Axis2 service's Server-Timing split, measured on CXF's interceptor chains:
 * {@code sec-in} is arrival to the end of the protocol phases (where WSS4J's DOM interceptor checks
 * the whole message), {@code app} from there to the start of the response chain (data binding,
 * query, response objects), {@code sec-out} from there to the first byte written (where the DOM
 * interceptor has signed and encrypted the response), {@code total} arrival to first byte, and
 * {@code cpu} the request thread's CPU time over total. {@code alloc} (bytes, format: harness-wire's
 * {@code ServerTiming}) is what the request thread allocated over the same span.
 *
 * <p>With streaming WSS4J the body's decryption and digests happen while the body is read and
 * written, so they fall into {@code app}, and {@code sec-in}/{@code sec-out} hold only the security
 * header's processing: compare streaming and DOM on {@code total}, {@code cpu} and {@code alloc}.
 */
final class ServerTimingInterceptors {

    private ServerTimingInterceptors() {
    }

    static void install(List<org.apache.cxf.interceptor.Interceptor<? extends Message>> in,
                        List<org.apache.cxf.interceptor.Interceptor<? extends Message>> out) {
        in.add(new Arrival());
        in.add(new SecurityInEnd());
        out.add(new ResponseStart());
        out.add(new FirstByte());
    }

    static final class Arrival extends AbstractPhaseInterceptor<Message> {
        Arrival() {
            super(Phase.RECEIVE);
        }

        @Override
        public void handleMessage(Message message) {
            message.getExchange().put(RequestClock.KEY, new RequestClock());
        }
    }

    static final class SecurityInEnd extends AbstractPhaseInterceptor<Message> {
        SecurityInEnd() {
            super(Phase.UNMARSHAL);
            addBefore(List.of("org.apache.cxf.interceptor.DocLiteralInInterceptor",
                    "org.apache.cxf.wsdl.interceptors.DocLiteralInInterceptor"));
        }

        @Override
        public void handleMessage(Message message) {
            RequestClock clock = clock(message.getExchange());
            if (clock != null) {
                clock.securityInEndNanos = System.nanoTime();
            }
        }
    }

    static final class ResponseStart extends AbstractPhaseInterceptor<Message> {
        ResponseStart() {
            super(Phase.SETUP);
        }

        @Override
        public void handleMessage(Message message) {
            RequestClock clock = clock(message.getExchange());
            if (clock != null) {
                clock.responseStartNanos = System.nanoTime();
            }
        }
    }

    /** Wraps the response stream: on its first byte, before the HTTP headers go out, adds Server-Timing. */
    static final class FirstByte extends AbstractPhaseInterceptor<Message> {
        FirstByte() {
            super(Phase.PREPARE_SEND);
            addAfter(MessageSenderInterceptor.class.getName());
        }

        @Override
        public void handleMessage(Message message) {
            RequestClock clock = clock(message.getExchange());
            OutputStream stream = message.getContent(OutputStream.class);
            if (clock != null && stream != null) {
                message.setContent(OutputStream.class, new HeaderOnFirstWrite(stream, message, clock));
            }
        }
    }

    private static RequestClock clock(Exchange exchange) {
        return exchange == null ? null : (RequestClock) exchange.get(RequestClock.KEY);
    }

    static String header(RequestClock clock, long now, long cpuNow, long allocatedNow, boolean sameThread) {
        Map<ServerTimingMetric, Long> nanos = new EnumMap<>(ServerTimingMetric.class);
        nanos.put(ServerTimingMetric.TOTAL, now - clock.arrivalNanos);
        if (clock.securityInEndNanos > 0) {
            nanos.put(ServerTimingMetric.SECURITY_IN, clock.securityInEndNanos - clock.arrivalNanos);
            if (clock.responseStartNanos > 0) {
                nanos.put(ServerTimingMetric.APP, clock.responseStartNanos - clock.securityInEndNanos);
            }
        }
        if (clock.responseStartNanos > 0) {
            nanos.put(ServerTimingMetric.SECURITY_OUT, now - clock.responseStartNanos);
        }
        boolean cpuKnown = sameThread && clock.arrivalCpuNanos >= 0 && cpuNow >= 0;
        nanos.put(ServerTimingMetric.CPU, cpuKnown ? cpuNow - clock.arrivalCpuNanos : -1L);
        boolean allocationKnown = sameThread && clock.arrivalAllocatedBytes >= 0 && allocatedNow >= 0;
        long allocated = allocationKnown ? allocatedNow - clock.arrivalAllocatedBytes : ServerTiming.UNKNOWN_BYTES;
        return ServerTiming.of(nanos, allocated).header();
    }

    private static final class HeaderOnFirstWrite extends FilterOutputStream {
        private final Message message;
        private final RequestClock clock;
        private boolean written;

        HeaderOnFirstWrite(OutputStream out, Message message, RequestClock clock) {
            super(out);
            this.message = message;
            this.clock = clock;
        }

        @Override
        public void write(int b) throws IOException {
            beforeFirstByte();
            out.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            beforeFirstByte();
            out.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
            beforeFirstByte();
            out.flush();
        }

        @Override
        public void close() throws IOException {
            beforeFirstByte();
            out.close();
        }

        private void beforeFirstByte() {
            if (written) {
                return;
            }
            written = true;
            long now = System.nanoTime();
            boolean sameThread = Thread.currentThread() == clock.arrivalThread;
            String value = header(clock, now, RequestClock.cpuNanos(), RequestClock.allocatedBytes(), sameThread);
            @SuppressWarnings("unchecked")
            Map<String, List<String>> headers = (Map<String, List<String>>) message.get(Message.PROTOCOL_HEADERS);
            if (headers == null) {
                headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
                message.put(Message.PROTOCOL_HEADERS, headers);
            }
            headers.put(ServerTiming.HEADER, new ArrayList<>(List.of(value)));
        }
    }
}
