package org.wssbench.client.scenario;

import java.util.Locale;

/**
 * The SOAP stack and processing model a scenario runs on, client and service alike: the axis of
 * {@code stacks.<base>=} in scenarios/scenarios.properties. Each stack's own plain is its baseline.
 */
public enum Stack {
    /** Axis2 1.8.2 with Rampart 1.8.0 (WSS4J 3, DOM): the service at {@code <base>/services/<name>}. */
    AXIS2(null, false),
    /** Apache CXF with WSS4J 2's DOM processing: the service at {@code <base>-cxf/services/<name>}. */
    CXF("-cxf", false),
    /** Apache CXF with WSS4J 2's StAX streaming processing: {@code <base>-cxf/services/streaming/<name>}. */
    CXF_STREAMING("-cxf", true);

    private final String contextSuffix;
    private final boolean streaming;

    Stack(String contextSuffix, boolean streaming) {
        this.contextSuffix = contextSuffix;
        this.streaming = streaming;
    }

    /** As written in scenarios.properties and scenario names, e.g. {@code cxf-streaming}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The stack with that key, or null. */
    public static Stack byKey(String key) {
        for (Stack stack : values()) {
            if (stack.key().equals(key)) {
                return stack;
            }
        }
        return null;
    }

    /** WSS4J's streaming (StAX) processing rather than its DOM processing. */
    public boolean streaming() {
        return streaming;
    }

    /**
     * The scenario's endpoint on this stack's service, from the Axis2 service's base URL (e.g.
     * {@code http://host:8080/wss-bench}): the CXF service is the web application beside it, whose
     * context path is the Axis2 one's with {@code -cxf} appended.
     */
    public String endpoint(String axis2Base, String service) {
        String base = axis2Base.endsWith("/") ? axis2Base.substring(0, axis2Base.length() - 1) : axis2Base;
        if (contextSuffix == null) {
            return base + "/services/" + service;
        }
        return base + contextSuffix + "/services/" + (streaming ? "streaming/" : "") + service;
    }
}
