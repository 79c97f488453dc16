package org.wssbench.cxf.client;

import org.apache.cxf.interceptor.MessageSenderInterceptor;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;

/**
 * The wire side of one client's calls: request and response body bytes, the response's HTTP status
 * and Server-Timing header. One client per thread, so plain fields; {@link #reset()} before each call.
 */
final class WireMeter {

    long requestBytes;
    long responseBytes;
    int httpStatus;
    String serverTiming;

    void reset() {
        requestBytes = 0;
        responseBytes = 0;
        httpStatus = 0;
        serverTiming = null;
    }

    /** Counts the request body: wraps the stream CXF's conduit writes to. */
    AbstractPhaseInterceptor<Message> requestCounter() {
        AbstractPhaseInterceptor<Message> interceptor = new AbstractPhaseInterceptor<>(Phase.PREPARE_SEND) {
            @Override
            public void handleMessage(Message message) {
                OutputStream out = message.getContent(OutputStream.class);
                if (out != null) {
                    message.setContent(OutputStream.class, new FilterOutputStream(out) {
                        @Override
                        public void write(int b) throws IOException {
                            requestBytes++;
                            this.out.write(b);
                        }

                        @Override
                        public void write(byte[] b, int off, int len) throws IOException {
                            requestBytes += len;
                            this.out.write(b, off, len);
                        }
                    });
                }
            }
        };
        interceptor.addAfter(MessageSenderInterceptor.class.getName());
        return interceptor;
    }

    /** Reads status and Server-Timing, and counts the response body as it is read. */
    AbstractPhaseInterceptor<Message> responseCounter() {
        return new AbstractPhaseInterceptor<>(Phase.RECEIVE) {
            @Override
            public void handleMessage(Message message) {
                Object code = message.get(Message.RESPONSE_CODE);
                httpStatus = code instanceof Integer status ? status : 0;
                @SuppressWarnings("unchecked")
                Map<String, List<String>> headers = (Map<String, List<String>>) message.get(Message.PROTOCOL_HEADERS);
                if (headers != null) {
                    for (Map.Entry<String, List<String>> header : headers.entrySet()) {
                        if ("Server-Timing".equalsIgnoreCase(header.getKey()) && !header.getValue().isEmpty()) {
                            serverTiming = String.join(", ", header.getValue());
                        }
                    }
                }
                InputStream in = message.getContent(InputStream.class);
                if (in != null) {
                    message.setContent(InputStream.class, new FilterInputStream(in) {
                        @Override
                        public int read() throws IOException {
                            int b = this.in.read();
                            if (b >= 0) {
                                responseBytes++;
                            }
                            return b;
                        }

                        @Override
                        public int read(byte[] b, int off, int len) throws IOException {
                            int n = this.in.read(b, off, len);
                            if (n > 0) {
                                responseBytes += n;
                            }
                            return n;
                        }
                    });
                }
            }
        };
    }
}
