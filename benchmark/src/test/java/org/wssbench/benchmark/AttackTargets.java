package org.wssbench.benchmark;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.soap.SOAPHeader;
import org.apache.axiom.soap.SOAPHeaderBlock;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.description.HandlerDescription;
import org.apache.axis2.engine.AxisConfiguration;
import org.apache.axis2.engine.Handler;
import org.apache.axis2.engine.Phase;
import org.apache.axis2.handlers.AbstractHandler;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.results.RequestStatus;
import org.wssbench.seismic.ws.types.MatchQuakes;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Properties;
import java.util.function.Predicate;
import java.util.stream.Stream;

import javax.xml.namespace.QName;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wssbench.benchmark.EnforcementIT.SERVICE;
import static org.wssbench.benchmark.EnforcementIT.largeRequest;

/**
 * What the attack tests aim at and how they judge the outcome: the scenarios the default service
 * deploys (the default matrix and {@code scenarios.more}) chosen by their declared protection, the
 * checks that an attack was refused (exact reason, independent counter unchanged), and
 * test-only client chains without one defence, or without any check of responses, for the
 * positive controls.
 */
final class AttackTargets {

    private AttackTargets() {
    }

    /** Deployed declared scenarios whose protection (scenarios/scenarios.properties traits) matches, in file order. */
    static Stream<String> deployedWhere(Predicate<DeployedService.Protection> condition) {
        Properties properties = scenarioFile();
        List<String> names = new ArrayList<>(SERVICE.defaultScenarios);
        Arrays.stream(properties.getProperty("scenarios.more", "").split(","))
                .map(String::trim).filter(name -> !name.isEmpty() && !names.contains(name)).forEach(names::add);
        return names.stream().filter(name -> condition.test(SERVICE.protection(name)));
    }

    /** The declared policy variants of one axis ({@code variants.<base>.<axis>=v1,v2}), named {@code <base>_<axis>-<value>}. */
    static Stream<String> declaredVariants(String axis) {
        Properties properties = scenarioFile();
        return properties.stringPropertyNames().stream().sorted()
                .filter(key -> key.startsWith("variants.") && key.endsWith("." + axis))
                .flatMap(key -> {
                    String base = key.substring("variants.".length(), key.length() - axis.length() - 1);
                    return Arrays.stream(properties.getProperty(key).split(",")).map(String::trim)
                            .filter(value -> !value.isEmpty()).map(value -> base + "_" + axis + "-" + value);
                });
    }

    /** Whether the running service hosts the scenario's endpoint (its WSDL answers). */
    static boolean deployed(String scenario) {
        return wsdlStatus(scenario) == 200;
    }

    static int wsdlStatus(String scenario) {
        try {
            HttpRequest request = HttpRequest.newBuilder(URI.create(SERVICE.endpoints.http() + "/services/"
                    + SERVICE.scenario(scenario).service() + "?wsdl")).GET().build();
            return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static Properties scenarioFile() {
        Path file = SERVICE.projectDir.resolve("scenarios/scenarios.properties");
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
        } catch (IOException e) {
            throw new IllegalStateException(file + ": " + e.getMessage(), e);
        }
        return properties;
    }

    /**
     * Sends one query through {@code client}; asserts a SOAP fault whose text contains
     * {@code reason} and that the request never entered the service's business logic.
     */
    static void assertRequestRejected(String scenario, ScenarioClient client, String reason) throws Exception {
        String service = SERVICE.scenario(scenario).service();
        long before = SERVICE.requestsEntered(service);
        CallResult result;
        try (client) {
            result = client.call(largeRequest());
        }
        assertEquals(RequestStatus.FAULT, result.status(), scenario + ": the service accepted the attack: " + result);
        assertTrue(result.error().contains(reason), scenario + ": the fault should say '" + reason + "': " + result.error());
        assertEquals(before, SERVICE.requestsEntered(service), scenario + ": the attack reached the business logic");
    }

    /** The client refused the answer: no result delivered, an error naming {@code reason}. */
    static void assertResponseRejected(String scenario, CallResult result, String reason) {
        assertEquals(RequestStatus.ERROR, result.status(), scenario + ": the client returned a result: " + result);
        assertEquals(0, result.matches());
        assertTrue(result.error().startsWith("response rejected by the client"), result.error());
        assertTrue(result.error().contains(reason), scenario + ": the rejection should say '" + reason + "': " + result.error());
    }

    /**
     * The plain scenario's request and answer for {@code request}, as bytes on the wire: the
     * content an attacker forges with (a legal query, or a genuine answer, in clear).
     */
    static TamperingProxy.Exchange plainExchange(MatchQuakes request) throws Exception {
        try (TamperingProxy proxy = new TamperingProxy(SERVICE.endpoints.http());
             ScenarioClient plain = SERVICE.clientVia(proxy.base(), "plain")) {
            CallResult result = plain.call(request);
            assertEquals(RequestStatus.OK, result.status(), "plain: " + result.error());
            return proxy.last();
        }
    }

    /** Rampart's inbound handlers, by the names they give themselves: the WS-Security processing and policy validation. */
    static final String RAMPART_INBOUND = "Apache Rampart inflow handler";
    /** Refuses a message of a secured operation that the inflow handler has not processed. */
    static final String RAMPART_POST_DISPATCH = "Post dispatch security verification handler";
    /** The client's binding of a response to its request ({@code ResponseBindingHandler}). */
    static final String RESPONSE_BINDING = "ResponseBinding";

    /** Takes the named handler out of this client's inbound chain: a test-only chain without that defence. */
    static ScenarioClient withoutDefence(ScenarioClient client, String handlerName) {
        return replaceHandler(client, handlerName, null);
    }

    /**
     * A test-only client that checks no response: Rampart's inflow handler is replaced by one that
     * only marks the wsse:Security header as processed (so that its mustUnderstand does not fault),
     * and the post-dispatch check and the response binding are taken out. A secure-conversation
     * client needs Rampart to read its token's response: take its checks out after the first call.
     */
    static ScenarioClient withoutInboundChecks(ScenarioClient client) {
        replaceHandler(client, RAMPART_INBOUND, new SecurityHeaderMarker());
        replaceHandler(client, RAMPART_POST_DISPATCH, null);
        return replaceHandler(client, RESPONSE_BINDING, null);
    }

    /** Replaces the named handler of this client's inbound chain by {@code replacement} in its place, or removes it (null). */
    private static ScenarioClient replaceHandler(ScenarioClient client, String handlerName, Handler replacement) {
        AxisConfiguration configuration = client.axisConfiguration();
        boolean removed = false;
        for (Phase phase : configuration.getInFlowPhases()) {
            List<Handler> handlers = List.copyOf(phase.getHandlers());
            for (int i = handlers.size() - 1; i >= 0; i--) {
                Handler handler = handlers.get(i);
                if (handlerName.equals(handler.getName())) {
                    phase.removeHandler(handler.getHandlerDesc());
                    if (replacement != null) {
                        phase.addHandler(replacement, i);
                    }
                    removed = true;
                }
            }
        }
        if (!removed) {
            throw new IllegalStateException("the client chain has no handler " + handlerName);
        }
        return client;
    }

    /**
     * Marks the wsse:Security header of a message as processed and checks nothing in it: in place of
     * Rampart's inflow handler, a client that accepts whatever comes under a Security header.
     */
    static final class SecurityHeaderMarker extends AbstractHandler {
        static final String NAME = "Security header marked as processed, unchecked";
        private static final QName SECURITY =
                new QName("http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd", "Security");

        SecurityHeaderMarker() {
            HandlerDescription description = new HandlerDescription(NAME);
            description.setHandler(this);
            init(description);
        }

        @Override
        public InvocationResponse invoke(MessageContext message) {
            SOAPHeader header = message.getEnvelope().getHeader();
            if (header != null) {
                for (Iterator<OMElement> security = header.getChildrenWithName(SECURITY); security.hasNext(); ) {
                    ((SOAPHeaderBlock) security.next()).setProcessed();
                }
            }
            return InvocationResponse.CONTINUE;
        }
    }
}
