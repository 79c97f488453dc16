package org.wssbench.seismic.catalog;

import org.wssbench.seismic.model.Region;

/**
 * A region that generates synthetic quakes: where they cluster and how deep they go.
 * Read from the embedded resource {@code synthetic-regions.tsv}.
 */
record SourceRegion(Region region, int weight,
                    double centreLatitude, double centreLongitude,
                    double latitudeSpread, double longitudeSpread,
                    int shallowPercent, int intermediatePercent, int deepPercent) {

    SourceRegion {
        if (weight <= 0) {
            throw new IllegalArgumentException(region.name() + ": weight must be positive");
        }
        if (shallowPercent + intermediatePercent + deepPercent != 100 || Math.min(shallowPercent,
                Math.min(intermediatePercent, deepPercent)) < 0) {
            throw new IllegalArgumentException(region.name() + ": depth percentages must be >= 0 and add up to 100");
        }
    }
}
