package org.wssbench.security.input;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Passes at most {@code maxBytes} bytes on, and fails on the first byte beyond them: a message is refused once
 * {@code maxBytes + 1} bytes have arrived, however much more the sender has queued.
 */
final class LimitedInputStream extends FilterInputStream {

    private final long maxBytes;
    private long count;

    LimitedInputStream(InputStream in, long maxBytes) {
        super(in);
        this.maxBytes = maxBytes;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            counted(1);
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        long allowed = maxBytes - count + 1;
        int n = super.read(buffer, offset, (int) Math.min(length, allowed));
        if (n > 0) {
            counted(n);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long skipped = super.skip(Math.min(n, maxBytes - count + 1));
        counted(skipped);
        return skipped;
    }

    @Override
    public boolean markSupported() {
        return false;
    }

    /** Bytes read so far. */
    long count() {
        return count;
    }

    private void counted(long n) throws ByteLimitExceeded {
        count += n;
        if (count > maxBytes) {
            throw new ByteLimitExceeded(MessageRefused.overLimit(count, "bytes", maxBytes, "maxBytes"));
        }
    }
}
