/**
 * The query engine behind every scenario's service. A {@link org.wssbench.seismic.query.QueryRange} (time, latitude,
 * longitude, magnitude and depth bounds, each optional) is answered by {@link org.wssbench.seismic.query.QueryEngine}
 * through a {@link org.wssbench.seismic.query.GridIndex}, so a query touches only the quakes near its bounds; the
 * {@link org.wssbench.seismic.query.QueryResult} groups matches by seismic area ({@link org.wssbench.seismic.query.AreaMatch}).
 * Bad bounds fail with {@link org.wssbench.seismic.query.InvalidQueryException} naming the field.
 * {@link org.wssbench.seismic.query.QueryEngineTiming} checks that answering stays a small part of a round trip.
 */
package org.wssbench.seismic.query;
