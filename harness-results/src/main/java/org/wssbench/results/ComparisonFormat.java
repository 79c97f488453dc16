package org.wssbench.results;

/** Output formats of a comparison. */
public enum ComparisonFormat {
    TABLE, MARKDOWN, CSV
}
