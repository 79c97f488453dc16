package org.wssbench.cxf.contract;

import org.wssbench.cxf.ws.types.MatchQuakes;
import org.wssbench.cxf.ws.types.MatchQuakesResponse;
import org.wssbench.cxf.ws.types.Region;
import org.wssbench.cxf.ws.types.ResultSet;
import org.wssbench.seismic.model.Quake;
import org.wssbench.seismic.query.AreaMatch;
import org.wssbench.seismic.query.QueryRange;
import org.wssbench.seismic.query.QueryResult;

import javax.xml.datatype.DatatypeConfigurationException;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;
import java.math.BigDecimal;
import java.util.GregorianCalendar;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TimeZone;

/**
 * The query engine's range and result to and from the JAXB wire objects: the same mapping the
 * Axis2 side does with its ADB objects, so both stacks send and answer the same XML.
 */
public final class JaxbQueries {

    private static final TimeZone UTC = TimeZone.getTimeZone("UTC");
    private static final DatatypeFactory DATATYPES;

    static {
        try {
            DATATYPES = DatatypeFactory.newInstance();
        } catch (DatatypeConfigurationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private JaxbQueries() {
    }

    public static MatchQuakes toRequest(QueryRange range) {
        MatchQuakes request = new MatchQuakes();
        request.setMinDateTime(time(range.minMillis()));
        request.setMaxDateTime(time(range.maxMillis()));
        request.setMinLatitude(decimal(range.minLatitude()));
        request.setMaxLatitude(decimal(range.maxLatitude()));
        request.setMinLongitude(decimal(range.minLongitude()));
        request.setMaxLongitude(decimal(range.maxLongitude()));
        request.setMinMagnitude(decimal(range.minMagnitude()));
        request.setMaxMagnitude(decimal(range.maxMagnitude()));
        request.setMinDepth(decimal(range.minDepthKm()));
        request.setMaxDepth(decimal(range.maxDepthKm()));
        return request;
    }

    /** Absent elements are open bounds. */
    public static QueryRange toRange(MatchQuakes r) {
        return new QueryRange(millis(r.getMinDateTime()), millis(r.getMaxDateTime()),
                number(r.getMinLatitude()), number(r.getMaxLatitude()),
                number(r.getMinLongitude()), number(r.getMaxLongitude()),
                number(r.getMinMagnitude()), number(r.getMaxMagnitude()),
                number(r.getMinDepth()), number(r.getMaxDepth()));
    }

    /** One result set per area, its regions listed once, each quake pointing at its region by index. */
    public static MatchQuakesResponse toResponse(QueryResult result) {
        MatchQuakesResponse response = new MatchQuakesResponse();
        response.setCount(result.count());
        for (AreaMatch match : result.areas()) {
            response.getResultSet().add(toResultSet(match));
        }
        return response;
    }

    private static ResultSet toResultSet(AreaMatch match) {
        ResultSet set = new ResultSet();
        set.setArea(match.area().name());
        List<org.wssbench.seismic.model.Region> regions = match.regions();
        Map<org.wssbench.seismic.model.Region, Integer> indexOf = new HashMap<>(regions.size() * 2);
        for (int i = 0; i < regions.size(); i++) {
            org.wssbench.seismic.model.Region region = regions.get(i);
            indexOf.put(region, i);
            Region wire = new Region();
            wire.setIdent(region.id());
            wire.setIndex(i);
            wire.setValue(region.name());
            set.getRegion().add(wire);
        }
        for (Quake quake : match.quakes()) {
            org.wssbench.cxf.ws.types.Quake wire = new org.wssbench.cxf.ws.types.Quake();
            wire.setTime(time(quake.millis()));
            wire.setMillis(quake.millis());
            wire.setLatitude((float) quake.latitude());
            wire.setLongitude((float) quake.longitude());
            wire.setDepth((float) quake.depthKm());
            wire.setMagnitude((float) quake.magnitude());
            wire.setMethod(quake.magnitudeMethod());
            wire.setRegion(indexOf.get(quake.region()));
            set.getQuake().add(wire);
        }
        return set;
    }

    private static XMLGregorianCalendar time(Long millis) {
        if (millis == null) {
            return null;
        }
        GregorianCalendar calendar = new GregorianCalendar(UTC);
        calendar.setTimeInMillis(millis);
        return DATATYPES.newXMLGregorianCalendar(calendar);
    }

    private static BigDecimal decimal(Double value) {
        return value == null ? null : BigDecimal.valueOf(value);
    }

    private static Long millis(XMLGregorianCalendar time) {
        return time == null ? null : time.toGregorianCalendar().getTimeInMillis();
    }

    private static Double number(BigDecimal value) {
        return value == null ? null : value.doubleValue();
    }
}
