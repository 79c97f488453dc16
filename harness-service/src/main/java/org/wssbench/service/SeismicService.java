package org.wssbench.service;

import org.apache.axis2.context.MessageContext;
import org.wssbench.seismic.query.QueryRange;
import org.wssbench.seismic.query.QueryResult;
import org.wssbench.seismic.ws.SeismicSkeletonInterface;
import org.wssbench.seismic.ws.types.MatchQuakes;
import org.wssbench.seismic.ws.types.MatchQuakesResponse;

/** The seismic query operation; every scenario's Axis2 service uses this same class. */
public class SeismicService implements SeismicSkeletonInterface {

    @Override
    public MatchQuakesResponse matchQuakes(MatchQuakes request) {
        QueryRange range = RequestMapping.toRange(request).validate();
        ServiceRuntime runtime = ServiceRuntime.get();
        QueryResult result = runtime.engine().match(range);
        runtime.queryCounter(currentServiceName()).increment();
        return ResponseMapping.toResponse(result);
    }

    private static String currentServiceName() {
        MessageContext context = MessageContext.getCurrentMessageContext();
        return context == null || context.getAxisService() == null ? "?" : context.getAxisService().getName();
    }
}
