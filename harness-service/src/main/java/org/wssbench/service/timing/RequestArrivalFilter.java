package org.wssbench.service.timing;

import javax.servlet.Filter;
import javax.servlet.FilterChain;
import javax.servlet.ServletException;
import javax.servlet.ServletRequest;
import javax.servlet.ServletResponse;
import java.io.IOException;

/**
 * Stamps the instant a request reaches the web application, the start of "total" server time,
 * and the request thread's CPU time and allocated bytes then (the start of "cpu" and "alloc").
 */
public class RequestArrivalFilter implements Filter {

    public static final String ARRIVAL_NANOS = "org.wssbench.arrivalNanos";
    public static final String ARRIVAL_CPU = "org.wssbench.arrivalCpu";

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        request.setAttribute(ARRIVAL_CPU, ThreadCpu.now());
        request.setAttribute(ARRIVAL_NANOS, System.nanoTime());
        chain.doFilter(request, response);
    }
}
