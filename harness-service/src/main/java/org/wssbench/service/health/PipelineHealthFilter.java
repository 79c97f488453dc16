package org.wssbench.service.health;


import javax.servlet.Filter;
import javax.servlet.FilterChain;
import javax.servlet.ServletException;
import javax.servlet.ServletRequest;
import javax.servlet.ServletResponse;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * Feeds {@link PipelineHealth}: a 200 answer is a success of the service named in the URL, an
 * exception that escapes Axis2 (Tomcat then answers an HTML error page) an internal failure.
 * SOAP faults are judged by {@link InternalFaultHandler}, which sees their cause.
 */
public class PipelineHealthFilter implements Filter {

    /** Request attribute: this request's internal failure is already counted (by the fault handler). */
    static final String COUNTED = "org.wssbench.health.counted";

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String service = serviceName((HttpServletRequest) request);
        try {
            chain.doFilter(request, response);
        } catch (IOException | ServletException | RuntimeException | Error e) {
            if (request.getAttribute(COUNTED) == null) {
                health().internalFailure(service, e);
            }
            throw e;
        }
        if (((HttpServletResponse) response).getStatus() == HttpServletResponse.SC_OK) {
            health().success(service);
        }
    }

    private static PipelineHealth health() {
        return PipelineHealth.installed();
    }

    /** {@code /services/sign} and {@code /services/sign?wsdl} -> {@code sign}. */
    static String serviceName(HttpServletRequest request) {
        String path = request.getPathInfo();
        if (path == null || path.length() < 2) {
            return "-";
        }
        String name = path.substring(1);
        int slash = name.indexOf('/');
        int dot = name.indexOf('.');
        int end = slash < 0 ? name.length() : slash;
        return dot > 0 && dot < end ? name.substring(0, dot) : name.substring(0, end);
    }
}
