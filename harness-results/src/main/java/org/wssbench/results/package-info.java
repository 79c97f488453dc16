/**
 * The results model and its files: what the driver writes and every other part reads.
 *
 * <p>Start here if you want to know what a run folder contains.
 * <ul>
 *   <li>{@link org.wssbench.results.RunFolder} loads one run folder (requests.csv, summary.csv,
 *       run.json) and names its files.</li>
 *   <li>{@link org.wssbench.results.RequestRecord} is one row of requests.csv;
 *       {@link org.wssbench.results.RequestsCsvWriter} / {@link org.wssbench.results.RequestsCsvReader}
 *       write and read it ({@code RequestsCsvFormat} defines the columns).</li>
 *   <li>{@link org.wssbench.results.SummaryRow} is one row of summary.csv;
 *       {@link org.wssbench.results.SummaryCsv} writes and reads it.</li>
 *   <li>{@link org.wssbench.results.RunManifest} is run.json (what ran, on what, with which
 *       versions and files, how it ended); {@link org.wssbench.results.RunManifestJson} writes and
 *       reads it.</li>
 *   <li>{@link org.wssbench.results.ScenarioSequence} is the key of one matrix cell;
 *       {@link org.wssbench.results.RunHealth} says why a run's numbers cannot be trusted;
 *       {@link org.wssbench.results.RunSteadiness} whether its cells reached steady state (from warmup.csv);
 *       {@link org.wssbench.results.RunIdentity} the work it measured (workload, catalogue, rounds, sequences),
 *       which runs must share to be compared.</li>
 *   <li>{@link org.wssbench.results.CsvFiles} and {@link org.wssbench.results.CsvRow} are the shared
 *       CSV plumbing; bad input becomes a {@link org.wssbench.results.ResultFileException} naming
 *       file, line and column.</li>
 * </ul>
 *
 * <p>Sub-packages, each with one job: {@code stats} (numbers derived from requests), {@code gate} (a run
 * against its machine's baseline, and ab), {@code compare} (runs against each other, on the gate's noise model),
 * {@code report} (HTML, charts, text renderings) and {@code cli} (the picocli commands; picocli is used nowhere
 * else). Dependencies point from cli to report to compare to gate to stats to this package, never back: this
 * package reads and writes files, and {@code stats.SummarizedRun} derives the summary of a run that wrote none.
 */
package org.wssbench.results;
