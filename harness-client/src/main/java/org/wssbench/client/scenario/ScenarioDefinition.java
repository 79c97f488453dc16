package org.wssbench.client.scenario;

import org.wssbench.security.PolicyVariant;
import org.wssbench.security.ScenarioCatalog.Traits;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One security scenario as the client runs it: a scenario of {@link org.wssbench.security.ScenarioCatalog}
 * with its client policy file resolved, one of its policy variants, or one of its stacks.
 *
 * @param name      scenario name used in files, CSV and reports
 * @param transport "http" or "https": which base URL the client calls
 * @param service   Axis2 service name, appended to {base}/services/
 * @param policy    client WS-SecurityPolicy file, or null for no message security
 * @param modules   Axis2 modules the client engages (rampart when there is a policy; addressing for secure conversation)
 * @param variant   null, or the axis value this scenario changes in {@code policy} (a declared policy variant)
 * @param traits    what the scenario's message security does (signed, encrypted, token), for tests that pick
 *                  scenarios by what they protect instead of by name
 * @param stack     the SOAP stack and processing model of client and service (axis2 unless declared by a
 *                  {@code stacks.<base>=} line)
 */
public record ScenarioDefinition(String name, String transport, String service, Path policy, List<String> modules,
                                 PolicyVariant variant, Traits traits, Stack stack) {

    public ScenarioDefinition(String name, String transport, String service, Path policy, List<String> modules,
                              PolicyVariant variant, Traits traits) {
        this(name, transport, service, policy, modules, variant, traits, Stack.AXIS2);
    }

    public ScenarioDefinition(String name, String transport, String service, Path policy, List<String> modules) {
        this(name, transport, service, policy, modules, null, Traits.NONE);
    }

    public boolean secured() {
        return policy != null;
    }

    /**
     * For a variant, writes its generated client policy as {@code <folder>/<name>-client.xml} and
     * returns a scenario that uses that file; any other scenario is returned as it is. The run
     * folder then holds the exact policy each variant ran with.
     */
    public ScenarioDefinition materialize(Path folder) {
        if (variant == null) {
            return this;
        }
        try {
            String text = variant.apply(policy.toString(), Files.readString(policy, StandardCharsets.UTF_8));
            Path file = Files.createDirectories(folder).resolve(name + "-client.xml");
            Files.writeString(file, text, StandardCharsets.UTF_8);
            return new ScenarioDefinition(name, transport, service, file, modules, null, traits, stack);
        } catch (IOException e) {
            throw new UncheckedIOException("scenario " + name + ": cannot write its generated policy: " + e.getMessage(), e);
        }
    }
}
