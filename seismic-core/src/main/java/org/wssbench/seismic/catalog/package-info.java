/**
 * Where the quakes come from. {@link org.wssbench.seismic.catalog.CatalogSource} builds a catalogue from a
 * one-line spec ({@code synthetic}, {@code synthetic:seed=...,size=...} or {@code usgs:FILE;fe=DIR}, the value of
 * {@code -Dwssbench.catalog}).
 *
 * <ul>
 *   <li>{@link org.wssbench.seismic.catalog.SyntheticCatalog}: the default, deterministic catalogue generated from a
 *       seed and the source regions of {@link org.wssbench.seismic.catalog.SourceRegions}.</li>
 *   <li>{@link org.wssbench.seismic.catalog.UsgsCatalogLoader}: USGS CSV files (either
 *       {@link org.wssbench.seismic.catalog.UsgsFormat}), each quake placed in its region by
 *       {@link org.wssbench.seismic.catalog.FlinnEngdahl} (a {@link org.wssbench.seismic.catalog.RegionLocator}).</li>
 *   <li>Bad data fails with {@link org.wssbench.seismic.catalog.MalformedDataException} (file, line, field) or
 *       {@link org.wssbench.seismic.catalog.DataFileException}.</li>
 * </ul>
 *
 * <p>{@link org.wssbench.seismic.catalog.CatalogInfo} prints a catalogue's identity and checksum.
 */
package org.wssbench.seismic.catalog;
