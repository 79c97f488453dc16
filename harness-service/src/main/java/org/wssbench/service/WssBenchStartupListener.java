package org.wssbench.service;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.neethi.Policy;
import org.wssbench.security.ScenarioCatalog;
import org.wssbench.rampart.PolicyTemplate;
import org.wssbench.security.PlaceholderResolver;
import org.wssbench.security.PolicyLoader;
import org.wssbench.security.SecurityConfig;
import org.wssbench.security.VariantSelection;
import org.wssbench.security.crypto.CryptoProviders;
import org.wssbench.security.crypto.ProviderReport;
import org.wssbench.security.Wss4jMessages;
import org.wssbench.seismic.catalog.CatalogSource;
import org.wssbench.seismic.model.Catalog;
import org.wssbench.seismic.query.QueryEngine;

import javax.servlet.ServletContext;
import javax.servlet.ServletContextEvent;
import javax.servlet.ServletContextListener;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Loads the catalogue, the security configuration and every service policy before AxisServlet
 * starts, so that a bad policy or keystore stops the web application with one message naming the
 * file and the problem, instead of a half-deployed service failing at the first request.
 */
public class WssBenchStartupListener implements ServletContextListener {

    /** Catalogue spec, e.g. {@code synthetic}, {@code synthetic:seed=1,size=93000}, {@code usgs:/path.csv;fe=/dir}. */
    public static final String CATALOG_PROPERTY = "wssbench.catalog";
    public static final String POLICY_DIR_PROPERTY = "wssbench.policy.dir";
    /** The scenario file whose variants.* lines the service hosts (default: the one packaged in the WAR). */
    public static final String SCENARIOS_FILE_PROPERTY = "wssbench.scenarios.file";
    private static final String POLICY_SUFFIX = "-service.xml";

    private static final Log LOG = LogFactory.getLog(WssBenchStartupListener.class);

    @Override
    public void contextInitialized(ServletContextEvent event) {
        ServletContext context = event.getServletContext();
        try {
            // Before anything asks JCA for an algorithm (keystores, Rampart, WSS4J): -Dwssbench.crypto.provider.
            ProviderReport crypto = CryptoProviders.installFromSystemProperty();
            LOG.info("wss-bench " + crypto.summary() + "; provider order " + CryptoProviders.providerOrder());
            if (!crypto.fallbacks().isEmpty()) {
                LOG.warn("wss-bench crypto provider " + crypto.choice() + " does not serve: " + String.join("; ", crypto.fallbacks()));
            }
            Wss4jMessages.install(); // before Rampart and xmlsec initialise: readable WS-Security fault texts
            String catalogSpec = setting(context, CATALOG_PROPERTY, "synthetic");
            long started = System.nanoTime();
            Catalog catalog = CatalogSource.load(catalogSpec);
            QueryEngine engine = new QueryEngine(catalog);
            LOG.info("wss-bench catalogue loaded in " + (System.nanoTime() - started) / 1_000_000 + " ms: "
                    + catalog.identity());

            SecurityConfig security = SecurityConfig.load();
            Path policyDir = Path.of(setting(context, POLICY_DIR_PROPERTY, context.getRealPath("/WEB-INF/policies")));
            Map<String, Policy> policies = loadPolicies(policyDir, security);
            String scenariosFile = setting(context, SCENARIOS_FILE_PROPERTY,
                    context == null ? null : context.getRealPath("/WEB-INF/scenarios.properties"));
            String selection = setting(context, VariantSelection.PROPERTY, VariantSelection.NONE);
            long variantsStarted = System.nanoTime();
            List<ScenarioCatalog.Variant> variants = scenariosFile == null ? List.of()
                    : loadVariantPolicies(Path.of(scenariosFile), selection, policyDir, security, policies);
            LOG.info("wss-bench validated " + policies.size() + " service policies in " + policyDir
                    + " (" + variants.size() + " generated variants, " + VariantSelection.PROPERTY + "=" + selection
                    + ", " + (System.nanoTime() - variantsStarted) / 1_000_000 + " ms) against keystores in "
                    + security.keystoreDir());
            warnAboutWeakSuites(variants, security);
            ServiceRuntime.install(new ServiceRuntime(engine, security, policyDir, policies, variants,
                    policyTemplates(policyDir, policies.keySet(), variants, security)));
        } catch (RuntimeException e) {
            // Tomcat then refuses to start the web application; the message is what the user needs.
            String message = "wss-bench service cannot start: " + e.getMessage();
            LOG.fatal(message);
            throw new IllegalStateException(message, e);
        }
    }

    private static Map<String, Policy> loadPolicies(Path dir, SecurityConfig security) {
        Map<String, Policy> policies = new TreeMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : (Iterable<Path>) files.sorted()::iterator) {
                String name = file.getFileName().toString();
                if (name.endsWith(POLICY_SUFFIX)) {
                    policies.put(name, PolicyLoader.load(file, security));
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("policy directory " + dir + " cannot be read: " + e, e);
        }
        return policies;
    }

    /** Weak suites serve sweeps only: say loudly that this service offers them. */
    private static void warnAboutWeakSuites(List<ScenarioCatalog.Variant> variants, SecurityConfig security) {
        List<ScenarioCatalog.Variant> weak = VariantSelection.weakSuites(variants);
        if (!weak.isEmpty()) {
            LOG.warn("wss-bench WARNING: deploying " + weak.size() + " weak-suite variants ("
                    + String.join(", ", weak.stream().map(ScenarioCatalog.Variant::name).toList())
                    + ") with their own service key " + security.weakService().file().getFileName()
                    + ". They accept weaker algorithms (RSA 1.5 key transport, SHA-1, AES-128, 3DES) on purpose:"
                    + " for measurement only, never on a service untrusted callers can reach.");
        }
    }

    /**
     * Reads the declared variants ({@link ScenarioCatalog#variants}), keeps those {@code selection} ({@value VariantSelection#PROPERTY})
     * asks for and generates each one's service policy from its base scenario's
     * ({@code <variant>-service.xml} in {@code policies}). No scenario file: no variants.
     */
    static List<ScenarioCatalog.Variant> loadVariantPolicies(Path scenariosFile, String selection, Path policyDir,
                                                              SecurityConfig security, Map<String, Policy> policies) {
        if (!Files.isReadable(scenariosFile)) {
            LOG.info("wss-bench: no scenario file " + scenariosFile + ", so no policy variants are hosted");
            return List.of();
        }
        List<ScenarioCatalog.Variant> variants = VariantSelection.select(selection,
                ScenarioCatalog.load(scenariosFile).variants());
        for (ScenarioCatalog.Variant variant : variants) {
            Path base = policyDir.resolve(variant.base() + POLICY_SUFFIX);
            try {
                String text = variant.policy().apply(base.toString(), Files.readString(base, StandardCharsets.UTF_8));
                policies.put(variant.name() + POLICY_SUFFIX, PolicyLoader.loadText(base + " [" + variant.policy() + "]", text, security));
            } catch (IOException e) {
                throw new IllegalStateException("variant " + variant.name() + ": base policy " + base + " cannot be read: " + e, e);
            }
        }
        return variants;
    }

    /**
     * Each validated policy again as resolved text (files, and variants generated from their base):
     * secure-conversation token requests each get their own copy of it (rampart-compat).
     */
    private static Map<String, PolicyTemplate> policyTemplates(Path dir, java.util.Set<String> names,
                                                               List<ScenarioCatalog.Variant> variants, SecurityConfig security) {
        Map<String, PolicyTemplate> templates = new TreeMap<>();
        for (String name : names) {
            Path file = dir.resolve(name);
            try {
                String text;
                if (Files.isRegularFile(file)) {
                    text = Files.readString(file, StandardCharsets.UTF_8);
                } else {
                    ScenarioCatalog.Variant variant = variants.stream()
                            .filter(v -> (v.name() + POLICY_SUFFIX).equals(name)).findFirst().orElse(null);
                    if (variant == null) {
                        continue;
                    }
                    Path base = dir.resolve(variant.base() + POLICY_SUFFIX);
                    text = variant.policy().apply(base.toString(), Files.readString(base, StandardCharsets.UTF_8));
                }
                templates.put(name, new PolicyTemplate(file.toString(), PlaceholderResolver.of(security).resolve(file.toString(), text)));
            } catch (IOException e) {
                throw new IllegalStateException(file + " cannot be read: " + e, e);
            }
        }
        return templates;
    }

    /** System property, then environment variable (upper case, dots as underscores), then context parameter. */
    static String setting(ServletContext context, String name, String fallback) {
        String value = System.getProperty(name);
        if (value == null || value.isBlank()) {
            value = System.getenv(name.toUpperCase().replace('.', '_'));
        }
        if ((value == null || value.isBlank()) && context != null) {
            value = context.getInitParameter(name);
        }
        return value == null || value.isBlank() ? fallback : value;
    }

    @Override
    public void contextDestroyed(ServletContextEvent event) {
        // nothing to release: the catalogue is plain heap data
    }
}
