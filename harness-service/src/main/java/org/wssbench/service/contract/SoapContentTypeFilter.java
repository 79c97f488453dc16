package org.wssbench.service.contract;

import org.wssbench.security.input.SoapContentType;
import org.wssbench.security.input.XmlLimits;

import javax.servlet.Filter;
import javax.servlet.FilterChain;
import javax.servlet.ServletException;
import javax.servlet.ServletRequest;
import javax.servlet.ServletResponse;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Refuses a POST whose content type is not SOAP's ({@code text/xml} or {@code application/soap+xml}, with any
 * parameters) with 415, before Axis2 reads it: Axis2 builds a message of any other type with its default, unbounded
 * SOAP builder, past the bounds of {@link XmlLimits}. Lifted with them by {@code wssbench.xml.limits=off}.
 */
public class SoapContentTypeFilter implements Filter {

    private final boolean enforced = XmlLimits.fromSystemProperties().enforced();

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain) throws IOException, ServletException {
        if (enforced && request instanceof HttpServletRequest http && "POST".equals(http.getMethod()) && !SoapContentType.isSoap(http.getContentType())) {
            HttpServletResponse refusal = (HttpServletResponse) response;
            byte[] text = SoapContentType.refusal(http.getContentType()).getBytes(StandardCharsets.UTF_8);
            refusal.setStatus(HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE);
            refusal.setContentType("text/plain; charset=UTF-8");
            refusal.setContentLength(text.length);
            refusal.getOutputStream().write(text);
            return;
        }
        chain.doFilter(request, response);
    }
}
