package org.wssbench.service;

import org.apache.neethi.Policy;
import org.wssbench.security.ScenarioCatalog;
import org.wssbench.rampart.ConcurrentTokenStore;
import org.wssbench.rampart.PolicyTemplate;
import org.wssbench.security.SecurityConfig;
import org.wssbench.service.health.PipelineHealth;
import org.wssbench.seismic.model.Catalog;
import org.wssbench.seismic.query.QueryEngine;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * What the web application loads once at start-up and the Axis2 services share: the catalogue
 * and its query engine, the security configuration and the validated service policies.
 * Set by {@link WssBenchStartupListener} before AxisServlet deploys the services.
 */
public final class ServiceRuntime {

    private static volatile ServiceRuntime current;

    private final QueryEngine engine;
    private final SecurityConfig security;
    private final Path policyDir;
    private final Map<String, Policy> policiesByFile;
    private final List<ScenarioCatalog.Variant> variants;
    private final Map<String, PolicyTemplate> templatesByFile;
    private volatile ConcurrentTokenStore tokenStore;
    private final PipelineHealth health = new PipelineHealth();
    private final Map<String, LongAdder> queriesByService = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> requestsByService = new ConcurrentHashMap<>();
    private final Map<String, PublishedService> publishedServices = new ConcurrentHashMap<>();

    /**
     * What a service's WSDL shows: its service policy file (null for none) and the transports
     * (http, https) it is reachable on.
     */
    public record PublishedService(String name, String policyFile, List<String> transports) {
    }

    ServiceRuntime(QueryEngine engine, SecurityConfig security, Map<String, Policy> policiesByFile) {
        this(engine, security, null, policiesByFile, List.of(), Map.of());
    }

    ServiceRuntime(QueryEngine engine, SecurityConfig security, Path policyDir, Map<String, Policy> policiesByFile,
                   List<ScenarioCatalog.Variant> variants, Map<String, PolicyTemplate> templatesByFile) {
        this.engine = engine;
        this.security = security;
        this.policyDir = policyDir;
        this.policiesByFile = Map.copyOf(policiesByFile);
        this.variants = List.copyOf(variants);
        this.templatesByFile = Map.copyOf(templatesByFile);
    }

    /** The declared policy variants, each hosted as a service of its own (see WssBenchAxisServlet). */
    public List<ScenarioCatalog.Variant> variants() {
        return variants;
    }

    static void install(ServiceRuntime runtime) {
        current = runtime;
        PipelineHealth.install(runtime.health());
    }

    public static ServiceRuntime get() {
        ServiceRuntime runtime = current;
        if (runtime == null) {
            throw new IllegalStateException("wss-bench service runtime not initialised (WssBenchStartupListener did not run)");
        }
        return runtime;
    }

    public QueryEngine engine() {
        return engine;
    }

    public Catalog catalog() {
        return engine.catalog();
    }

    public SecurityConfig security() {
        return security;
    }

    public Policy policy(String fileName) {
        Policy policy = policiesByFile.get(fileName);
        if (policy == null) {
            throw new IllegalStateException("no validated service policy named " + fileName
                    + " (loaded: " + policiesByFile.keySet() + ")");
        }
        return policy;
    }

    /** The same policy as {@link #policy}, as text from which each token request gets its own copy. */
    public PolicyTemplate policyTemplate(String fileName) {
        policy(fileName);
        return templatesByFile.get(fileName);
    }

    /** The secure-conversation token store the services share, null while rahas' own is in use. */
    public ConcurrentTokenStore tokenStore() {
        return tokenStore;
    }

    void tokenStore(ConcurrentTokenStore store) {
        this.tokenStore = store;
    }

    /** Internal failures per service and whether a service's pipeline is corrupted for good. */
    public PipelineHealth health() {
        return health;
    }

    /**
     * The service policy for the published contract: the file as written (placeholders
     * unresolved), or, for a generated variant that has no file, the loaded policy serialised.
     * Either way the caller strips Rampart's private configuration before publishing it.
     */
    public byte[] policyDocument(String fileName) {
        Policy policy = policy(fileName); // only policies that were validated at start-up
        try {
            if (policyDir != null && Files.isRegularFile(policyDir.resolve(fileName))) {
                return Files.readAllBytes(policyDir.resolve(fileName));
            }
            StringWriter text = new StringWriter();
            XMLStreamWriter writer = XMLOutputFactory.newInstance().createXMLStreamWriter(text);
            policy.serialize(writer);
            writer.flush();
            return text.toString().getBytes(StandardCharsets.UTF_8);
        } catch (IOException | XMLStreamException e) {
            throw new IllegalStateException("service policy " + fileName + " cannot be published: " + e.getMessage(), e);
        }
    }

    /** Called at each service's deployment, so its contract can be served at {@code ?wsdl}. */
    void publish(PublishedService service) {
        publishedServices.put(service.name(), service);
    }

    /** The deployed service of that name, or null. */
    public PublishedService published(String serviceName) {
        return publishedServices.get(serviceName);
    }

    /** Queries executed per service name: lets tests prove a rejected request never reached the query. */
    public Map<String, LongAdder> queriesByService() {
        return queriesByService;
    }

    LongAdder queryCounter(String serviceName) {
        return queriesByService.computeIfAbsent(serviceName, name -> new LongAdder());
    }

    /**
     * Requests per service name that reached the business logic (past every security handler),
     * counted before the body is parsed: valid, invalid and failing requests alike. Tests use it
     * to prove that a message the security layer should stop never got that far.
     */
    public Map<String, LongAdder> requestsByService() {
        return requestsByService;
    }

    LongAdder requestCounter(String serviceName) {
        return requestsByService.computeIfAbsent(serviceName, name -> new LongAdder());
    }
}
