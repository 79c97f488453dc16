/**
 * Running the matrix and writing the run folder.
 *
 * <ul>
 *   <li>{@link org.wssbench.client.run.RunSettings}: what one run needs, in four groups (output,
 *       matrix, target server, driver behaviour).</li>
 *   <li>{@link org.wssbench.client.run.MatrixRunner}: the schedule: warm-up rounds until each cell
 *       is steady ({@code SteadyState}), then measured rounds in a per-round shuffled order
 *       ({@code RoundPlan}), a priming call before each measured pass. It talks to the server only
 *       through {@link org.wssbench.client.scenario.Caller}, so it is unit-tested with a fake.</li>
 *   <li>{@code RunFolderWriter}: every file of the run folder (requests.csv through
 *       {@code RequestRecorder}, warmup.csv, summary.csv, run.json through {@code RunJsonWriter}
 *       with {@code RunDesign} (the format is harness-results' {@code RunManifest}), Perf4J output
 *       through {@code TimingLog}, heap-samples.csv through {@code HeapSampleLog}).</li>
 *   <li>{@link org.wssbench.client.run.ResourceSampler}: GC/CPU counters and heap of both JVMs,
 *       keeping its own forced GCs out of the counters; {@code ThreadCpu}: client CPU per call;
 *       {@code CpuSteal}: the hypervisor's share of the machine's CPU over the run (run.json);
 *       {@link org.wssbench.client.run.CpuPinning}: optional taskset placement.</li>
 *   <li>{@link org.wssbench.client.run.ServerWait}, {@code ProgressReporter}: waiting for the service
 *       and progress output.</li>
 * </ul>
 */
package org.wssbench.client.run;
