/**
 * The immutable data model: a {@link org.wssbench.seismic.model.Catalog} of {@link org.wssbench.seismic.model.Quake}s in
 * time order, each in a Flinn-Engdahl {@link org.wssbench.seismic.model.Region} inside one of the 50
 * {@link org.wssbench.seismic.model.SeismicAreas}; {@link org.wssbench.seismic.model.CatalogChecksum} identifies a
 * catalogue's content (recorded in run.json); {@link org.wssbench.seismic.model.TimeWindow} is the date range
 * sequences are drawn from.
 */
package org.wssbench.seismic.model;
