package org.wssbench.seismic.model;

import java.util.Objects;

/**
 * A Flinn-Engdahl geographic region: {@code id} is the FE geographic region number (1..757),
 * {@code area} the seismic area that contains it.
 */
public record Region(int id, String name, SeismicArea area) {

    public Region {
        if (id < 1) {
            throw new IllegalArgumentException("region id must be positive, was " + id);
        }
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(area, "area");
    }
}
