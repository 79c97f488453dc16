package org.wssbench.security;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The service side of scenarios/scenarios.properties: one Axis2 service per declared scenario,
 * written as the WAR's services.xml at build time (harness-service's pom runs {@link #main}), so
 * that a scenario is declared in one place. Policy variants are not listed: the service deploys
 * them at start-up as copies of their base scenario's service.
 *
 * <p>What each scenario's keys give its service:
 * <ul>
 *   <li>name: {@code scenario.<name>.service}, default the scenario's name;</li>
 *   <li>policy ({@code wssbench.policy}): the client policy's file name with {@code -client.xml}
 *       replaced by {@code -service.xml} (policies/ is packaged into WEB-INF/policies); none without
 *       {@code scenario.<name>.policy};</li>
 *   <li>modules: {@code rampart} when the client engages it (by default whenever there is a policy),
 *       {@code rahas} for {@code token=sct} (the service issues the security context token, and
 *       {@code wssbench.sct-issuer} is set), {@code addressing} when the client engages it;</li>
 *   <li>transports: a scenario without a policy is exposed on its own transport only (plain not
 *       over https, ssl not over http); a secured scenario on every transport.</li>
 * </ul>
 * Every service has the same class, message receiver and operations (the seismic query, echo and employee details).
 */
public final class ScenarioServices {

    static final String SERVICE_CLASS = "org.wssbench.service.SeismicService";
    static final String LIFE_CYCLE = "org.wssbench.service.ScenarioServiceLifeCycle";
    static final String MESSAGE_RECEIVER = "org.wssbench.service.SeismicMessageReceiver";
    static final String IN_OUT = "http://www.w3.org/ns/wsdl/in-out";
    static final List<String> OPERATIONS = List.of("matchQuakes", "echo", "employeeDetails");

    /**
     * One scenario's Axis2 service.
     *
     * @param transports the transports it is exposed on; empty: every transport
     * @param policy     service policy file name in WEB-INF/policies; null without WS-Security
     * @param modules    Axis2 modules engaged on the service, in engagement order
     * @param sctIssuer  whether it issues secure-conversation tokens (rahas)
     */
    public record Service(String name, String scenario, List<String> transports, String policy, List<String> modules,
                          boolean sctIssuer) {
        public Service {
            transports = List.copyOf(transports);
            modules = List.copyOf(modules);
        }
    }

    private ScenarioServices() {
    }

    /** {@code ScenarioServices <scenarios.properties> <services.xml to write>}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: ScenarioServices <scenarios.properties> <services.xml>");
        }
        Path scenarios = Path.of(args[0]);
        Path output = Path.of(args[1]);
        String xml = servicesXml(read(scenarios), scenarios.toString());
        Files.createDirectories(output.toAbsolutePath().getParent());
        Files.writeString(output, xml, StandardCharsets.UTF_8);
    }

    public static Properties read(Path scenariosFile) throws IOException {
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(scenariosFile, StandardCharsets.UTF_8)) {
            properties.load(in);
        }
        return properties;
    }

    /** The services of every declared scenario ({@code scenarios}, then {@code scenarios.more}), in that order. */
    public static List<Service> services(Properties scenarios, String source) {
        List<String> names = new ArrayList<>(list(scenarios.getProperty("scenarios")));
        names.addAll(list(scenarios.getProperty("scenarios.more")));
        Map<String, Service> services = new LinkedHashMap<>();
        for (String scenario : names) {
            String key = "scenario." + scenario + ".";
            String transport = scenarios.getProperty(key + "transport", "").trim();
            if (!transport.equals("http") && !transport.equals("https")) {
                throw new SecurityConfigException(source + ": " + key + "transport must be http or https, not '" + transport + "'");
            }
            String clientPolicy = scenarios.getProperty(key + "policy", "").trim();
            String policy = null;
            if (!clientPolicy.isEmpty()) {
                String file = Path.of(clientPolicy).getFileName().toString();
                if (!file.endsWith("-client.xml")) {
                    throw new SecurityConfigException(source + ": " + key + "policy " + clientPolicy
                            + " must be named <name>-client.xml (the service's is <name>-service.xml beside it)");
                }
                policy = file.substring(0, file.length() - "-client.xml".length()) + "-service.xml";
            }
            String modulesValue = scenarios.getProperty(key + "modules");
            List<String> clientModules = modulesValue == null ? (policy == null ? List.of() : List.of("rampart"))
                    : list(modulesValue);
            boolean sct = "sct".equals(scenarios.getProperty(key + "token", "").trim());
            List<String> modules = new ArrayList<>();
            if (clientModules.contains("rampart")) {
                modules.add("rampart");
            }
            if (sct) {
                modules.add("rahas");
            }
            for (String module : clientModules) {
                if (!modules.contains(module)) {
                    modules.add(module);
                }
            }
            String name = scenarios.getProperty(key + "service", scenario).trim();
            Service service = new Service(name, scenario, policy == null ? List.of(transport) : List.of(), policy, modules, sct);
            Service earlier = services.putIfAbsent(name, service);
            if (earlier != null) {
                throw new SecurityConfigException(source + ": scenarios " + earlier.scenario() + " and " + scenario
                        + " both use the Axis2 service " + name + "; give each scenario its own service");
            }
        }
        return List.copyOf(services.values());
    }

    /** The services.xml text (an Axis2 service group) for {@link #services}. */
    public static String servicesXml(Properties scenarios, String source) {
        StringBuilder xml = new StringBuilder("""
                <?xml version="1.0" encoding="UTF-8"?>
                <!--
                  GENERATED at build time from scenarios/scenarios.properties by org.wssbench.security.ScenarioServices
                  (harness-service/pom.xml): do not edit; declare scenarios in scenarios.properties.
                  One Axis2 service per scenario, all answering the same seismic query, echo and employee details.
                  A secured service names its WS-SecurityPolicy file (policies/<scenario>-service.xml, packaged into WEB-INF/policies);
                  ScenarioServiceLifeCycle attaches it at deployment, after WssBenchStartupListener has validated every
                  policy and keystore. Policy variants are deployed at start-up as copies of their base scenario's
                  service by WssBenchAxisServlet, each with its generated policy.
                -->
                <serviceGroup>
                """);
        for (Service service : services(scenarios, source)) {
            xml.append("  <service name=\"").append(escape(service.name())).append("\" class=\"").append(LIFE_CYCLE).append("\">\n");
            xml.append("    <description>seismic query, scenario ").append(escape(service.scenario())).append("</description>\n");
            xml.append("    <parameter name=\"ServiceClass\">").append(SERVICE_CLASS).append("</parameter>\n");
            if (service.policy() != null) {
                xml.append("    <parameter name=\"wssbench.policy\">").append(escape(service.policy())).append("</parameter>\n");
            }
            if (service.sctIssuer()) {
                xml.append("    <!-- filled in by ScenarioServiceLifeCycle from the security configuration -->\n");
                xml.append("    <parameter name=\"wssbench.sct-issuer\">true</parameter>\n");
            }
            if (!service.transports().isEmpty()) {
                xml.append("    <transports>\n");
                service.transports().forEach(t -> xml.append("      <transport>").append(t).append("</transport>\n"));
                xml.append("    </transports>\n");
            }
            service.modules().forEach(m -> xml.append("    <module ref=\"").append(escape(m)).append("\"/>\n"));
            xml.append("    <messageReceivers>\n      <messageReceiver mep=\"").append(IN_OUT).append("\" class=\"")
                    .append(MESSAGE_RECEIVER).append("\"/>\n    </messageReceivers>\n");
            for (String operation : OPERATIONS) {
                xml.append("    <operation name=\"").append(operation).append("\" mep=\"").append(IN_OUT).append("\">\n")
                        .append("      <actionMapping>urn:").append(operation).append("</actionMapping>\n")
                        .append("      <outputActionMapping>urn:").append(operation).append("Response</outputActionMapping>\n")
                        .append("    </operation>\n");
            }
            xml.append("  </service>\n");
        }
        return xml.append("</serviceGroup>\n").toString();
    }

    private static List<String> list(String value) {
        return value == null ? List.of() : Arrays.stream(value.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
