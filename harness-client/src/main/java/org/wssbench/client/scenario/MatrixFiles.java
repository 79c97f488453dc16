package org.wssbench.client.scenario;

import org.wssbench.security.ScenarioCatalog;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.model.TimeWindow;
import org.wssbench.seismic.sequence.SequenceSpec;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.DoublePredicate;
import java.util.function.Function;

/**
 * Reads the plain property files under scenarios/: a workload, and the scenario matrix as the client runs it
 * (read by {@link ScenarioCatalog}). Every error names the file and the key, so a user editing them knows what to fix.
 */
public final class MatrixFiles {

    /** SEI's run length: 10,000 consecutive calls per configuration. */
    static final int SEI_CALLS = 10_000;

    private MatrixFiles() {
    }

    /**
     * Every declared scenario, then the policy variants ({@link ScenarioCatalog}), with its policy resolved
     * against {@code policyBase}. A run without --scenario uses {@link #defaultScenarioNames}.
     */
    public static Map<String, ScenarioDefinition> loadScenarios(Path file, Path policyBase) {
        ScenarioCatalog catalog = ScenarioCatalog.load(file);
        Map<String, ScenarioDefinition> scenarios = new LinkedHashMap<>();
        for (ScenarioCatalog.Scenario scenario : catalog.scenarios().values()) {
            Path policy = scenario.secured() ? policyBase.resolve(scenario.policy()).normalize() : null;
            if (policy != null && !Files.isReadable(policy)) {
                throw new MatrixFileException(file, "scenario." + scenario.name() + ".policy",
                        "policy file " + policy + " does not exist or is not readable");
            }
            scenarios.put(scenario.name(), new ScenarioDefinition(scenario.name(), scenario.transport(), scenario.service(),
                    policy, scenario.modules(), null, scenario.traits()));
        }
        for (ScenarioCatalog.Variant variant : catalog.variants()) {
            ScenarioDefinition base = scenarios.get(variant.base());
            scenarios.put(variant.name(), new ScenarioDefinition(variant.name(), base.transport(), variant.name(),
                    base.policy(), base.modules(), variant.policy(), base.traits()));
        }
        return scenarios;
    }

    /**
     * The scenarios of the stack axis ({@link ScenarioCatalog#stacks}): for each stack after axis2, a scenario
     * {@code <base>_stack-<stack>} with the base's transport, policy and traits, served by that stack's
     * service. Kept apart from {@link #loadScenarios} because every Axis2-only test iterates over those.
     *
     * @param declared the file's other scenarios ({@link #loadScenarios})
     */
    public static Map<String, ScenarioDefinition> loadStackScenarios(Path file, Map<String, ScenarioDefinition> declared) {
        Map<String, ScenarioDefinition> stacked = new LinkedHashMap<>();
        for (Map.Entry<String, List<String>> stacks : ScenarioCatalog.load(file).stacks().entrySet()) {
            ScenarioDefinition base = declared.get(stacks.getKey());
            for (String value : stacks.getValue().subList(1, stacks.getValue().size())) {
                Stack stack = Stack.byKey(value);
                if (stack == null || stack == Stack.AXIS2) {
                    throw new MatrixFileException(file, ScenarioCatalog.STACKS_PREFIX + stacks.getKey(),
                            "'" + value + "' is not a stack: cxf or cxf-streaming after axis2");
                }
                String name = stacks.getKey() + "_stack-" + value;
                stacked.put(name, new ScenarioDefinition(name, base.transport(), base.service(), base.policy(),
                        List.of(), null, base.traits(), stack));
            }
        }
        return stacked;
    }

    /** The default matrix: the {@code scenarios=} list of the scenarios file. */
    public static List<String> defaultScenarioNames(Path file) {
        return ScenarioCatalog.load(file).defaults();
    }

    public static Workload loadWorkload(Path file) {
        return loadWorkload(file, Map.of());
    }

    /**
     * The workload file with some of its keys set otherwise ({@code run -p KEY=VALUE}); an error
     * names the file and the key either way.
     */
    public static Workload loadWorkload(Path file, Map<String, String> overrides) {
        Properties p = read(file);
        p.putAll(overrides);
        List<SequenceDefinition> sequences = new ArrayList<>();
        for (String name : list(file, p, "sequences")) {
            String warmupRound = "sequence." + name + ".warmupRound";
            String visits = "sequence." + name + ".visits";
            sequences.add(sequence(file, p, name).withWarmupRoundRequests(
                    p.containsKey(warmupRound) ? intValue(file, p, warmupRound, 1) : 0)
                    .withVisits(p.containsKey(visits) ? visits(file, p, visits) : Map.of()));
        }
        int repetitions = intValue(file, p, "repetitions", 1);
        int rounds = p.containsKey("rounds") ? intValue(file, p, "rounds", 1) : repetitions;
        String roundsProblem = Workload.roundsProblem(sequences, repetitions, rounds);
        if (roundsProblem != null) {
            throw new MatrixFileException(file, "rounds", roundsProblem.replaceFirst("^rounds ", ""));
        }
        int threads = p.containsKey("threads") ? intValue(file, p, "threads", 1) : 1;
        TimeWindow window = p.containsKey("window") ? window(file, p, "window") : SyntheticCatalog.TIME_WINDOW;
        String name = p.getProperty("name", file.getFileName().toString().replaceFirst("\\.properties$", ""));
        List<String> scenarios = p.containsKey("scenarios") ? list(file, p, "scenarios") : List.of();
        List<String> addedScenarios = p.containsKey("scenarios.add") ? list(file, p, "scenarios.add") : List.of();
        Long orderSeed = p.containsKey("order.seed") ? longValue(file, p, "order.seed") : null;
        boolean prime = !p.containsKey("prime") || booleanValue(file, p, "prime");
        String clients = p.getProperty("clients", "scenario").trim();
        if (!clients.equals("scenario") && !clients.equals("cell")) {
            throw new MatrixFileException(file, "clients", "must be scenario or cell, not '" + clients + "'");
        }
        return new Workload(name, List.copyOf(sequences), repetitions, rounds, threads, window, warmupRule(file, p),
                orderSeed, prime, scenarios, addedScenarios, clients.equals("cell"));
    }

    /**
     * Every scenario a workload's {@code sequence.<name>.visits} names must be declared in the matrix
     * file: a misspelt name would otherwise silently leave that cell at one visit a round.
     */
    public static void checkVisitedScenarios(Path workloadFile, Workload workload, Collection<String> declared,
                                             Path scenariosFile) {
        for (SequenceDefinition sequence : workload.sequences()) {
            for (String scenario : sequence.visits().keySet()) {
                if (!declared.contains(scenario)) {
                    throw new MatrixFileException(workloadFile, "sequence." + sequence.name() + ".visits",
                            "names scenario " + scenario + ", which " + scenariosFile + " does not declare");
                }
            }
        }
    }

    /** {@code scenario:times, ...}, e.g. {@code plain:4,ssl:4}: each scenario at most once, times at least 1. */
    private static Map<String, Integer> visits(Path file, Properties p, String key) {
        Map<String, Integer> visits = new LinkedHashMap<>();
        for (String entry : list(file, p, key)) {
            String[] parts = entry.split(":");
            int times;
            try {
                times = parts.length == 2 ? Integer.parseInt(parts[1].trim()) : 0;
            } catch (NumberFormatException e) {
                times = 0;
            }
            if (parts.length != 2 || parts[0].isBlank() || times < 1) {
                throw new MatrixFileException(file, key, "must list scenario:times with times a whole number of at least 1,"
                        + " e.g. plain:4,ssl:4; not '" + entry + "'");
            }
            if (visits.put(parts[0].trim(), times) != null) {
                throw new MatrixFileException(file, key, "names " + parts[0].trim() + " twice");
            }
        }
        return visits;
    }

    private static WarmupRule warmupRule(Path file, Properties p) {
        WarmupRule d = WarmupRule.DEFAULT;
        String rule = p.getProperty("warmup.rule", d.name()).trim();
        if (!rule.equals("steady") && !rule.equals("count")) {
            throw new MatrixFileException(file, "warmup.rule", "must be steady or count, not '" + rule + "'");
        }
        int window = p.containsKey("warmup.window") ? intValue(file, p, "warmup.window", 2) : d.window();
        double cv = p.containsKey("warmup.cv") ? fraction(file, p, "warmup.cv") : d.cv();
        double trend = p.containsKey("warmup.trend") ? fraction(file, p, "warmup.trend") : d.trend();
        int settle = p.containsKey("warmup.settle") ? intValue(file, p, "warmup.settle", 0) : 0;
        return new WarmupRule(rule.equals("steady"), window, cv, trend, settle);
    }

    private static boolean booleanValue(Path file, Properties p, String key) {
        String text = required(file, p, key);
        return switch (text.toLowerCase(java.util.Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new MatrixFileException(file, key, "must be true or false, not '" + text + "'");
        };
    }

    /**
     * A seismic query sequence (small/large: the calibrated ones), an echo sequence (SEI's simple
     * payload; echo-static and echo-dynamic are its two) or an Employee Details sequence (SEI's
     * complex payload, employee-static); SEI's sequences are 10,000 calls unless counted otherwise.
     */
    private static SequenceDefinition sequence(Path file, Properties p, String name) {
        String prefix = "sequence." + name + ".";
        int warmup = p.containsKey(prefix + "warmup") ? intValue(file, p, prefix + "warmup", 0) : 0;
        String defaultOperation = name.startsWith("echo") ? EchoPayload.OPERATION
                : name.startsWith("employee") ? EmployeeDetailsPayload.OPERATION : "matchQuakes";
        String operation = p.getProperty(prefix + "operation", defaultOperation).trim();
        int seiCount = p.containsKey(prefix + "count") ? intValue(file, p, prefix + "count", 1)
                : p.containsKey("count") ? intValue(file, p, "count", 1) : SEI_CALLS;
        if (operation.equals(EmployeeDetailsPayload.OPERATION)) {
            return new SequenceDefinition(new SequenceSpec(name, 0, seiCount, 1.0), warmup, new EmployeeDetailsPayload());
        }
        if (operation.equals(EchoPayload.OPERATION)) {
            String growth = p.getProperty(prefix + "payload", name.equals("echo-dynamic") ? "growing" : "static").trim();
            if (!growth.equals("static") && !growth.equals("growing")) {
                throw new MatrixFileException(file, prefix + "payload", "must be static or growing, not '" + growth + "'");
            }
            String unit = p.getProperty(prefix + "text", EchoPayload.HELLO_WORLD);
            if (unit.isEmpty()) {
                throw new MatrixFileException(file, prefix + "text", "must not be empty");
            }
            return new SequenceDefinition(new SequenceSpec(name, 0, seiCount, 1.0), warmup,
                    new EchoPayload(unit, growth.equals("growing")));
        }
        if (!operation.equals("matchQuakes")) {
            throw new MatrixFileException(file, prefix + "operation", "must be matchQuakes, echo or employeeDetails, not '"
                    + operation + "'");
        }
        SequenceSpec base = switch (name) {
            case "small" -> SequenceSpec.SMALL;
            case "large" -> SequenceSpec.LARGE;
            default -> null;
        };
        long seed = base != null && !p.containsKey(prefix + "seed") ? base.seed() : longValue(file, p, prefix + "seed");
        double fraction = base != null && !p.containsKey(prefix + "rangeFraction")
                ? base.rangeFraction() : doubleValue(file, p, prefix + "rangeFraction");
        int count = base != null && !p.containsKey(prefix + "count") ? base.count() : intValue(file, p, prefix + "count", 1);
        return new SequenceDefinition(new SequenceSpec(name, seed, count, fraction), warmup);
    }

    private static Properties read(Path file) {
        Properties p = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(reader);
        } catch (NoSuchFileException e) {
            throw new MatrixFileException(file.toAbsolutePath(), null, "does not exist");
        } catch (IOException e) {
            throw new MatrixFileException(file.toAbsolutePath(), null, "cannot be read: " + e);
        } catch (IllegalArgumentException e) {
            throw new MatrixFileException(file, null, "is not a valid properties file: " + e.getMessage());
        }
        return p;
    }

    private static List<String> list(Path file, Properties p, String key) {
        List<String> values = Arrays.stream(required(file, p, key).split(","))
                .map(String::trim).filter(s -> !s.isEmpty()).toList();
        if (values.isEmpty()) {
            throw new MatrixFileException(file, key, "lists nothing");
        }
        return values;
    }

    private static String required(Path file, Properties p, String key) {
        String value = p.getProperty(key);
        if (value == null || value.isBlank()) {
            throw new MatrixFileException(file, key, "is missing");
        }
        return value.trim();
    }

    private static int intValue(Path file, Properties p, String key, int minimum) {
        int value = number(file, p, key, Integer::parseInt, "a whole number");
        if (value < minimum) {
            throw new MatrixFileException(file, key, "must be at least " + minimum + ", not " + value);
        }
        return value;
    }

    private static long longValue(Path file, Properties p, String key) {
        return number(file, p, key, Long::parseLong, "a whole number");
    }

    private static double fraction(Path file, Properties p, String key) {
        return doubleIn(file, p, key, v -> v > 0 && v < 1, "must be a fraction in (0, 1), e.g. 0.05");
    }

    private static double doubleValue(Path file, Properties p, String key) {
        return doubleIn(file, p, key, v -> v > 0 && v <= 1, "must be in (0, 1]");
    }

    /** A decimal number that {@code allowed} accepts; else {@code rule} is the error, with the text given. */
    private static double doubleIn(Path file, Properties p, String key, DoublePredicate allowed, String rule) {
        double value = number(file, p, key, Double::parseDouble, "a number");
        if (!allowed.test(value)) {
            throw new MatrixFileException(file, key, rule + ", not " + required(file, p, key));
        }
        return value;
    }

    /** The required value of {@code key} parsed by {@code parser}; a value it refuses must be {@code kind}. */
    private static <T> T number(Path file, Properties p, String key, Function<String, T> parser, String kind) {
        String text = required(file, p, key);
        try {
            return parser.apply(text);
        } catch (NumberFormatException e) {
            throw new MatrixFileException(file, key, "must be " + kind + ", not '" + text + "'");
        }
    }

    private static TimeWindow window(Path file, Properties p, String key) {
        String text = required(file, p, key);
        String[] ends = text.split("/");
        try {
            if (ends.length != 2) {
                throw new DateTimeParseException("expected start/end", text, 0);
            }
            return TimeWindow.of(Instant.parse(ends[0].trim()), Instant.parse(ends[1].trim()));
        } catch (DateTimeParseException e) {
            throw new MatrixFileException(file, key, "must be two ISO-8601 instants start/end, not '" + text + "'");
        }
    }
}
