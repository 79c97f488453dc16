package org.wssbench.service;

import org.apache.axiom.om.OMAttribute;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axis2.AxisFault;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.deployment.ServiceBuilder;
import org.apache.axis2.description.AxisService;
import org.apache.axis2.description.AxisServiceGroup;
import org.apache.axis2.engine.AxisConfiguration;
import org.wssbench.security.ScenarioCatalog;

import javax.xml.namespace.QName;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;

/**
 * Deploys each policy variant as a copy of its base scenario's {@code <service>} element of
 * services.xml (same class, operations, modules and parameters), renamed to the variant and
 * pointing at the variant's generated service policy ({@code <variant>-service.xml}).
 */
final class VariantServices {

    private VariantServices() {
    }

    static void deploy(ConfigurationContext context, Path servicesXml, List<ScenarioCatalog.Variant> variants) {
        OMElement group = read(servicesXml);
        AxisConfiguration configuration = context.getAxisConfiguration();
        for (ScenarioCatalog.Variant variant : variants) {
            OMElement base = serviceElement(group, variant.base(), servicesXml);
            OMElement copy = base.cloneOMElement();
            copy.addAttribute("name", variant.name(), null);
            boolean hasPolicy = false;
            for (Iterator<OMElement> it = copy.getChildrenWithLocalName("parameter"); it.hasNext(); ) {
                OMElement parameter = it.next();
                if (ScenarioServiceLifeCycle.POLICY_PARAMETER.equals(parameter.getAttributeValue(new QName("name")))) {
                    parameter.setText(variant.name() + "-service.xml");
                    hasPolicy = true;
                }
            }
            if (!hasPolicy) {
                throw new IllegalStateException(servicesXml + ": service " + variant.base() + " names no "
                        + ScenarioServiceLifeCycle.POLICY_PARAMETER + " to vary");
            }
            try {
                AxisService baseService = configuration.getService(variant.base());
                AxisServiceGroup serviceGroup = new AxisServiceGroup(configuration);
                serviceGroup.setServiceGroupName(variant.name());
                serviceGroup.setServiceGroupClassLoader(baseService.getClassLoader());
                AxisService service = new AxisService(variant.name());
                service.setClassLoader(baseService.getClassLoader());
                service.setParent(serviceGroup);
                new ServiceBuilder(context, service).populateService(copy);
                serviceGroup.addService(service);
                configuration.addServiceGroup(serviceGroup);
                // services.xml's <module ref>s are only recorded by ServiceBuilder; the deployer engages them.
                for (String module : service.getModules()) {
                    if (!service.isEngaged(module)) {
                        service.engageModule(configuration.getModule(module));
                    }
                }
            } catch (AxisFault e) {
                throw new IllegalStateException("variant " + variant.name() + ": " + e.getMessage(), e);
            }
        }
    }

    private static OMElement serviceElement(OMElement group, String name, Path file) {
        for (Iterator<OMElement> it = group.getChildrenWithLocalName("service"); it.hasNext(); ) {
            OMElement service = it.next();
            OMAttribute attribute = service.getAttribute(new QName("name"));
            if (attribute != null && name.equals(attribute.getAttributeValue())) {
                return service;
            }
        }
        throw new IllegalStateException(file + " has no service named " + name + " to make variants of");
    }

    private static OMElement read(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            OMElement root = OMXMLBuilderFactory.createOMBuilder(in).getDocumentElement();
            root.build();
            return root;
        } catch (IOException e) {
            throw new IllegalStateException(file + ": cannot be read: " + e, e);
        }
    }
}
