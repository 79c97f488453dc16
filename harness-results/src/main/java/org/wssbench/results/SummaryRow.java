package org.wssbench.results;

/**
 * One row of summary.csv: the statistics of one scenario+sequence in one run.
 * Nullable (boxed) components are "not available" and are written as empty cells.
 * Times are milliseconds, sizes bytes; see README.md for the exact definitions.
 */
public record SummaryRow(
        String runId,
        String scenario,
        String sequence,
        boolean complete,
        long requests,
        long errors,
        int repetitions,
        Integer bestRepetition,
        Double bestTotalMs,
        Double meanMs,
        Double medianMs,
        Double stddevMs,
        Double minMs,
        Double p90Ms,
        Double p99Ms,
        Double maxMs,
        Double firstRequestMs,
        Integer convergenceIndex,
        Double throughputRps,
        Double requestBytesMean,
        Double responseBytesMean,
        Double timeRatioVsPlain,
        Double requestSizeRatioVsPlain,
        Double responseSizeRatioVsPlain,
        Double serverTotalMsMean,
        Double serverSecurityMsMean,
        Double serverAppMsMean,
        Double clientOnlyMsMean,
        Long matchesTotal,
        ResourceUsage client,
        ResourceUsage server,
        CellDesign design,
        FloorColumns floor,
        RoundRatios roundRatios) {

    public SummaryRow {
        roundRatios = roundRatios == null ? RoundRatios.NONE : roundRatios;
        client = client == null ? ResourceUsage.NONE : client;
        server = server == null ? ResourceUsage.NONE : server;
        design = design == null ? CellDesign.NONE : design;
        floor = floor == null ? FloorColumns.NONE : floor;
    }

    public ScenarioSequence key() {
        return new ScenarioSequence(scenario, sequence);
    }

    /** Copy with the per-round ratios to plain. */
    public SummaryRow withRoundRatios(RoundRatios newRoundRatios) {
        return withLater(timeRatioVsPlain, requestSizeRatioVsPlain, responseSizeRatioVsPlain, design, floor,
                newRoundRatios);
    }

    /** Copy with how the cell was measured. */
    public SummaryRow withDesign(CellDesign newDesign) {
        return withLater(timeRatioVsPlain, requestSizeRatioVsPlain, responseSizeRatioVsPlain, newDesign, floor,
                roundRatios);
    }

    /** Copy with the three ratios against plain filled in (they need the plain row of the same run). */
    public SummaryRow withRatios(Double timeRatio, Double requestSizeRatio, Double responseSizeRatio) {
        return withLater(timeRatio, requestSizeRatio, responseSizeRatio, design, floor, roundRatios);
    }

    /** Copy with the floor columns filled in (they need the run's floor costs and the scenario's policy). */
    public SummaryRow withFloor(FloorColumns value) {
        return withLater(timeRatioVsPlain, requestSizeRatioVsPlain, responseSizeRatioVsPlain, design, value,
                roundRatios);
    }

    /**
     * Copy with the components that are filled in after the row is first computed (the ratios to
     * plain, the design, the floor columns and the per-round ratios); everything else is kept.
     */
    private SummaryRow withLater(Double timeRatio, Double requestSizeRatio, Double responseSizeRatio,
            CellDesign newDesign, FloorColumns newFloor, RoundRatios newRoundRatios) {
        return new SummaryRow(runId, scenario, sequence, complete, requests, errors, repetitions, bestRepetition,
                bestTotalMs, meanMs, medianMs, stddevMs, minMs, p90Ms, p99Ms, maxMs, firstRequestMs,
                convergenceIndex, throughputRps, requestBytesMean, responseBytesMean, timeRatio, requestSizeRatio,
                responseSizeRatio, serverTotalMsMean, serverSecurityMsMean, serverAppMsMean, clientOnlyMsMean,
                matchesTotal, client, server, newDesign, newFloor, newRoundRatios);
    }

    /** Mean client time per request of the best repetition, ms; null if unknown. */
    public Double bestRepetitionMeanMs() {
        if (bestTotalMs == null || repetitions < 1 || requests < repetitions) {
            return null;
        }
        return bestTotalMs / ((double) requests / repetitions);
    }
}
