package org.wssbench.stack;

import java.nio.file.Path;

/**
 * Opens clients of one stack; the class the driver instantiates (no-argument constructor) from the
 * stack's class loader.
 */
public interface StackClientFactory {

    /**
     * @param endpoint    the scenario's endpoint URL
     * @param policy      the scenario's client policy as Rampart reads it (the stack derives its own), null for none
     * @param streaming   WSS4J's streaming (StAX) processing instead of its DOM processing
     * @param keystoreDir the folder of the project's keystores and security.properties
     * @param overrides   stack properties set after the scenario's own (tests use them to send what the
     *                    policy forbids, e.g. a wrong password); empty for a measured run
     */
    StackClient open(String endpoint, Path policy, boolean streaming, Path keystoreDir,
                     java.util.Map<String, String> overrides);

    /** Library name to version, as loaded (recorded in run.json). */
    java.util.Map<String, String> versions();
}
