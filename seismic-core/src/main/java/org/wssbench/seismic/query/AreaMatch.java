package org.wssbench.seismic.query;

import java.util.List;

import org.wssbench.seismic.model.Quake;
import org.wssbench.seismic.model.Region;
import org.wssbench.seismic.model.SeismicArea;

/**
 * The matching quakes of one seismic area.
 *
 * @param area    the seismic area
 * @param regions the regions the quakes reference, each once, in order of first reference
 * @param quakes  the matching quakes in date order
 */
public record AreaMatch(SeismicArea area, List<Region> regions, List<Quake> quakes) {

    public AreaMatch {
        regions = List.copyOf(regions);
        quakes = List.copyOf(quakes);
    }
}
