package org.wssbench.results.stats;

import org.wssbench.results.RequestRecord;

import java.util.Comparator;

/**
 * Order in which requests were issued. start_epoch_ms has only millisecond resolution, so ties
 * are broken by warm-up first (warm-up runs before measuring), then repetition, index and thread.
 */
public final class StartOrder {

    public static final Comparator<RequestRecord> COMPARATOR = Comparator
            .comparingLong(RequestRecord::startEpochMs)
            .thenComparing(r -> !r.warmup())
            .thenComparingInt(RequestRecord::repetition)
            .thenComparingInt(RequestRecord::index)
            .thenComparingInt(RequestRecord::thread);

    private StartOrder() {
    }
}
