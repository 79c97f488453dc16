package org.wssbench.service;

import org.wssbench.seismic.model.Quake;
import org.wssbench.seismic.query.AreaMatch;
import org.wssbench.seismic.query.QueryResult;
import org.wssbench.seismic.ws.types.MatchQuakesResponse;
import org.wssbench.seismic.ws.types.Region;
import org.wssbench.seismic.ws.types.ResultSet;

import java.util.Calendar;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TimeZone;

/** Query result to wire response (ADB): one result set per area, regions listed once per set. */
final class ResponseMapping {

    private static final TimeZone UTC = TimeZone.getTimeZone("UTC");

    private ResponseMapping() {
    }

    static MatchQuakesResponse toResponse(QueryResult result) {
        MatchQuakesResponse response = new MatchQuakesResponse();
        response.setCount(result.count());
        // set*(array) rather than add*(item): ADB's add copies the whole array on every call.
        ResultSet[] sets = new ResultSet[result.areas().size()];
        for (int i = 0; i < sets.length; i++) {
            sets[i] = toResultSet(result.areas().get(i));
        }
        response.setResultSet(sets);
        return response;
    }

    private static ResultSet toResultSet(AreaMatch match) {
        ResultSet set = new ResultSet();
        set.setArea(match.area().name());
        List<org.wssbench.seismic.model.Region> regions = match.regions();
        Map<org.wssbench.seismic.model.Region, Integer> indexOf = new HashMap<>(regions.size() * 2);
        Region[] wireRegions = new Region[regions.size()];
        for (int i = 0; i < regions.size(); i++) {
            org.wssbench.seismic.model.Region region = regions.get(i);
            indexOf.put(region, i);
            Region wire = new Region();
            wire.setIdent(region.id());
            wire.setIndex(i);
            wire.setString(region.name());
            wireRegions[i] = wire;
        }
        List<Quake> quakes = match.quakes();
        org.wssbench.seismic.ws.types.Quake[] wireQuakes = new org.wssbench.seismic.ws.types.Quake[quakes.size()];
        for (int i = 0; i < wireQuakes.length; i++) {
            Quake quake = quakes.get(i);
            wireQuakes[i] = toQuake(quake, indexOf.get(quake.region()));
        }
        set.setRegion(wireRegions);
        set.setQuake(wireQuakes);
        return set;
    }

    private static org.wssbench.seismic.ws.types.Quake toQuake(Quake quake, int regionIndex) {
        org.wssbench.seismic.ws.types.Quake wire = new org.wssbench.seismic.ws.types.Quake();
        Calendar time = Calendar.getInstance(UTC);
        time.setTimeInMillis(quake.millis());
        wire.setTime(time);
        wire.setMillis(quake.millis());
        wire.setLatitude((float) quake.latitude());
        wire.setLongitude((float) quake.longitude());
        wire.setDepth((float) quake.depthKm());
        wire.setMagnitude((float) quake.magnitude());
        wire.setMethod(quake.magnitudeMethod());
        wire.setRegion(regionIndex);
        return wire;
    }
}
