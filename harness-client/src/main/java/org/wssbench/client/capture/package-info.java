/**
 * Captures real SOAP envelopes on the wire with the driver's client ({@link org.wssbench.client.capture.BodyCapture}),
 * for the crypto-floor benchmarks, which then need nothing of the driver.
 */
package org.wssbench.client.capture;
