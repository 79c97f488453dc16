package org.wssbench.results.report;

/** Output formats of a comparison. */
public enum ComparisonFormat {
    TABLE, MARKDOWN, CSV
}
