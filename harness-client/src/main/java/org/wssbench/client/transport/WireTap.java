package org.wssbench.client.transport;


/**
 * What one client saw on the wire for its last call: SOAP envelope bytes sent and received
 * (entity bodies, so HTTP headers and chunk framing are excluded), the Server-Timing header and
 * how many connections the call had to open.
 * One tap per client and client thread; it is reset before each call.
 * It can also keep copies of the bytes (the crypto floor measures the captured bodies).
 */
public final class WireTap {

    private long requestBytes;
    private int connectionsOpened;
    private String serverTiming;
    private int httpStatus;
    private boolean capture;
    private byte[] capturedRequest;
    private CountingInputStream responseStream;

    public void reset() {
        requestBytes = 0;
        connectionsOpened = 0;
        serverTiming = null;
        httpStatus = 0;
        capturedRequest = null;
        responseStream = null;
    }

    /** Keep copies of request and response bytes (not while timing: it costs memory and time). */
    public void setCapture(boolean capture) {
        this.capture = capture;
    }

    public long requestBytes() {
        return requestBytes;
    }

    /** Bytes of the response body read so far; complete once the client has parsed the response. */
    public long responseBytes() {
        return responseStream != null ? responseStream.count() : 0;
    }

    /** Connections opened (TCP connect, and TLS handshake for https) since the last reset. */
    public int connectionsOpened() {
        return connectionsOpened;
    }

    public String serverTiming() {
        return serverTiming;
    }

    public int httpStatus() {
        return httpStatus;
    }

    public byte[] capturedRequest() {
        return capturedRequest;
    }

    public byte[] capturedResponse() {
        return responseStream == null ? null : responseStream.copy();
    }

    boolean capturing() {
        return capture;
    }

    void recordRequest(long bytes, byte[] copy) {
        requestBytes = bytes;
        capturedRequest = copy;
    }

    void recordConnectionOpened() {
        connectionsOpened++;
    }

    void recordResponseHead(int status, String timing) {
        httpStatus = status;
        serverTiming = timing;
    }

    void recordResponseStream(CountingInputStream stream) {
        responseStream = stream;
    }
}
