package org.wssbench.results.report;

import org.wssbench.results.stats.ConfidenceInterval;

import java.util.Locale;

/** Locale-independent number formatting for tables, Markdown and HTML ("-" when not available). */
final class Numbers {

    static final String NOT_AVAILABLE = "-";

    private Numbers() {
    }

    static String fixed(Double value, int decimals) {
        if (value == null || value.isNaN() || value.isInfinite()) {
            return NOT_AVAILABLE;
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    static String ratio(Double value) {
        return value == null ? NOT_AVAILABLE : fixed(value, 2) + "x";
    }

    static String signedPct(Double value) {
        if (value == null || value.isNaN() || value.isInfinite()) {
            return NOT_AVAILABLE;
        }
        return String.format(Locale.ROOT, "%+.1f%%", value);
    }

    /** A fraction (0.1) as a percent interval "[+2.0%, +15.3%]". */
    static String interval(ConfidenceInterval ci) {
        if (ci == null) {
            return NOT_AVAILABLE;
        }
        return "[" + signedPct(ci.low() * 100) + ", " + signedPct(ci.high() * 100) + "]";
    }

    static String of(Object value) {
        return value == null ? NOT_AVAILABLE : String.valueOf(value);
    }
}
