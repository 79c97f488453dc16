package org.wssbench.cxf.service;

import org.wssbench.cxf.contract.StackVersions;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/**
 * {@code /status}: the stack's library versions and the calls each endpoint's business logic has
 * served, as {@code key=value} lines (tests prove a rejected request never reached the query).
 */
public class StatusServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;
    static final String CALLS_ATTRIBUTE = StatusServlet.class.getName() + ".calls";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/plain;charset=UTF-8");
        PrintWriter out = response.getWriter();
        out.println("stack=cxf");
        StackVersions.loaded().forEach((library, version) -> out.println("version." + library + "=" + version));
        @SuppressWarnings("unchecked")
        Map<String, LongAdder> calls = (Map<String, LongAdder>) getServletContext().getAttribute(CALLS_ATTRIBUTE);
        if (calls != null) {
            calls.forEach((endpoint, count) -> out.println("calls." + endpoint + "=" + count.sum()));
        }
    }
}
