package org.wssbench.results;

import java.util.Arrays;
import java.util.Optional;

/** Outcome of one request as written in the {@code status} column of requests.csv. */
public enum RequestStatus {
    /** The service answered with a normal response. */
    OK("ok"),
    /** The service answered with a SOAP fault. */
    FAULT("fault"),
    /** No usable answer: transport failure, timeout, client-side exception. */
    ERROR("error");

    private final String csvName;

    RequestStatus(String csvName) {
        this.csvName = csvName;
    }

    public String csvName() {
        return csvName;
    }

    public static Optional<RequestStatus> fromCsvName(String name) {
        return Arrays.stream(values()).filter(s -> s.csvName.equals(name)).findFirst();
    }
}
