package org.wssbench.client.transport;

import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Counts (and optionally copies) the bytes the client reads from a response body. */
final class CountingInputStream extends FilterInputStream {

    private long count;
    private final ByteArrayOutputStream copy;

    CountingInputStream(InputStream in, boolean keepCopy) {
        super(in);
        this.copy = keepCopy ? new ByteArrayOutputStream() : null;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            count++;
            if (copy != null) {
                copy.write(b);
            }
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        if (n > 0) {
            count += n;
            if (copy != null) {
                copy.write(buffer, offset, n);
            }
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long skipped = super.skip(n);
        count += skipped;
        return skipped;
    }

    /**
     * Reads what is left before closing: HttpClient would read it anyway to reuse the connection,
     * and the envelope size must not depend on how far the XML parser happened to read.
     */
    @Override
    public void close() throws IOException {
        byte[] rest = new byte[8192];
        while (read(rest, 0, rest.length) >= 0) {
            // counted by read
        }
        super.close();
    }

    long count() {
        return count;
    }

    byte[] copy() {
        return copy == null ? null : copy.toByteArray();
    }
}
