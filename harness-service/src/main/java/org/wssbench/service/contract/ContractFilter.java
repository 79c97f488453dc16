package org.wssbench.service.contract;

import org.wssbench.service.ServiceRuntime;

import javax.servlet.Filter;
import javax.servlet.FilterChain;
import javax.servlet.FilterConfig;
import javax.servlet.ServletException;
import javax.servlet.ServletRequest;
import javax.servlet.ServletResponse;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Answers {@code GET services/<name>?wsdl} and {@code ?xsd=seismic.xsd} with the project's own
 * contract ({@link PublishedContract}) for the deployed service of that name, addressed as the
 * request reached it. Axis2 would otherwise generate a WSDL from the Java class (another
 * namespace, an {@code xs:anyType} request) that no independent client can call. WSDL 2.0
 * ({@code ?wsdl2}) and other schema requests get 404 rather than Axis2's generated documents.
 * Everything else goes on to AxisServlet.
 */
public class ContractFilter implements Filter {

    private static final String SERVICES = "/services/";

    private PublishedContract contract;

    @Override
    public void init(FilterConfig config) {
        contract = PublishedContract.fromClasspath();
    }

    @Override
    public void doFilter(ServletRequest servletRequest, ServletResponse servletResponse, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) servletRequest;
        HttpServletResponse response = (HttpServletResponse) servletResponse;
        String query = request.getQueryString();
        if (!"GET".equals(request.getMethod()) || query == null || !isMetadataQuery(query)) {
            chain.doFilter(request, response);
            return;
        }
        String path = request.getRequestURI().substring(request.getContextPath().length());
        String name = path.startsWith(SERVICES) ? path.substring(SERVICES.length()) : "";
        ServiceRuntime.PublishedService service = ServiceRuntime.get().published(name);
        if (service == null) {
            send(response, HttpServletResponse.SC_NOT_FOUND, "text/plain", "no service named '" + name + "'");
            return;
        }
        if (!service.transports().contains(request.getScheme())) {
            send(response, HttpServletResponse.SC_NOT_FOUND, "text/plain", "service '" + name + "' is reachable over "
                    + String.join(" and ", service.transports()) + " only: fetch its WSDL from that port");
            return;
        }
        String address = request.getScheme() + "://" + hostAndPort(request) + request.getContextPath() + SERVICES + name;
        if (query.equalsIgnoreCase("wsdl")) {
            byte[] policy = service.policyFile() == null ? null : ServiceRuntime.get().policyDocument(service.policyFile());
            send(response, HttpServletResponse.SC_OK, "text/xml", contract.wsdlFor(address, policy));
        } else if (query.equals("xsd=" + PublishedContract.XSD_NAME)) {
            send(response, HttpServletResponse.SC_OK, "text/xml", new String(contract.xsd(), StandardCharsets.UTF_8));
        } else {
            send(response, HttpServletResponse.SC_NOT_FOUND, "text/plain",
                    "only ?wsdl and ?xsd=" + PublishedContract.XSD_NAME + " are served (WSDL 1.1, SOAP 1.1)");
        }
    }

    private static boolean isMetadataQuery(String query) {
        String lower = query.toLowerCase();
        return lower.equals("wsdl") || lower.equals("wsdl2") || lower.startsWith("xsd");
    }

    /** From the Host header, so a client behind a name or a port mapping gets an address it can use. */
    private static String hostAndPort(HttpServletRequest request) {
        String host = request.getServerName();
        if (host.contains(":")) {
            host = "[" + host + "]"; // IPv6 literal
        }
        return host + ":" + request.getServerPort();
    }

    private static void send(HttpServletResponse response, int status, String type, String body) throws IOException {
        response.setStatus(status);
        response.setContentType(type + ";charset=UTF-8");
        response.getWriter().print(body);
    }
}
