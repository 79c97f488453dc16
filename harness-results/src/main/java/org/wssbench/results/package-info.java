/**
 * The results model and its files: what the driver writes and every other part reads.
 *
 * <p>Start here if you want to know what a run folder contains.
 * <ul>
 *   <li>{@link org.wssbench.results.RunFiles} names every file of a run folder and holds the
 *       {@link org.wssbench.results.RunFileFormat} of each file that is read back: its one reader and
 *       writer, owned by the class that knows its columns or keys ({@code RequestsCsv}, {@code SummaryCsv},
 *       {@code RunManifestJson}, {@code WarmupCsv}, {@code FloorCostsCsv}, {@code ProviderFloorsCsv}).
 *       {@link org.wssbench.results.RunFolder} loads one run folder (requests.csv, summary.csv, run.json).</li>
 *   <li>{@link org.wssbench.results.RequestRecord} is one row of requests.csv, appended while a run is in
 *       progress through a {@link org.wssbench.results.CsvAppender}.</li>
 *   <li>{@link org.wssbench.results.SummaryRow} is one row of summary.csv.</li>
 *   <li>{@link org.wssbench.results.RunManifest} is run.json (what ran, on what, with which
 *       versions and files, how it ended); {@link org.wssbench.results.RunManifestJson} also keeps its
 *       Jackson configuration and the migration of older files.</li>
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
 * <p>Sub-packages: {@code stats} (the numbers of summary.csv, derived from requests) and {@code floor} (the
 * crypto and XML floor that fills summary.csv's floor columns). Both depend only on this package, never back.
 * This module is what the driver writes through; what is concluded from finished runs (compare, gate, report
 * and their commands) is in harness-analysis, which reads through it.
 */
package org.wssbench.results;
