package org.wssbench.seismic.catalog;

import org.wssbench.seismic.model.Catalog;

/**
 * What {@link UsgsCatalogLoader#load} produced.
 *
 * @param catalog                 the earthquakes
 * @param format                  detected file layout
 * @param dataRows                data lines read (header and blank lines excluded)
 * @param skippedNonEarthquakes   rows whose type is not "earthquake" (explosions, rock bursts, quarry blasts...)
 * @param skippedWithoutMagnitude earthquake rows with an empty magnitude cell (ComCat has a few)
 */
public record UsgsLoadResult(Catalog catalog, UsgsFormat format, int dataRows,
                             int skippedNonEarthquakes, int skippedWithoutMagnitude) {
}
