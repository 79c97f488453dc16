package org.wssbench.seismic.query;

/** A {@link QueryRange} bound is out of range or inconsistent; the message names the field. */
public class InvalidQueryException extends IllegalArgumentException {

    private final String field;

    public InvalidQueryException(String field, String message) {
        super(message);
        this.field = field;
    }

    /** Name of the offending bound, e.g. {@code "minLatitude"}. */
    public String field() {
        return field;
    }
}
