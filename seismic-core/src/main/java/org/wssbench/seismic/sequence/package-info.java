/**
 * The request sequences the driver sends: {@link org.wssbench.seismic.sequence.RequestSequence} generates a
 * deterministic list of query boxes from a {@link org.wssbench.seismic.sequence.SequenceSpec} (seed, count, box
 * size) without needing a catalogue, so driver and service never have to share one. Sosnoski's {@code small}
 * (1,000 requests) and {@code large} (100) sequences are specs of this kind.
 */
package org.wssbench.seismic.sequence;
