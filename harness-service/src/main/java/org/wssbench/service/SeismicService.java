package org.wssbench.service;

import org.apache.axis2.context.MessageContext;
import org.wssbench.seismic.query.QueryRange;
import org.wssbench.seismic.query.QueryResult;
import org.wssbench.seismic.ws.SeismicSkeletonInterface;
import org.wssbench.seismic.ws.types.Echo;
import org.wssbench.seismic.ws.types.EchoResponse;
import org.wssbench.seismic.ws.types.MatchQuakes;
import org.wssbench.seismic.ws.types.MatchQuakesResponse;

/**
 * The service's two operations; every scenario's Axis2 service uses this same class: the seismic
 * query (Sosnoski's workload) and echo (SEI's Hello World workload, text returned unchanged).
 */
public class SeismicService implements SeismicSkeletonInterface {

    @Override
    public MatchQuakesResponse matchQuakes(MatchQuakes request) {
        QueryRange range = RequestMapping.toRange(request).validate();
        ServiceRuntime runtime = ServiceRuntime.get();
        QueryResult result = runtime.engine().match(range);
        runtime.queryCounter(currentServiceName()).increment();
        return ResponseMapping.toResponse(result);
    }

    /** Counted like a query, so the enforcement tests can prove a rejected echo never reached it. */
    @Override
    public EchoResponse echo(Echo request) {
        ServiceRuntime.get().queryCounter(currentServiceName()).increment();
        EchoResponse response = new EchoResponse();
        response.setText(request.getText());
        return response;
    }

    private static String currentServiceName() {
        MessageContext context = MessageContext.getCurrentMessageContext();
        return context == null || context.getAxisService() == null ? "?" : context.getAxisService().getName();
    }
}
