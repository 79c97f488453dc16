package org.wssbench.security.input;

import java.io.IOException;

/** Thrown by {@link LimitedInputStream} through the parser, which only passes I/O failures on; carries the refusal. */
final class ByteLimitExceeded extends IOException {

    private static final long serialVersionUID = 1L;

    private final transient MessageRefused refusal;

    ByteLimitExceeded(MessageRefused refusal) {
        super(refusal.getMessage());
        this.refusal = refusal;
    }

    MessageRefused refusal() {
        return refusal;
    }
}
