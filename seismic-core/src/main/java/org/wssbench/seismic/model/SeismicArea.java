package org.wssbench.seismic.model;

import java.util.Objects;

/**
 * One of the 50 Flinn-Engdahl seismic regions (for example 19 "Japan-Kurils-Kamchatka").
 * Called "area" here so it is not confused with the 757 geographic {@link Region}s.
 */
public record SeismicArea(int number, String name) {

    public SeismicArea {
        if (number < 1) {
            throw new IllegalArgumentException("seismic area number must be positive, was " + number);
        }
        Objects.requireNonNull(name, "name");
    }
}
