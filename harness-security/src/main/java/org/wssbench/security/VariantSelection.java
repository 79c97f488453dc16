package org.wssbench.security;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which declared policy variants a service deploys, from the setting {@value #PROPERTY}: the
 * service hosts none by default, so a weak suite is never reachable unless a sweep or workload asks
 * for it. The value is a comma-separated list of
 * <ul>
 *   <li>{@code none}: no variant (the default);</li>
 *   <li>{@code all}: every declared variant;</li>
 *   <li>{@code <base>.<axis>}: every declared value of one axis, e.g. {@code sign.suite} (what
 *       {@code sweep --base sign --axis suite} runs);</li>
 *   <li>a variant's scenario name, e.g. {@code signencr_encryptsignature-on}.</li>
 * </ul>
 */
public final class VariantSelection {

    /** System property (or environment variable {@code WSSBENCH_VARIANTS}) read by the service at start-up. */
    public static final String PROPERTY = "wssbench.variants";
    public static final String NONE = "none";
    public static final String ALL = "all";

    private VariantSelection() {
    }

    /**
     * The declared variants {@code spec} selects, in declared order. An entry that selects nothing
     * is one {@link SecurityConfigException} naming {@value #PROPERTY} and the entry.
     */
    public static List<ScenarioCatalog.Variant> select(String spec, List<ScenarioCatalog.Variant> declared) {
        Set<ScenarioCatalog.Variant> chosen = new LinkedHashSet<>();
        for (String entry : Arrays.stream((spec == null ? NONE : spec).split(","))
                .map(s -> s.trim().toLowerCase(Locale.ROOT)).filter(s -> !s.isEmpty()).toList()) {
            if (entry.equals(NONE)) {
                continue;
            }
            List<ScenarioCatalog.Variant> matching = new ArrayList<>();
            for (ScenarioCatalog.Variant variant : declared) {
                if (entry.equals(ALL) || entry.equals(variant.name())
                        || entry.equals(variant.base() + "." + variant.policy().axis())) {
                    matching.add(variant);
                }
            }
            if (matching.isEmpty()) {
                throw new SecurityConfigException(PROPERTY + "=" + spec + ": '" + entry + "' names no declared variant"
                        + " (use none, all, <base>.<axis> such as sign.suite, or a variant name; declared: "
                        + String.join(", ", declared.stream().map(ScenarioCatalog.Variant::name).toList()) + ")");
            }
            chosen.addAll(matching);
        }
        return declared.stream().filter(chosen::contains).toList();
    }

    /** The selected variants whose algorithm suite is weaker than the scenarios' own. */
    public static List<ScenarioCatalog.Variant> weakSuites(List<ScenarioCatalog.Variant> variants) {
        return variants.stream().filter(v -> v.policy().weakSuite()).toList();
    }
}
