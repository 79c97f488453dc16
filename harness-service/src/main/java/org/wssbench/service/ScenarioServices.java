package org.wssbench.service;

import org.wssbench.security.ScenarioCatalog;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The service side of scenarios/scenarios.properties ({@link ScenarioCatalog}): one Axis2 service per declared
 * scenario, written as the WAR's services.xml at build time (this module's pom runs {@link #main} in
 * process-classes), so
 * that a scenario is declared in one place. Policy variants are not listed: the service deploys
 * them at start-up as copies of their base scenario's service.
 *
 * <p>What each scenario gives its service:
 * <ul>
 *   <li>name: the scenario's Axis2 service;</li>
 *   <li>policy ({@code wssbench.policy}): {@link ScenarioCatalog.Scenario#servicePolicy} (policies/ is packaged
 *       into WEB-INF/policies); none for a scenario without a policy;</li>
 *   <li>modules: {@code rampart} when the client engages it (by default whenever there is a policy),
 *       {@code rahas} for {@code token=sct} (the service issues the security context token, and
 *       {@code wssbench.sct-issuer} is set), then the client's other modules ({@code addressing});</li>
 *   <li>transports: a scenario without a policy is exposed on its own transport only (plain not
 *       over https, ssl not over http); a secured scenario on every transport.</li>
 * </ul>
 * Every service has the same class, message receiver and operations (the seismic query, echo and employee details).
 */
public final class ScenarioServices {

    static final String SERVICE_CLASS = SeismicService.class.getName();
    static final String LIFE_CYCLE = ScenarioServiceLifeCycle.class.getName();
    static final String MESSAGE_RECEIVER = SeismicMessageReceiver.class.getName();
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
        Path output = Path.of(args[1]);
        String xml = servicesXml(ScenarioCatalog.load(Path.of(args[0])));
        Files.createDirectories(output.toAbsolutePath().getParent());
        Files.writeString(output, xml, StandardCharsets.UTF_8);
    }

    /** The services of every declared scenario, in declaration order. */
    public static List<Service> services(ScenarioCatalog catalog) {
        List<Service> services = new ArrayList<>();
        for (ScenarioCatalog.Scenario scenario : catalog.scenarios().values()) {
            boolean sct = scenario.traits().token() == ScenarioCatalog.Token.SCT;
            List<String> modules = new ArrayList<>();
            if (scenario.modules().contains("rampart")) {
                modules.add("rampart");
            }
            if (sct) {
                modules.add("rahas");
            }
            scenario.modules().stream().filter(m -> !modules.contains(m)).forEach(modules::add);
            services.add(new Service(scenario.service(), scenario.name(),
                    scenario.secured() ? List.of() : List.of(scenario.transport()), scenario.servicePolicy(), modules, sct));
        }
        return services;
    }

    /** The services.xml text (an Axis2 service group) for {@link #services}. */
    public static String servicesXml(ScenarioCatalog catalog) {
        StringBuilder xml = new StringBuilder("""
                <?xml version="1.0" encoding="UTF-8"?>
                <!--
                  GENERATED at build time from scenarios/scenarios.properties by org.wssbench.service.ScenarioServices
                  (harness-service/pom.xml): do not edit; declare scenarios in scenarios.properties.
                  One Axis2 service per scenario, all answering the same seismic query, echo and employee details.
                  A secured service names its WS-SecurityPolicy file (policies/<scenario>-service.xml, packaged into WEB-INF/policies);
                  ScenarioServiceLifeCycle attaches it at deployment, after WssBenchStartupListener has validated every
                  policy and keystore. Policy variants are deployed at start-up as copies of their base scenario's
                  service by WssBenchAxisServlet, each with its generated policy.
                -->
                <serviceGroup>
                """);
        for (Service service : services(catalog)) {
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

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
