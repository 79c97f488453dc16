package org.wssbench.seismic.model;

import java.util.Objects;

/**
 * One earthquake.
 *
 * @param millis          origin time, milliseconds since 1970-01-01T00:00:00Z
 * @param latitude        degrees, -90..90
 * @param longitude       degrees, -180..180
 * @param depthKm         kilometres below sea level (real catalogues have a few small negative values)
 * @param magnitude       magnitude value
 * @param magnitudeMethod magnitude type as reported (e.g. "mb", "Mw"); empty string when unknown, never null
 * @param region          Flinn-Engdahl geographic region
 */
public record Quake(long millis, double latitude, double longitude, double depthKm,
                    double magnitude, String magnitudeMethod, Region region) {

    public Quake {
        Objects.requireNonNull(magnitudeMethod, "magnitudeMethod (use \"\" when unknown)");
        Objects.requireNonNull(region, "region");
    }

    public SeismicArea area() {
        return region.area();
    }
}
