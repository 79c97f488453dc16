package org.wssbench.seismic.catalog;

import org.wssbench.seismic.model.Region;

/** Maps a position to its geographic region; {@link FlinnEngdahl} is the real implementation. */
@FunctionalInterface
public interface RegionLocator {

    Region locate(double latitude, double longitude);
}
