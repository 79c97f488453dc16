package org.wssbench.benchmark;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * A message of a few megabytes made of parts, each one text repeated a number of times (the
 * repetition's index at hand, for unique attribute names), generated while it is read: a hostile
 * request streams to the service without ever being held whole, and its length is known before it
 * is sent (Content-Length). Each character is one byte (ISO-8859-1): a genuine message spliced in
 * as text goes back to its own bytes, and the hostile parts, ASCII, count characters and bytes alike.
 */
final class HostileMessage {

    /** {@code count} repetitions of {@code unit.apply(index)}. */
    private record Part(IntFunction<String> unit, int count) {
    }

    private final List<Part> parts;

    private HostileMessage(List<Part> parts) {
        this.parts = List.copyOf(parts);
    }

    /** Builds a message part by part. */
    static Builder builder() {
        return new Builder();
    }

    /** Collects the parts of a message in order. */
    static final class Builder {
        private final List<Part> parts = new ArrayList<>();

        /** Appends {@code text} once. */
        Builder text(String text) {
            return repeat(text, 1);
        }

        /** Appends {@code unit} {@code count} times. */
        Builder repeat(String unit, int count) {
            return repeat(index -> unit, count);
        }

        /** Appends {@code unit.apply(i)} for i = 0 .. count - 1. */
        Builder repeat(IntFunction<String> unit, int count) {
            if (count < 0) {
                throw new IllegalArgumentException("a part repeated " + count + " times");
            }
            parts.add(new Part(unit, count));
            return this;
        }

        HostileMessage build() {
            return new HostileMessage(parts);
        }
    }

    /** Its length in bytes, computed without building it. */
    long length() {
        long length = 0;
        for (Part part : parts) {
            for (int i = 0; i < part.count(); i++) {
                length += part.unit().apply(i).length();
            }
        }
        return length;
    }

    /** Its bytes, generated as they are read. */
    InputStream open() {
        return new Generated();
    }

    /** Its bytes, all at once (for the test proxy, which answers with a byte array). */
    byte[] bytes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (InputStream in = open()) {
            in.transferTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static byte[] latin1(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) > 0xff) {
                throw new IllegalArgumentException("a character that is not one byte: " + text);
            }
        }
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** Reads the parts one repetition at a time. */
    private final class Generated extends InputStream {
        private int part;
        private int index;
        private byte[] chunk = new byte[0];
        private int position;

        /** The next repetition's bytes, or false at the end. */
        private boolean fill() {
            while (position == chunk.length) {
                while (part < parts.size() && index == parts.get(part).count()) {
                    part++;
                    index = 0;
                }
                if (part == parts.size()) {
                    return false;
                }
                chunk = latin1(parts.get(part).unit().apply(index++));
                position = 0;
            }
            return true;
        }

        @Override
        public int read() {
            return fill() ? chunk[position++] & 0xff : -1;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) {
            if (length == 0) {
                return 0;
            }
            int read = 0;
            while (read < length && fill()) {
                int n = Math.min(length - read, chunk.length - position);
                System.arraycopy(chunk, position, buffer, offset + read, n);
                position += n;
                read += n;
            }
            return read == 0 ? -1 : read;
        }
    }
}
