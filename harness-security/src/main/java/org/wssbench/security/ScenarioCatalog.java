package org.wssbench.security;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * scenarios/scenarios.properties, read once and checked once. The client builds its run matrix from it
 * (harness-client's MatrixFiles), the build writes the WAR's services.xml from it (harness-service's ScenarioServices)
 * and the service hosts its policy variants from it (harness-service's WssBenchStartupListener), so the
 * three cannot disagree about what a scenario is. The keys are described at the top of the file itself.
 *
 * <p>What the file declares, and where it is here:
 * <ul>
 *   <li>{@link #defaults}: the default matrix, {@code scenarios=}, in run order;</li>
 *   <li>{@link #scenarios}: every declared scenario ({@code scenarios=}, then {@code scenarios.more=}) with its
 *       transport, Axis2 service, client policy (as written, relative to the file's folder), client modules
 *       and {@link Traits};</li>
 *   <li>{@link #variants}: the policy variants, {@code variants.<base>.<axis>=value,...}, base scenarios in
 *       declaration order, axes in {@link PolicyVariant#AXES} order, values as listed;</li>
 *   <li>{@link #stacks}: the stack axis, {@code stacks.<base>=axis2,...}, bases in name order, each list
 *       starting with {@code axis2} (the base scenario itself).</li>
 * </ul>
 * Input that breaks a rule is one {@link ScenarioFileException} naming the file ({@link #source}) and the key.
 */
public record ScenarioCatalog(String source, List<String> defaults, Map<String, Scenario> scenarios,
                              List<Variant> variants, Map<String, List<String>> stacks) {

    /** Key prefix of the policy variants: {@code variants.<base>.<axis>=}. */
    public static final String VARIANTS_PREFIX = "variants.";
    /** Key prefix of the stack axis: {@code stacks.<base>=}. */
    public static final String STACKS_PREFIX = "stacks.";
    /** The stack every {@code stacks.<base>=} list starts with: the base scenario itself. */
    public static final String BASE_STACK = "axis2";

    private static final String CLIENT_POLICY_SUFFIX = "-client.xml";

    public ScenarioCatalog {
        defaults = List.copyOf(defaults);
        scenarios = Collections.unmodifiableMap(new LinkedHashMap<>(scenarios));
        variants = List.copyOf(variants);
        stacks = Collections.unmodifiableMap(new TreeMap<>(stacks));
    }

    /**
     * One declared scenario.
     *
     * @param transport {@code http} or {@code https}: which base URL the client calls
     * @param service   Axis2 service name (default: the scenario's name)
     * @param policy    client WS-SecurityPolicy file as written, relative to the file's folder; null: no WS-Security
     * @param modules   Axis2 modules the client engages (default: rampart when there is a policy)
     * @param traits    what its message security protects
     */
    public record Scenario(String name, String transport, String service, String policy, List<String> modules,
                           Traits traits) {
        public Scenario {
            modules = List.copyOf(modules);
        }

        public boolean secured() {
            return policy != null;
        }

        /** The service policy's file name: the client policy's with {@code -client.xml} made {@code -service.xml}. */
        public String servicePolicy() {
            if (policy == null) {
                return null;
            }
            String file = Path.of(policy).getFileName().toString();
            return file.substring(0, file.length() - CLIENT_POLICY_SUFFIX.length()) + "-service.xml";
        }
    }

    /** One declared policy variant of a base scenario. */
    public record Variant(String base, PolicyVariant policy) {

        /** {@code <base>_<axis>-<value>}, e.g. {@code sign_suite-basic128}. */
        public String name() {
            return policy.scenarioName(base);
        }
    }

    /** The kinds of security token a scenario's requests carry ({@code scenario.<name>.token}). */
    public enum Token {
        /** no WS-Security token */
        NONE,
        /** UsernameToken with a plain-text password */
        USERNAME,
        /** UsernameToken with a digest password (nonce + created) */
        USERNAME_DIGEST,
        /** X.509 certificates (sign and/or encrypt with the key pairs) */
        X509,
        /** WS-SecureConversation security context token from the service's STS */
        SCT;

        /** The value as written in scenarios.properties, e.g. {@code username-digest}. */
        public String key() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * What a scenario's message security does, for tests that pick scenarios by what they protect.
     *
     * @param signed    the request body is signed
     * @param encrypted the request body is encrypted
     * @param token     the token the requests carry
     */
    public record Traits(boolean signed, boolean encrypted, Token token) {
        public static final Traits NONE = new Traits(false, false, Token.NONE);
    }

    /** Reads and checks {@code file}. */
    public static ScenarioCatalog load(Path file) {
        try {
            return read(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            throw new ScenarioFileException(file.toAbsolutePath().toString(), null, "does not exist");
        } catch (IOException e) {
            throw new ScenarioFileException(file.toAbsolutePath().toString(), null, "cannot be read: " + e);
        }
    }

    /** Reads and checks the text of a scenario file; {@code source} names it in errors. */
    public static ScenarioCatalog read(String source, String text) {
        Properties p = new Properties();
        try {
            p.load(new StringReader(text));
        } catch (IOException | IllegalArgumentException e) {
            throw new ScenarioFileException(source, null, "is not a valid properties file: " + e.getMessage());
        }
        return new Parser(source, p).catalog();
    }

    /** One reading of one file: its properties and the name errors give it. */
    private record Parser(String source, Properties p) {

        ScenarioCatalog catalog() {
            List<String> defaults = list("scenarios");
            List<String> names = new ArrayList<>(defaults);
            if (p.containsKey("scenarios.more")) {
                names.addAll(list("scenarios.more"));
            }
            Map<String, Scenario> scenarios = new LinkedHashMap<>();
            Map<String, String> serviceUsers = new LinkedHashMap<>();
            for (String name : names) {
                Scenario scenario = scenario(name);
                String earlier = serviceUsers.putIfAbsent(scenario.service(), name);
                if (earlier != null) {
                    throw new ScenarioFileException(source, "scenario." + name + ".service", "is " + scenario.service()
                            + ", the Axis2 service of scenario " + earlier + " too; give each scenario its own service");
                }
                scenarios.put(name, scenario);
            }
            return new ScenarioCatalog(source, defaults, scenarios, variants(scenarios), stacks(scenarios));
        }

        private Scenario scenario(String name) {
            String prefix = "scenario." + name + ".";
            String transport = required(prefix + "transport");
            if (!transport.equals("http") && !transport.equals("https")) {
                throw new ScenarioFileException(source, prefix + "transport", "must be http or https, not '" + transport + "'");
            }
            String service = p.getProperty(prefix + "service", name).trim();
            String policy = p.getProperty(prefix + "policy", "").trim();
            if (!policy.isEmpty() && !policy.endsWith(CLIENT_POLICY_SUFFIX)) {
                throw new ScenarioFileException(source, prefix + "policy", policy + " must be named <name>-client.xml"
                        + " (the service's is <name>-service.xml beside it)");
            }
            String modules = p.getProperty(prefix + "modules", policy.isEmpty() ? "" : "rampart");
            return new Scenario(name, transport, service, policy.isEmpty() ? null : policy, split(modules),
                    traits(prefix, !policy.isEmpty()));
        }

        /** signed / encrypted / token of one scenario; message security traits need a policy. */
        private Traits traits(String prefix, boolean hasPolicy) {
            boolean signed = trait(prefix + "signed");
            boolean encrypted = trait(prefix + "encrypted");
            String tokenText = p.getProperty(prefix + "token", "none").trim();
            Token token = Arrays.stream(Token.values()).filter(t -> t.key().equals(tokenText)).findFirst()
                    .orElseThrow(() -> new ScenarioFileException(source, prefix + "token",
                            "must be one of none, username, username-digest, x509, sct, not '" + tokenText + "'"));
            if (!hasPolicy && (signed || encrypted || token != Token.NONE)) {
                throw new ScenarioFileException(source, prefix + "policy", "is needed: the scenario declares message security"
                        + " (signed, encrypted or a token) but has no policy");
            }
            return new Traits(signed, encrypted, token);
        }

        private boolean trait(String key) {
            String text = p.getProperty(key, "false").trim();
            if (!text.equals("true") && !text.equals("false")) {
                throw new ScenarioFileException(source, key, "must be true or false, not '" + text + "'");
            }
            return Boolean.parseBoolean(text);
        }

        private List<Variant> variants(Map<String, Scenario> scenarios) {
            String axes = String.join(", ", PolicyVariant.AXES.keySet());
            for (String key : p.stringPropertyNames()) {
                if (key.startsWith(VARIANTS_PREFIX)) {
                    String[] parts = key.substring(VARIANTS_PREFIX.length()).split("\\.");
                    if (parts.length != 2 || !scenarios.containsKey(parts[0])) {
                        throw new ScenarioFileException(source, key, "must be variants.<declared scenario>.<axis> (declared: "
                                + String.join(", ", scenarios.keySet()) + "; axes: " + axes + ")");
                    }
                    if (!PolicyVariant.AXES.containsKey(parts[1])) {
                        throw new ScenarioFileException(source, key, "names an unknown axis (known: " + axes + ")");
                    }
                    if (!scenarios.get(parts[0]).secured()) {
                        throw new ScenarioFileException(source, key, "names scenario " + parts[0]
                                + ", which has no policy to vary");
                    }
                }
            }
            List<Variant> variants = new ArrayList<>();
            for (String base : scenarios.keySet()) {
                for (String axis : PolicyVariant.AXES.keySet()) {
                    String key = VARIANTS_PREFIX + base + "." + axis;
                    for (String value : split(p.getProperty(key, ""))) {
                        try {
                            variants.add(new Variant(base, new PolicyVariant(axis, value)));
                        } catch (SecurityConfigException e) {
                            throw new ScenarioFileException(source, key, e.getMessage());
                        }
                    }
                }
            }
            return variants;
        }

        private Map<String, List<String>> stacks(Map<String, Scenario> scenarios) {
            Map<String, List<String>> stacks = new TreeMap<>();
            for (String key : p.stringPropertyNames()) {
                if (key.startsWith(STACKS_PREFIX)) {
                    String base = key.substring(STACKS_PREFIX.length());
                    if (!scenarios.containsKey(base)) {
                        throw new ScenarioFileException(source, key, "names no scenario of scenarios= or scenarios.more=");
                    }
                    List<String> values = list(key);
                    if (!values.get(0).equals(BASE_STACK)) {
                        throw new ScenarioFileException(source, key, "must start with " + BASE_STACK
                                + " (the base scenario itself), not '" + values.get(0) + "'");
                    }
                    stacks.put(base, values);
                }
            }
            return stacks;
        }

        private List<String> list(String key) {
            List<String> values = split(required(key));
            if (values.isEmpty()) {
                throw new ScenarioFileException(source, key, "lists nothing");
            }
            return values;
        }

        private String required(String key) {
            String value = p.getProperty(key);
            if (value == null || value.isBlank()) {
                throw new ScenarioFileException(source, key, "is missing");
            }
            return value.trim();
        }

        private static List<String> split(String value) {
            return Arrays.stream(value.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
        }
    }
}
